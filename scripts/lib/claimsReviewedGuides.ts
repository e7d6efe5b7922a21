/**
 * The reviewed sentences of the guides, the FAQ and the top-level pages
 * (intro, quickstart, rate limits, release notes, upgrading): the same kind of
 * entries as ./claimsReviewed.ts, which holds those of the security,
 * architecture, API and model pages and of src/data, and lists these too.
 */
import type {Reviewed} from './claimsReviewed';

export const reviewedGuides: readonly Reviewed[] = [
  // FAQ: how Confidant differs, OpenAI, models.
  {
    text: "Most AI APIs decrypt your request when it reaches the provider's servers.",
    claim: null,
    reason: 'Describes ordinary AI APIs, the contrast the answer draws, not a capability of Confidant.',
  },
  {
    text: 'anyone with administrator access can in principle read, log or keep your prompts',
    claim: null,
    reason: 'Describes who can read prompts at an ordinary AI API, not at Confidant.',
  },
  {
    text: 'Confidant uses no OpenAI service and sends nothing to OpenAI.',
    claim: 'model-provider-gets-nothing',
    reason: 'Confidant only follows the OpenAI interface; the same answer links the claim with its conditions.',
  },
  {
    text: 'whose inference server has no network access, so OpenAI receives none of your data',
    claim: 'model-provider-gets-nothing',
    reason: 'The claim in its own words, followed by a link to its conditions and the image-URL exception.',
  },
  {
    text: 'Confidant serves open-weight models only.',
    claim: null,
    reason: 'A fact about the model catalogue, not a capability of any party.',
  },
  // FAQ: privacy and data.
  {
    text: 'Can Confidant Labs see my prompts?',
    claim: 'confidant-labs-cannot-read',
    reason: 'A question heading; the answer states the manifest condition and renders the claim.',
  },
  {
    text: 'but the key that decrypts your requests exists only in your proxy and in attested confidential VMs',
    claim: 'confidant-labs-cannot-read',
    reason: 'The claim, after the sentence that makes it depend on the software your proxy verified and before the one on new manifests.',
  },
  {
    text: 'Confidant Labs can publish a new manifest with other software; your proxy accepts and logs it, unless you pin a manifest.',
    claim: 'manifest-changes-are-logged',
    reason: 'The condition of the Confidant Labs claim, as the assurance case states it.',
  },
  {
    text: 'What Confidant Labs does see is the metadata described below, the size and timing of each request and response',
    claim: 'confidant-labs-cannot-read',
    reason: "What the claim does not cover, with a link to the security page's list of what each party can observe.",
  },
  {
    text: 'Can the cloud provider see my data?',
    claim: 'infrastructure-provider-cannot-read',
    reason: 'A question heading; the answer states the software condition, the physical-attack risk and renders the claim.',
  },
  {
    text: 'Not through software or its administrator access.',
    claim: 'infrastructure-provider-cannot-read',
    reason:
      'The claim with its condition; the next sentence, in the FAQ and in the table of the security page, names physical attacks on the memory bus and links the claim.',
  },
  {
    text: "That protection covers the provider's software and administrator access.",
    claim: 'infrastructure-provider-cannot-read',
    reason: 'States the condition of the claim; the next sentence names what it does not cover.',
  },
  {
    text: 'It does not cover physical attacks on the memory bus: the provider has physical access to the servers',
    claim: 'infrastructure-provider-cannot-read',
    reason: 'A limit of the claim, stated as the assurance case requires.',
  },
  {
    text: "Confidant decrypts and processes your prompts and the model's responses only inside confidential VMs.",
    claim: 'encrypted-in-transit',
    reason:
      'Only your proxy and attested workers hold the key; the same paragraph links the storage claim and names the image-URL exception.',
  },
  {
    text: "An image you give by URL is an exception: the worker fetches it over the internet, so the image's host sees that request.",
    claim: 'nothing-stored',
    reason: 'A limit of the claim, with the advice to send images inline.',
  },
  {
    text: 'Confidant keeps the following metadata of each request for up to 90 days',
    claim: 'nothing-stored',
    reason: 'The metadata the claim does not cover, with the 90-day retention of the facts.',
  },
  {
    text: "Confidant Labs keeps request metadata for up to 90 days, the workers' logs included",
    claim: 'nothing-stored',
    reason:
      'Retention as the facts state it: metadata (worker logs included) 90 days, billing token counts 8 to 10 years (German accounting law).',
  },
  {
    text: 'your proxy accepts it without asking you, logs it, and registers its key again',
    claim: 'manifest-changes-are-logged',
    reason: 'How an unpinned proxy handles a new manifest; the answer renders the claim and explains pinning.',
  },
  {
    text: 'Can Confidant Labs be made to hand over my data?',
    claim: 'confidant-labs-cannot-read',
    reason: 'A question heading; the answer lists what Confidant Labs holds and the compelled-update limit.',
  },
  {
    text: 'Only what it holds: your account and billing data, and the request metadata it keeps for up to 90 days',
    claim: 'confidant-labs-cannot-read',
    reason:
      'What Confidant Labs holds, as the legal-requests decision lists it; the next sentence names the compelled-update limit and pinning.',
  },
  {
    text: 'If Confidant encrypted your data on its own servers, you would have to trust Confidant Labs again.',
    claim: null,
    reason: 'Why encryption runs on your side: a design rationale, not a capability of a party.',
  },
  // Coding assistants, VS Code and JetBrains guides.
  {
    text: 'do not want their code to reach a provider that can read it',
    claim: null,
    reason: 'Describes the readers of the guide, not the service.',
  },
  {
    text: 'without giving their source code to a provider that can read it',
    claim: null,
    reason: 'Describes the readers of the guide, not the service.',
  },
  {
    text: 'must not hand their code to a provider that can read it',
    claim: null,
    reason: 'Describes the readers of the guide, not the service.',
  },
  {
    text: 'Check docker ps and make sure the URL is http://localhost:8080/v1.',
    claim: null,
    reason: 'A troubleshooting step.',
  },
  {
    text: 'Check docker ps, and make sure the URL ends with /v1.',
    claim: null,
    reason: 'A troubleshooting step.',
  },
  {
    text: 'container is up, and make sure the base URL is exactly http://localhost:8080/v1',
    claim: null,
    reason: 'A troubleshooting step.',
  },
  {
    text: "Requests reuse each other's cached prefixes only when they carry the same salt",
    claim: 'other-customers',
    reason: 'The claim with its condition (the salt stays secret) and a link to it; the next sentence names what the salt does not hide.',
  },
  {
    text: 'The salt does not hide that timing from the service: the gateway sees how fast each of your requests is answered',
    claim: 'other-customers',
    reason: 'What the claim does not cover, as the assurance case states it.',
  },
  // Desktop app.
  {
    text: 'The secret service releases the key that decrypts them only to AI workers that the coordinator certified under the manifest the app accepted.',
    claim: 'confidant-labs-cannot-read',
    reason: 'Key release as the claim states it; the next paragraph says the app accepts every signed manifest and links the claim.',
  },
  {
    text: 'the app accepts it without asking you and appends it to log.txt in its configuration folder',
    claim: 'pinned-manifest',
    reason: 'What the pinned-manifest claim says the desktop app does not cover; the paragraph points to a pinned proxy instead.',
  },
  {
    text: 'The app checks the key against the service and saves it in its configuration file',
    claim: null,
    reason: 'Where the app keeps the access key; the page warns that the file contains it.',
  },
  {
    text: 'Requests share cache entries only when they carry the same salt, which keeps other customers from probing your cache as long as the salt stays secret.',
    claim: 'other-customers',
    reason: "The claim with its condition; the paragraph names the app's own default and what the salt does not hide, and links the claim.",
  },
  // PrivateGPT.
  {
    text: "publishes that port on your machine's loopback address only",
    claim: null,
    reason: 'Where the proxy port is published; advice, not a capability of a party.',
  },
  // Proxy configuration.
  {
    text: 'Outbound HTTPS access to the Confidant hosts listed in Allow outbound access.',
    claim: null,
    reason: 'A prerequisite: which hosts the proxy must reach.',
  },
  {
    text: 'because the proxy adds your access key to every request and only programs on this machine should reach it',
    claim: null,
    reason: 'Advice on where to publish the port; no party’s capability.',
  },
  {
    text: 'save the key with a text editor in a file such as access-key.txt, make the file readable only by you',
    claim: null,
    reason: 'Advice on keeping the access key out of the shell history.',
  },
  {
    text: "So anyone who can reach the proxy's port can send requests on your key, and anyone who can watch the network between a client and the proxy can read prompts and responses.",
    claim: 'encrypted-in-transit',
    reason: 'The condition of the claim: traffic between your application and the proxy is plain HTTP unless you give the proxy TLS.',
  },
  {
    text: "Replace with the address of the host's network interface that your clients reach",
    claim: null,
    reason: 'An instruction for a placeholder in the command.',
  },
  {
    text: 'TLS protects prompts and responses on the network; the firewall decides who can send requests that count against your key',
    claim: 'encrypted-in-transit',
    reason: 'What TLS and the firewall each do for the hop the claim does not cover.',
  },
  {
    text: 'Key that reaches Confidant',
    claim: null,
    reason: 'A table header about which access key the proxy forwards.',
  },
  {
    text: "Make sure the mounted directory exists and that the container's user can write to it.",
    claim: null,
    reason: 'Troubleshooting: a file-system permission.',
  },
  {
    text: 'revoked less than 48 hours ago still passes attestation. 48 hours is the time in which Confidant Labs aims to replace affected machines; nothing enforces that aim.',
    claim: 'gpu-certificate-revocation',
    reason: 'What the claim does not cover, as the assurance case states it; the page renders the claim below.',
  },
  // Tool calling.
  {
    text: 'What Confidant can see',
    claim: 'encrypted-in-transit',
    reason: 'A heading; its section lists the fields in clear and links the claim.',
  },
  {
    text: 'In the response, only id and usage stay readable; the tool calls are encrypted until the proxy decrypts them for you.',
    claim: 'encrypted-in-transit',
    reason: 'The response fields left in clear are id and usage; the next sentence links the claim and names size and timing.',
  },
  // Verify a model.
  {
    text: 'This guide shows how to check that a Confidant model runs with exactly the published weights',
    claim: 'model-weights',
    reason: 'What the guide checks; the next paragraph limits it to the manifest your proxy verified.',
  },
  {
    text: 'who want to verify the claim themselves instead of trusting Confidant Labs',
    claim: 'model-weights',
    reason: 'Describes the readers of the guide, which checks the model-weights claim.',
  },
  {
    text: 'If the two match, the workers that answer your requests under that manifest can read only those weights.',
    claim: 'model-weights',
    reason: 'The claim with its manifest condition.',
  },
  {
    text: 'Each worker reads its model weights from a separate, read-only disk.',
    claim: 'model-weights',
    reason: 'The mechanism of the claim, which the section explains.',
  },
  {
    text: 'every worker that serves this model under that manifest can read only those weights',
    claim: 'model-weights',
    reason: 'The claim with its manifest condition, after both checks.',
  },
  {
    text: 'When log.txt in the workspace shows a new entry, Confidant has deployed a new manifest',
    claim: 'manifest-changes-are-logged',
    reason: 'Advice to repeat the check for each logged manifest, as the claim asks.',
  },
  // Verify the source.
  {
    text: "checks it against a checksum stored in Confidant's public source",
    claim: 'open-source',
    reason: 'A step of trusting Contrast, the condition of the claim; the Contrast version matches each release.',
  },
  {
    text: 'git status and make sure the working tree has no changes',
    claim: null,
    reason: 'A build step.',
  },
  {
    text: "so that you can read the release and the model disks' root hashes in one place",
    claim: null,
    reason: 'Describes two fields of the manifest.',
  },
  {
    text: 'The policies also fix what the workers can reach on the network',
    claim: 'model-provider-gets-nothing',
    reason: 'The condition of the claim, with a link to the list of the workers’ connections.',
  },
  {
    text: "Then no one, Confidant Labs included, holds a key that recovers the seed, so the coordinator's keys cannot be rebuilt outside its confidential VM through software.",
    claim: 'confidant-labs-cannot-read',
    reason:
      'Follows from the empty SeedshareOwnerPubKeys of the manifest the reader checked in that row; the sentence limits it to software, ' +
      'the next one links the open risks of physical attacks and side channels, and the row goes on to later manifests and pinning.',
  },
  {
    text: 'and your proxy accepts a new manifest from the manifest CDN only with that signature',
    claim: 'release-key',
    reason: 'The claim; the page renders it with its conditions below.',
  },
  {
    text: 'The proxy accepts each new manifest that Confidant Labs publishes, so repeat the check for every new entry in log.txt.',
    claim: 'manifest-changes-are-logged',
    reason: 'How an unpinned proxy behaves; the next sentences show pinning.',
  },
  {
    text: 'The proxy then accepts only this manifest, and when Confidant Labs deploys a new one, your requests fail with status 503',
    claim: 'pinned-manifest',
    reason: 'The claim with its cost in availability.',
  },
  // Introduction.
  {
    text: 'What makes Confidant different is who can read your data.',
    claim: 'confidant-labs-cannot-read',
    reason: 'Introduces the paragraph, which names the conditions and links the claims.',
  },
  {
    text: 'under conditions that the security claims state one by one',
    claim: 'confidant-labs-cannot-read',
    reason: 'Names both claims with a link to their conditions; the next sentences state the main ones.',
  },
  {
    text: 'Against the cloud provider, the protection covers its software and administrator access; physical attacks on the memory bus are an open risk.',
    claim: 'infrastructure-provider-cannot-read',
    reason: 'The claim with its condition and open risk, as the assurance case requires.',
  },
  {
    text: 'that may not give a provider access to the content they process',
    claim: null,
    reason: 'Describes the readers, not the service.',
  },
  {
    text: 'Security: what Confidant protects against, what it does not protect, how you can verify it, and what data is kept.',
    claim: null,
    reason: 'Describes a page.',
  },
  // Quickstart.
  {
    text: 'The key does not let anyone read your prompts, because it plays no part in the encryption.',
    claim: 'encrypted-in-transit',
    reason: 'The access key only identifies your organization; the content key exists only in the proxy and attested workers.',
  },
  {
    text: 'Anyone who can reach its port can send requests on your key, so on one machine keep the port on loopback',
    claim: null,
    reason: 'Advice on where to publish the port.',
  },
  {
    text: 'Save the key with a text editor as access-key.txt, mount it into the container read-only',
    claim: null,
    reason: 'Advice on keeping the access key out of the shell history.',
  },
  {
    text: 'Open your WSL terminal again, make sure Docker works there',
    claim: null,
    reason: 'A setup step on Windows.',
  },
  {
    text: 'Of the response, only id and usage travel in clear between Confidant and the proxy',
    claim: 'encrypted-in-transit',
    reason: 'The response fields left in clear, with a link to the encryption page that lists them.',
  },
  // Rate limits.
  {
    text: 'Rate limits keep the service fair and available for everyone.',
    claim: null,
    reason: 'Why rate limits exist.',
  },
  {
    text: 'The gateway in front of the workers checks your access key, counts your requests, and reads the token counts',
    claim: 'limits-without-reading',
    reason: 'The claim in its own words: the gateway counts from fields left in clear.',
  },
  {
    text: 'The gateway sits outside the trust boundary: it sees the fields that travel in clear, the size and timing of each request and response',
    claim: 'limits-without-reading',
    reason: 'What the gateway observes, as the assurance case lists it, with a link to the claim.',
  },
  // Release notes.
  {
    text: 'the oldest version whose documentation is kept',
    claim: null,
    reason: 'About the docs versions, not data.',
  },
  // Intro: what compatibility means.
  {
    text: 'It only follows the interface, so the tools, SDKs and frameworks you use today work once you change their base URL and the model ID',
    claim: null,
    reason: 'API compatibility, with the changes a client needs and a link to the list; no party and no protection.',
  },
];
