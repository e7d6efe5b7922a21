/**
 * Sentences of the docs that the claims lint (./claimsLint.ts) finds absolute
 * and a reviewer let stand: each names the ledger claim it states or rests on
 * (src/data/securityClaims.ts), or `null` with the reason it is no security
 * claim. `text` is a part of the sentence, as plain text, that identifies it
 * in every version that has it. An entry no sentence matches any more fails
 * the lint, so the list shrinks with the docs.
 *
 * Before you add an entry, ask whether the sentence says more than the claim
 * it names: then rewrite the sentence, or render the claim with <Claim id />.
 */
import type {ClaimId} from '../../src/data/securityClaims';
import {reviewedGuides} from './claimsReviewedGuides';

export interface Reviewed {
  text: string;
  claim: ClaimId | null;
  reason: string;
}

/** The security, architecture, API and model pages, and the prose of src/data. */
const reviewedReference: readonly Reviewed[] = [
  // The key and where it lives.
  {
    text: 'It never creates a key for an unverified deployment and never forwards a request to it.',
    claim: 'confidant-labs-cannot-read',
    reason: 'What the proxy does when attestation fails; the claim states what that protects and when.',
  },
  {
    text: "A machine that impersonates the secret service cannot receive the key, as long as AMD's attestation keys stay secret and the hardware works as specified",
    claim: 'infrastructure-provider-cannot-read',
    reason:
      'The proxy reaches the secret service only over TLS with a certificate from the attested coordinator; the sentence states the ' +
      'hardware conditions of that claim, and the next one links the physical attacks (TEE.fail, or the open risks) that could forge reports.',
  },
  {
    text: 'The secret service keeps keys only in the memory of its confidential VM, never on a disk.',
    claim: 'confidant-labs-cannot-read',
    reason: 'Where keys live on the service side, as the encryption details state it.',
  },
  {
    text: 'Keys never leave attested memory on the service side',
    claim: 'confidant-labs-cannot-read',
    reason: 'Where keys live on the service side, as the encryption details state it.',
  },
  {
    text: 'and only code inside the boundary can obtain that key',
    claim: 'confidant-labs-cannot-read',
    reason: 'Key release to attested code; the claim carries the manifest condition.',
  },
  {
    text: 'It holds the manifest, the list of reference values that every component must match.',
    claim: 'confidant-labs-cannot-read',
    reason: 'What the coordinator enforces: the mechanism behind the claim, not a protection of its own.',
  },
  {
    text: 'A pinned proxy never registers its key with a deployment under another manifest.',
    claim: 'pinned-manifest',
    reason: 'The claim itself, stated where the attestation steps explain key registration.',
  },
  // Encryption.
  {
    text: 'The gateway can read them but cannot change them',
    claim: 'encrypted-in-transit',
    reason: 'The fields in clear are additional authenticated data, as the claim states.',
  },
  {
    text: 'It cannot read temperature or messages.',
    claim: 'encrypted-in-transit',
    reason: 'The worked example of which fields the gateway reads.',
  },
  {
    text: 'but it cannot read the encrypted fields, and the proxy or the worker detects any change it makes',
    claim: 'encrypted-in-transit',
    reason: 'The same sentence names what a compromised gateway can do.',
  },
  {
    text: 'so a response cannot be moved to another request',
    claim: 'response-bound-to-request',
    reason: 'The claim itself, with replay stated next to it.',
  },
  {
    text: 'so whoever replayed the request cannot read it',
    claim: 'response-bound-to-request',
    reason: 'The answer to a replay is encrypted for your key; the same paragraph says the replay is served and billed.',
  },
  {
    text: 'It cannot tell whether an attested proxy encrypted a request',
    claim: 'limits-without-reading',
    reason: 'A limit of the gateway, stated as the claim states it.',
  },
  // Storage and the prompt cache.
  {
    text: 'it is never written to disk',
    claim: 'nothing-stored',
    reason: 'Where the prompt cache lives, a condition of the claim.',
  },
  {
    text: 'so no one outside the trust boundary learns it',
    claim: 'other-customers',
    reason: 'The cache salt travels encrypted; the claim says what the salt does and does not hide.',
  },
  {
    text: "Only requests with the same salt can reuse each other's cache entries, and the cache lives only in GPU memory and encrypted memory.",
    claim: 'other-customers',
    reason: 'The claim itself, as the model page states it for prompt caching.',
  },
  // The infrastructure provider and the hardware.
  {
    text: 'what the cloud provider can and cannot see',
    claim: 'infrastructure-provider-cannot-read',
    reason: 'Points to the section that states the limits.',
  },
  {
    text: 'What the cloud provider can and cannot do',
    claim: 'infrastructure-provider-cannot-read',
    reason: 'A heading; its section states the conditions and renders the claim.',
  },
  {
    text: 'Through software and its administrator access',
    claim: 'infrastructure-provider-cannot-read',
    reason: 'States the condition of the claim in the sentence itself.',
  },
  {
    text: "The CPU encrypts the VM's memory with a key that never leaves the processor",
    claim: 'infrastructure-provider-cannot-read',
    reason: 'How SEV-SNP works, stated by AMD; the claim carries the physical-attack condition.',
  },
  {
    text: 'so a DDR4 machine cannot pass as a Confidant worker',
    claim: 'infrastructure-provider-cannot-read',
    reason: 'Follows from the attested processor generation, as the same sentence explains.',
  },
  {
    text: 'that your proxy cannot tell from genuine ones',
    claim: 'infrastructure-provider-cannot-read',
    reason: 'A limit: what an extracted attestation key would allow.',
  },
  // Model weights.
  {
    text: 'so nothing inside the worker can change the weights either',
    claim: 'model-weights',
    reason: 'The disk is read-only and dm-verity checks every read; the claim names the manifest condition.',
  },
  {
    text: 'fails attestation and never receives a key',
    claim: 'model-weights',
    reason: 'The root hash is part of the attested configuration.',
  },
  {
    text: 'What attestation cannot tell you is whether the root hash',
    claim: 'model-weights',
    reason: 'A limit of the claim, stated where the reader checks it.',
  },
  // Open source.
  {
    text: 'every component Confidant Labs wrote or configures',
    claim: 'open-source',
    reason: 'The claim in its own words.',
  },
  {
    text: 'every component that Confidant Labs wrote or configures',
    claim: 'open-source',
    reason: 'The claim in its own words.',
  },
  {
    text: 'the same source always gives the same image, byte for byte',
    claim: 'open-source',
    reason: 'What a reproducible build is; the same paragraph names the closed parts.',
  },
  // Advice and mechanics that the lint's words catch, not claims.
  {
    text: 'Never point the proxy at a manifest you did not verify',
    claim: null,
    reason: 'Advice to the reader, not a statement of what the service guarantees.',
  },
  {
    text: 'Never skip the check: the Contrast CLI computes the policies you are about to trust.',
    claim: null,
    reason: 'Advice to the reader in a troubleshooting step.',
  },
  {
    text: 'the rest of this guide cannot give you more assurance than Contrast gives',
    claim: null,
    reason: 'Says where the guide’s assurance ends: a limit, not a claim.',
  },
  {
    text: 'not a production proxy that nobody watches',
    claim: null,
    reason: 'Advice on when to pin.',
  },
  {
    text: 'The proxy then cannot read it and logs an "unmarshaling" error.',
    claim: null,
    reason: 'An old proxy cannot parse a newer manifest format: troubleshooting, not security.',
  },
  {
    text: 'The proxy stops if it cannot create',
    claim: null,
    reason: 'Troubleshooting: a file-system permission.',
  },
  {
    text: 'Vectors of the old model cannot be compared with those of the new one',
    claim: null,
    reason: 'About embeddings of two models.',
  },
  {
    text: 'or cannot be decoded',
    claim: null,
    reason: 'An error table row about audio formats.',
  },
  {
    text: 'must process data they cannot send to an ordinary AI service',
    claim: null,
    reason: 'Describes the readers, not the service.',
  },
  {
    text: 'describes every component, and',
    claim: null,
    reason: 'Describes a page.',
  },
  {
    text: 'larger than a per-minute limit of your tier can never pass',
    claim: null,
    reason: 'A rate-limit rule of the product (a request larger than a per-minute limit never passes on that tier), not a security claim.',
  },
  {
    text: 'a prompt of 16,000 tokens can never pass on the Free tier',
    claim: null,
    reason: 'A rate-limit rule of the product, not a security claim.',
  },
  {
    text: 'prompt tokens per minute, can never pass',
    claim: null,
    reason: 'A rate-limit rule of the product, not a security claim.',
  },
  {
    text: 'such a request never passes on your tier',
    claim: null,
    reason: 'A rate-limit rule of the product, not a security claim.',
  },
  {
    text: 'so the three always agree',
    claim: null,
    reason: "The docs' own tables: tests/unit/apiStatuses.test.ts and openaiCompatibility.test.ts keep pages, data and OpenAPI in step.",
  },
  {
    text: 'data: [DONE] never arrives',
    claim: null,
    reason: 'A known streaming bug of these versions, fixed in 1.26.',
  },
  {
    text: 'Your coding assistant never needs it',
    claim: null,
    reason: 'Advice on where to keep the access key.',
  },
  {
    text: 'Run the proxy on a machine where only trusted users can list processes.',
    claim: null,
    reason: 'Advice to the reader, after the same paragraph says that the key shows in the process list while the proxy runs.',
  },
  // API: chat completions and legacy completions.
  {
    text: 'keep them only when the model may need another call',
    claim: null,
    reason: "Advice on tool-calling follow-ups for Llama 3.3's known quirk, not a security claim.",
  },
  {
    text: "The host sees a request for that URL from Confidant's data centre at the time of your request, not your prompt",
    claim: 'model-provider-gets-nothing',
    reason: "What the image's host sees of a linked image, the exception the claim names in what it does not cover.",
  },
  {
    text: 'Confidant therefore keys the cache with a salt, and only requests with the same salt share cached prefixes',
    claim: 'other-customers',
    reason: 'The claim itself; the next sentence says that the salt does not hide cache-hit timing from Confidant Labs or the provider.',
  },
  {
    text: 'The model sees your prompt exactly as you send it',
    claim: null,
    reason: 'How a completions model treats its prompt: model behaviour, not a party seeing data.',
  },
  // API: OpenAI compatibility and the API overview.
  {
    text: 'One status is specific to Confidant: 503 with',
    claim: null,
    reason: 'Names the one error status of the proxy itself; the attestation page says what the proxy checks before it sends.',
  },
  {
    text: 'a pinned proxy accepts only the manifest you gave it',
    claim: 'pinned-manifest',
    reason: 'The claim, next to the unpinned case and its log in the same sentence.',
  },
  {
    text: 'a worker decrypts only with a key that the secret service released to it for an attested proxy',
    claim: 'limits-without-reading',
    reason: 'What the claim says of requests no attested proxy encrypted: they fail at the worker with 400.',
  },
  {
    text: 'Requests between your application and the proxy are not yet encrypted, and anyone who reaches the proxy spends your access key',
    claim: 'encrypted-in-transit',
    reason: "The claim's condition: plain HTTP between your application and the proxy unless the proxy has a certificate.",
  },
  {
    text: 'so only the key from --apiKey reaches Confidant',
    claim: null,
    reason: 'How the proxy handles access keys (a product fact), not a protection of content.',
  },
  {
    text: 'store it in a file that holds only the key, and pass the path',
    claim: null,
    reason: 'How to pass the access key from a file (1.28 on): advice, not a claim.',
  },
  {
    text: 'All of it is metadata that the API gateway sees anyway.',
    claim: 'encrypted-in-transit',
    reason: "The team's decision on worker error bodies: status, type, message and token counts, all outside what the claim encrypts.",
  },
  {
    text: 'The gateway answers them from what it reads anyway',
    claim: 'encrypted-in-transit',
    reason: 'The access key, the body size and the model field are what the claim leaves readable to the gateway.',
  },
  // API and model pages: Whisper.
  {
    text: 'reads only the last 224 tokens of the prompt',
    claim: null,
    reason: "A limit of Whisper's prompt, not a security claim.",
  },
  // Attestation: overview, Contrast integration, certificate revocation.
  {
    text: 'so a revocation that NVIDIA publishes later reaches your proxy only after the affected workers restart',
    claim: 'gpu-certificate-revocation',
    reason: "The claim's condition; the page gives the 7-day bound of the rolling restart further down.",
  },
  {
    text: "how the proxy uses Contrast's verifier, and what the manifests and the transparency log in your workspace are for",
    claim: null,
    reason: 'Describes what the page covers.',
  },
  {
    text: "the proxy accepts a manifest from the CDN only when the release key's signature on it is valid",
    claim: 'release-key',
    reason: 'The claim, stated where the page explains why the CDN need not be trusted.',
  },
  {
    text: 'The signatures identify that hardware only while those keys stay secret',
    claim: 'infrastructure-provider-cannot-read',
    reason: "A condition of the claim (AMD's and NVIDIA's attestation keys stay secret), with the physical attack that threatens it.",
  },
  {
    text: 'so the key reaches workers certified under the new manifest only through proxies that accepted it',
    claim: 'pinned-manifest',
    reason: 'Key registration after a new manifest, as the claim states it; the next sentence gives the pinned case.',
  },
  {
    text: 'A grace period exists for a practical reason: a revocation usually concerns a firmware',
    claim: 'gpu-certificate-revocation',
    reason: 'What the claim leaves uncovered: the grace period is an aim that nothing enforces, as the sentence says.',
  },
  // Client side.
  {
    text: 'checks that Confidant Labs signed it with its release key, or reads the file you pinned',
    claim: 'release-key',
    reason: 'The first duty of the proxy: the signature check the claim rests on, or the pinned manifest.',
  },
  {
    text: "publishes the port on this machine's loopback interface only, because the proxy adds your access key",
    claim: null,
    reason: 'How to publish the port: advice on protecting the access key.',
  },
  {
    text: 'Anyone who can reach a plain-HTTP proxy can spend your access key',
    claim: null,
    reason: 'Why a shared proxy needs TLS and a firewall: advice on where to run the proxy.',
  },
  {
    text: 'The proxy keeps your symmetric key only in memory.',
    claim: 'encrypted-in-transit',
    reason: 'Where the proxy holds the key of the claim; a fresh key each start, as the encryption details say.',
  },
  // Encryption.
  {
    text: 'Read it when you assess what a network observer, the cloud provider or Confidant Labs could learn from your traffic',
    claim: null,
    reason: 'Says whom the page is for.',
  },
  {
    text: 'On the service side, the key exists only inside attested confidential VMs',
    claim: 'confidant-labs-cannot-read',
    reason: 'The claim in its own words, with the manifest your proxy verified as its condition.',
  },
  {
    text: 'The gateway must read a few fields, such as model and usage, to route and bill a request',
    claim: 'encrypted-in-transit',
    reason: 'The fields left in clear, which the claim does not cover.',
  },
  {
    text: 'Someone who records an encrypted request on the way, the API gateway for example, can send it again',
    claim: 'response-bound-to-request',
    reason: 'Replay, which the claim does not cover, stated with its consequences.',
  },
  {
    text: 'The proxy reaches the API gateway over TLS 1.3.',
    claim: null,
    reason: 'A transport fact of the encryption details, not a protection of content.',
  },
  {
    text: 'The gateway ends the TLS connection, so it reads those fields',
    claim: 'encrypted-in-transit',
    reason: 'What the gateway reads and what stays encrypted up to the worker, as the claim states.',
  },
  {
    text: 'Lets you and Confidant support match a response to log entries without reading it.',
    claim: null,
    reason: 'Why the response id stays in clear: a table row about a field.',
  },
  {
    text: 'The gateway can read model, stream, streamoptions and maxtokens.',
    claim: 'encrypted-in-transit',
    reason: 'The worked example of which fields stay in clear.',
  },
  {
    text: 'Confidant does not store prompts or responses (the claim says under which conditions)',
    claim: 'nothing-stored',
    reason: 'The claim, linked in the sentence with its conditions.',
  },
  {
    text: 'The service does keep the following metadata of each request for up to 90 days',
    claim: 'nothing-stored',
    reason: 'The metadata the claim does not cover, with its retention of 90 days.',
  },
  {
    text: 'Anyone on the path can see your IP address, the time and the size of each message',
    claim: 'encrypted-in-transit',
    reason: 'What the claim does not cover: addresses, sizes and timing.',
  },
  {
    text: 'The API gateway also sees the clear fields listed above.',
    claim: 'encrypted-in-transit',
    reason: 'The fields left in clear, which the claim does not cover.',
  },
  // Architecture overview.
  {
    text: 'Between them sit two services outside the trust boundary',
    claim: null,
    reason: 'Places the gateway and the CDN outside the trust boundary and says what each does; no protection.',
  },
  {
    text: 'Confidant, outside the trust boundary',
    claim: null,
    reason: 'A table cell: where the gateway and the CDN run.',
  },
  {
    text: "You do not have to trust the network, the cloud provider's software and administrators, the API gateway or the manifest CDN",
    claim: 'infrastructure-provider-cannot-read',
    reason: 'Scoped to software and administrators; the next sentences name physical attacks and the manifest as limits.',
  },
  {
    text: 'The provider also has physical access to the servers, and physical attacks on the memory bus are an open risk',
    claim: 'infrastructure-provider-cannot-read',
    reason: 'A condition of the claim, with the page that lists the open risk.',
  },
  {
    text: 'An image you link by URL is the exception: a worker fetches it from its host over the internet, and the host sees that fetch',
    claim: 'model-provider-gets-nothing',
    reason: 'The exception the claim names in what it does not cover.',
  },
  {
    text: 'Confidant is built to keep the content of your prompts and responses',
    claim: 'confidant-labs-cannot-read',
    reason:
      "The threat model in one sentence, which says that each protection holds only under its claim's conditions; the section then renders this claim.",
  },
  {
    text: 'Confidant keeps some metadata for up to 90 days',
    claim: 'nothing-stored',
    reason: 'The metadata the claim does not cover, with a link to data retention.',
  },
  // Server side.
  {
    text: 'On the service side, every component that decrypts your data or holds its key runs in a confidential computing environment',
    claim: 'infrastructure-provider-cannot-read',
    reason:
      'Where the workers and the secret service run; the paragraphs below give the claim its firmware and physical-attack conditions.',
  },
  {
    text: "The host's software and administrators have no access to the model weights, prompts and prompt cache in GPU memory",
    claim: 'infrastructure-provider-cannot-read',
    reason: "Scoped to software and administrators; the next paragraph gives the claim's firmware condition and the physical risk.",
  },
  {
    text: "Both protections hold against the host's software and administrator access, and only while the firmware is at the patched levels",
    claim: 'infrastructure-provider-cannot-read',
    reason: "The claim's conditions.",
  },
  {
    text: 'are an open risk: the provider has physical access to the servers',
    claim: 'infrastructure-provider-cannot-read',
    reason: 'A condition of the claim: physical attacks are an open risk.',
  },
  {
    text: 'Confidant does not trust it: it stays outside the trust boundary, and these docs do not name it',
    claim: 'infrastructure-provider-cannot-read',
    reason: 'Names the party the claim protects against; the subprocessor list names the company.',
  },
  {
    text: 'It mounts the model weights from a read-only disk protected by dm-verity',
    claim: 'model-weights',
    reason: 'How the disk mounter works; the claim carries the manifest condition.',
  },
  {
    text: "The image's host therefore sees a request from Confidant, not from you",
    claim: 'model-provider-gets-nothing',
    reason: 'The exception the claim names in what it does not cover.',
  },
  {
    text: 'An image fetched over http:// also crosses the internet without encryption',
    claim: 'model-provider-gets-nothing',
    reason: 'What the claim of 1.23 does not cover: an http:// download.',
  },
  {
    text: 'so the operator of the cluster, who is not trusted, can read them',
    claim: 'nothing-stored',
    reason: 'The worker logs, which the claim does not cover.',
  },
  {
    text: 'The cloud provider can stop machines, drop or delay traffic, and see network metadata',
    claim: 'infrastructure-provider-cannot-read',
    reason: 'What the claim does not cover: availability and metadata.',
  },
  {
    text: 'They do not hold against a physical attack on the memory bus: the provider has physical access to the servers',
    claim: 'infrastructure-provider-cannot-read',
    reason: 'A condition of the claim: physical attacks are an open risk.',
  },
  // Model pages.
  {
    text: "The image's host sees the worker download it; to keep an image private, send it inline",
    claim: 'model-provider-gets-nothing',
    reason: 'The exception the claim names, with the way to avoid it.',
  },
  {
    text: "the download leaves the worker through an egress proxy that allows nothing else, so the image's host sees a request for that URL",
    claim: 'model-provider-gets-nothing',
    reason: "The worker's one outbound connection, as the claim's exception states it.",
  },
  {
    text: 'whose weights are stored as 8-bit floating-point numbers',
    claim: null,
    reason: "The model's quantization, not a security claim.",
  },
  {
    text: "which the worker downloads from the image's host, so that host sees the download",
    claim: 'model-provider-gets-nothing',
    reason: 'The exception the claim names, with the inline way next to it.',
  },
  {
    text: 'The API gateway reads the model field to route a request to the right workers',
    claim: 'encrypted-in-transit',
    reason: 'A field left in clear, which the claim does not cover; links to what each party can observe.',
  },
  {
    text: "Each model's weights sit on a read-only disk image.",
    claim: 'model-weights',
    reason: 'How the model disk works; the claim carries its condition.',
  },
  // Hardware integrity, and the open risks of the security page.
  {
    text: 'That provider controls the hypervisor and has physical access to the servers',
    claim: 'infrastructure-provider-cannot-read',
    reason: 'The threat the claim is scoped against.',
  },
  {
    text: "A flaw in the processor's memory protection could let the provider, or someone who gets into its data center, read or change",
    claim: 'infrastructure-provider-cannot-read',
    reason: "Why the claim's firmware condition matters.",
  },
  {
    text: 'They still belong to the threat model, because Confidant does not ask you to trust the people who run the data center',
    claim: 'infrastructure-provider-cannot-read',
    reason: 'A limit of the claim: physical attacks stay open.',
  },
  {
    text: 'Battering RAM places a small device between the processor and DDR4 memory modules',
    claim: null,
    reason: 'Describes a published attack; the next sentence says why it does not apply.',
  },
  {
    text: 'Confidant is not affected: its servers use 4th-generation AMD EPYC processors, which work only with DDR5 memory',
    claim: 'infrastructure-provider-cannot-read',
    reason: 'Rests on the attested processor generation, as the same paragraph explains.',
  },
  {
    text: 'They are why the security claims about the infrastructure provider hold against software and administrator access',
    claim: 'infrastructure-provider-cannot-read',
    reason: 'The limit of the claim.',
  },
  {
    text: 'AMD SEV-SNP and NVIDIA confidential computing do not defend against an attacker with physical access to a server',
    claim: 'infrastructure-provider-cannot-read',
    reason: 'The physical-attack condition of the claim.',
  },
  {
    text: 'The infrastructure provider has that access.',
    claim: 'infrastructure-provider-cannot-read',
    reason: 'The physical-attack condition of the claim.',
  },
  {
    text: 'Such an attack needs physical access to a server in a guarded data centre, but Confidant does not ask you to trust the people who run it',
    claim: 'infrastructure-provider-cannot-read',
    reason: 'An open risk of the claim.',
  },
  {
    text: 'SEV-SNP on 4th-generation EPYC processors has no ciphertext hiding: the hypervisor can read the ciphertext',
    claim: 'infrastructure-provider-cannot-read',
    reason: 'Side channels, which the claim does not cover.',
  },
  {
    text: 'Confidant Labs sets them, and a proxy that does not pin a manifest accepts a new one from Confidant Labs automatically',
    claim: 'infrastructure-provider-cannot-read',
    reason: "The claim's manifest condition: minimum firmware levels come with each accepted manifest.",
  },
  {
    text: 'Not ruled out by the hardware; the infrastructure provider has physical access to the servers',
    claim: 'infrastructure-provider-cannot-read',
    reason: 'A status cell of 1.27: the physical-attack condition of the claim.',
  },
  // Security page.
  {
    text: 'The provider stays outside the trust boundary, and where does Confidant run says where it runs',
    claim: 'infrastructure-provider-cannot-read',
    reason: 'Names the party the claim protects against.',
  },
  {
    text: 'or each new one Confidant Labs signs with its release key, which an unpinned proxy accepts and logs',
    claim: 'manifest-changes-are-logged',
    reason: 'One of the things the claims rest on, as the claims below state them.',
  },
  {
    text: 'Not the content through software or its administrator access: workers are Contrast confidential containers',
    claim: 'infrastructure-provider-cannot-read',
    reason:
      'The platform provider row: the claim with its software condition; the same cell adds the manifest condition of the ' +
      'Confidant Labs claim and links the open risks of physical attacks and side channels.',
  },
  {
    text: 'The table compares who among them could read your prompts and responses in a typical AI API and in Confidant',
    claim: null,
    reason: 'Describes the table, whose Confidant column links each claim.',
  },
  {
    text: 'Yes: it can read memory, disks and, through the hypervisor, the running workload',
    claim: null,
    reason: 'The typical AI API column: what Confidant does not offer there.',
  },
  {
    text: 'Yes: cluster administrators can open a shell in a container or read its memory',
    claim: null,
    reason: 'The typical AI API column: what Confidant does not offer there.',
  },
  {
    text: 'The same idea covers the model weights: each model disk is a read-only dm-verity disk',
    claim: 'model-weights',
    reason: 'The claim, with the guide that checks it.',
  },
  {
    text: "The proxy checks the coordinator against the manifest and sees the workers' evidence through it, and only then hands over the key",
    claim: 'confidant-labs-cannot-read',
    reason: 'The order of attestation the claim rests on, as the assurance case decides it.',
  },
  {
    text: 'Confidant Labs sees and keeps who sent a request, when, to which path, and how large it was in tokens',
    claim: 'nothing-stored',
    reason: 'The metadata the claim does not cover; data retention lists every item.',
  },
  {
    text: 'Anyone who controls the machine or the cluster where it runs can read your data there',
    claim: 'confidant-labs-cannot-read',
    reason: 'Your own side, which the claim does not cover.',
  },
  {
    text: "The image's host sees a request from Confidant's data centre and learns that someone fetched the image",
    claim: 'model-provider-gets-nothing',
    reason: 'The exception the claim names in what it does not cover.',
  },
  {
    text: 'A proxy that does not pin a manifest accepts the next one Confidant Labs signs, and logs it',
    claim: 'pinned-manifest',
    reason: 'A limit, with pinning as the claim that prevents it.',
  },
  {
    text: 'Prompts and responses are processed only inside confidential VMs and not stored',
    claim: 'nothing-stored',
    reason: 'The claim, linked with its conditions in the same sentence.',
  },
  {
    text: 'and Confidant Labs has no means to check what that operator keeps',
    claim: 'nothing-stored',
    reason: 'The worker logs, which the claim does not cover.',
  },
  {
    text: 'Confidant Labs can hand over what it holds: your account and billing data',
    claim: 'confidant-labs-cannot-read',
    reason: "The team's decision on legal requests; the next sentence links the claim's conditions.",
  },
  // The prose of src/data.
  {
    text: 'names a model this version serves that cannot do this endpoint',
    claim: null,
    reason: 'The 400 row of the error table: a model that cannot do the task.',
  },
  {
    text: 'The worker downloads the image; the image host sees a request from Confidant, not from you',
    claim: 'model-provider-gets-nothing',
    reason: 'The exception the claim names in what it does not cover.',
  },
  {
    text: 'The models have no network access, so they cannot search the web',
    claim: 'model-provider-gets-nothing',
    reason: 'The inference server runs without network access, as the claim states.',
  },
  {
    text: 'Confidant keeps metadata of each request for up to 90 days: see data retention',
    claim: 'nothing-stored',
    reason: 'The metadata the claim does not cover.',
  },
  {
    text: 'its vectors cannot be compared with the old ones',
    claim: null,
    reason: 'About the embeddings of two models (1.28 release note).',
  },
  {
    text: 'The security claim “The model provider receives nothing”',
    claim: 'model-provider-gets-nothing',
    reason: 'An upgrade note generated from the ledger, which names the claim by its title.',
  },
  {
    text: 'The security claim “The infrastructure provider cannot read your data through software”',
    claim: 'infrastructure-provider-cannot-read',
    reason: 'An upgrade note generated from the ledger, which names the claim by its title.',
  },
  {
    text: 'Confidant Labs decides which code the manifest lists: an unpinned proxy accepts each new manifest on its release-key signature',
    claim: 'pinned-manifest',
    reason: 'Who decides the software, and that only pinning prevents a change; the claims are linked after it.',
  },
];

/** Every reviewed sentence: the guides' and top-level pages' are in ./claimsReviewedGuides.ts. */
export const reviewed: readonly Reviewed[] = [...reviewedReference, ...reviewedGuides];
