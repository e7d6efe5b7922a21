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

export interface Reviewed {
  text: string;
  claim: ClaimId | null;
  reason: string;
}

export const reviewed: readonly Reviewed[] = [
  // The key and where it lives.
  {
    text: 'It never creates a key for an unverified deployment and never forwards a request to it.',
    claim: 'confidant-labs-cannot-read',
    reason: 'What the proxy does when attestation fails; the claim states what that protects and when.',
  },
  {
    text: 'A machine that impersonates the secret service cannot receive the key.',
    claim: 'confidant-labs-cannot-read',
    reason: 'The proxy reaches the secret service only over TLS with a certificate from the attested coordinator.',
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
    text: 'so nobody, Confidant Labs included, can rebuild the coordinator',
    claim: 'confidant-labs-cannot-read',
    reason: "Follows from the manifest's empty SeedshareOwnerPubKeys, which the reader checks in that very row.",
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
    text: 'It cannot read or undetectably change the encrypted fields.',
    claim: 'encrypted-in-transit',
    reason: 'What the gateway observes, in the table that lists what it does see.',
  },
  {
    text: 'but it cannot read the encrypted fields, and the proxy or the worker detects any change it makes',
    claim: 'encrypted-in-transit',
    reason: 'The same sentence names what a compromised gateway can do.',
  },
  {
    text: 'A key is therefore used only while the proxy that created it runs',
    claim: 'encrypted-in-transit',
    reason: 'Key lifetime, a protocol fact of the encryption details.',
  },
  {
    text: 'Confidant never calls them and never sees what they return apart from the result you send back',
    claim: 'encrypted-in-transit',
    reason: 'Tool results travel encrypted like a prompt; the sentence says so.',
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
    text: 'It is never written to disk and never leaves the trust boundary.',
    claim: 'nothing-stored',
    reason: 'Where the prompt cache lives, a condition of the claim.',
  },
  {
    text: 'The log never contains prompts or responses.',
    claim: null,
    reason: "The proxy's own log on your machine: what your proxy writes, not a protection from any party.",
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
  {
    text: 'It cannot read the memory of the confidential VMs through software',
    claim: 'infrastructure-provider-cannot-read',
    reason: 'States the condition of the claim in the sentence itself.',
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
  {
    text: 'but nobody outside AMD and NVIDIA reviews their source',
    claim: 'open-source',
    reason: 'A limit of the claim.',
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
    text: 'Do not pin a production proxy that nobody watches',
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
  // Versions 1.23 to 1.26.
  {
    text: 'Run the proxy on a machine where only trusted users can list processes.',
    claim: null,
    reason: 'Advice on where to run a proxy whose access key is on its command line, not a protection the service gives.',
  },
];
