/**
 * The security claims of Confidant, one entry per claim, in the manner of an
 * assurance case: what the claim says, whom it protects you against, the
 * conditions under which it holds, what it does not cover, and how you check
 * it. Every page that states a claim renders it from here (the security page
 * lists them all with <SecurityClaims />, other pages embed one with
 * <Claim id="..." />; src/plugins/security-claims fills both in at build
 * time), `/security-claims.json` of each version is written from here, and
 * the upgrade notes list a claim that changed between two versions
 * (./factChanges.ts). Prose that states an absolute security claim outside
 * these components fails the claims lint (tests/unit/claimsLint.test.ts).
 *
 * Texts are rich text (./richText.ts): `code`, [links](doc:path#anchor) to a
 * page of the version being read. A link to a page the version lacks fails
 * the build, so a claim names the version's own pages.
 *
 * The facts behind each claim are the product facts' "Decisions for the
 * assurance case": where a page says more than this ledger, the page is wrong.
 */
import {httpsOnlyImageUrlsSince} from './apiReference';
import {proxyFlags, type ProxyFlag} from './proxyFlags';
import {hasPage} from './pageMatrix';
import {isAtLeast, versionOrder, versionPrefix, type VersionName} from './versions';

/** How long Confidant Labs keeps the metadata of a request (the security page's "Data retention"). */
export const metadataRetentionDays = 90;

/** The parties a claim protects you against. */
export type Party = 'confidant-labs' | 'infrastructure-provider' | 'network' | 'other-customers' | 'model-provider';

export const parties: readonly {party: Party; label: string; who: string}[] = [
  {party: 'confidant-labs', label: 'Confidant Labs', who: 'the company that builds and operates Confidant, its staff and its API gateway'},
  {
    party: 'infrastructure-provider',
    label: 'The infrastructure provider',
    who: 'the cloud provider that owns the servers and runs the hypervisor and the Kubernetes cluster',
  },
  {party: 'network', label: 'The network', who: 'anyone on the path between your proxy and the service'},
  {party: 'other-customers', label: 'Other customers', who: 'other organizations that send requests to the same workers'},
  {party: 'model-provider', label: 'The model provider', who: 'the organization that trained and published a model'},
];

export const claimIds = [
  'confidant-labs-cannot-read',
  'manifest-changes-are-logged',
  'pinned-manifest',
  'release-key',
  'infrastructure-provider-cannot-read',
  'encrypted-in-transit',
  'response-bound-to-request',
  'nothing-stored',
  'model-provider-gets-nothing',
  'other-customers',
  'model-weights',
  'gpu-certificate-revocation',
  'open-source',
  'limits-without-reading',
] as const;

export type ClaimId = (typeof claimIds)[number];

export interface SecurityClaim {
  id: ClaimId;
  /** A heading: the claim in a few words. */
  title: string;
  /** The claim, in one or two sentences. Rich text. */
  statement: string;
  protectsAgainst: readonly Party[];
  /** What must hold for the claim to hold. Rich text each. */
  conditions: readonly string[];
  /** What the claim does not protect, and where that leads. Rich text each. */
  doesNotCover: readonly string[];
  /** How a reader checks the claim: a guide, an attestation step, a file. Rich text each. */
  check: readonly string[];
}

/** The anchor of a claim's heading on the security page. */
export const claimAnchor = (id: ClaimId): string => `claim-${id}`;

/** A rich-text link to a claim on the security page of the version being read. */
const claimLink = (id: ClaimId, text: string): string => `[${text}](doc:security#${claimAnchor(id)})`;

/** Where the open hardware risks are listed: their own page from 1.27, the security page before. */
function hardwareRisks(version: VersionName): string {
  // The same words in every version: only where the list lives changes.
  return hasPage(version, 'security/hw-integrity')
    ? '[the list of open risks](doc:security/hw-integrity#open-risks)'
    : '[the list of open risks](doc:security#what-confidant-does-not-protect)';
}

/** The physical attacks the hardware does not defend against, with the named attack where the version tracks one. */
function physicalAttacks(version: VersionName): string {
  const teeFail = isAtLeast(version, '1.28') ? ' [TEE.fail](doc:security/hw-integrity#teefail) is such an attack.' : '';
  return (
    'No one attacks a server physically. AMD SEV-SNP and NVIDIA confidential computing do not defend against an attacker ' +
    'with physical access to the machine and the means to probe or interpose on its memory bus, and the provider has ' +
    `physical access. This is an open risk; see ${hardwareRisks(version)}.${teeFail}`
  );
}

const sideChannels = (version: VersionName): string =>
  'Side channels. 4th-generation EPYC processors have no ciphertext hiding for SEV-SNP, so ciphertext side channels ' +
  '(the CipherLeaks class) and microarchitectural side channels are not ruled out; the cryptographic libraries in the ' +
  `trusted computing base run in constant time. Confidant Labs accepts this risk; see ${hardwareRisks(version)}.`;

/** The hardware condition of a claim that rests on attestation: the provider's physical access and side channels stay open. */
const hardwareHolds = `The hardware keeps its promises: see ${claimLink('infrastructure-provider-cannot-read', 'the infrastructure provider claim')} for its conditions.`;

/** The condition every claim about the service side rests on: the accepted manifest's software, on hardware that keeps its promises. */
const manifestAndHardware = `The workers run the software of the manifest your proxy accepted, on hardware that keeps its promises: the conditions of ${claimLink('confidant-labs-cannot-read', 'the Confidant Labs claim')} and ${claimLink('infrastructure-provider-cannot-read', 'the infrastructure provider claim')}.`;

function proxyFlag(name: string): ProxyFlag {
  const flag = proxyFlags.find((f) => f.flag === name);
  if (!flag) throw new Error(`src/data/proxyFlags.ts has no flag ${name}`);
  return flag;
}

/** The URL schemes a worker downloads a linked image from: `http://` too before the version that refused it. */
const linkedImageSchemes = (version: VersionName): string =>
  isAtLeast(version, httpsOnlyImageUrlsSince) ? '`https://`' : '`http://` or `https://`';

/** The OCSP claim exists from the version that added its two flags. */
function ocspClaim(version: VersionName): SecurityClaim[] {
  const allowUnknownFlag = proxyFlag('--nvidiaOCSPAllowUnknown');
  const graceFlag = proxyFlag('--nvidiaOCSPRevokedGracePeriod');
  if (!isAtLeast(version, allowUnknownFlag.since) || !isAtLeast(version, graceFlag.since)) return [];
  const where = hasPage(version, 'architecture/attestation/certificate-revocation')
    ? '[Certificate revocation](doc:architecture/attestation/certificate-revocation#choose-a-setting) explains the flags and how to choose.'
    : '[Set the GPU certificate revocation policy](doc:guides/proxy-configuration#set-the-gpu-certificate-revocation-policy) explains the flags.';
  const claim: SecurityClaim = {
    id: 'gpu-certificate-revocation',
    title: 'Revoked GPU certificates are refused as your policy says',
    statement:
      "When a worker starts, its attestation agent asks NVIDIA's OCSP service for the status of the GPU, driver and VBIOS " +
      "certificates and puts the answer into the worker's attestation evidence. Your proxy applies " +
      '`--nvidiaOCSPAllowUnknown` and `--nvidiaOCSPRevokedGracePeriod` to that status and sends nothing to a deployment ' +
      'that its policy does not allow.',
    protectsAgainst: ['infrastructure-provider', 'confidant-labs'],
    conditions: [
      'The status is read once, when a worker starts, and kept until that worker restarts. A revocation that NVIDIA ' +
        'publishes later reaches your proxy only when the worker restarts. Workers restart at least every 7 days, in a ' +
        'rolling restart, so 7 days is the bound.',
      "An outage of NVIDIA's OCSP service affects only the workers that start during it. With `--nvidiaOCSPAllowUnknown=false`, " +
        'your proxy sends nothing to the deployment while such workers are part of it: requests fail with status 503 until they restart.',
      manifestAndHardware,
    ],
    doesNotCover: [
      'A revocation published after a worker started, until that worker restarts: a grace period of `0` does not shorten ' + 'this.',
      'A revoked certificate within `--nvidiaOCSPRevokedGracePeriod`: the grace period is the time in which Confidant ' +
        'Labs aims to replace affected machines. Nothing enforces it.',
    ],
    check: [where],
  };
  return [claim];
}

/** The claims of one docs version, in the order the security page lists them. */
export function securityClaims(version: VersionName): SecurityClaim[] {
  const claims: SecurityClaim[] = [
    {
      id: 'confidant-labs-cannot-read',
      title: 'Confidant Labs cannot read your prompts and responses',
      statement:
        'Confidant Labs operates the service but cannot read the content of your requests and responses through it. ' +
        'The key that decrypts them exists only in your proxy and in attested confidential VMs: your proxy creates it, ' +
        'and the secret service releases it only to workers that the Contrast coordinator certified under the manifest ' +
        'your proxy verified.',
      protectsAgainst: ['confidant-labs'],
      conditions: [
        'The service runs the software of the manifest your proxy accepted. Confidant Labs can publish a new manifest, ' +
          'signed with its release key, and a proxy that does not pin a manifest accepts it on its next connection. A ' +
          `later manifest could list other software: ${claimLink('manifest-changes-are-logged', 'it is logged')}, and ` +
          `${claimLink('pinned-manifest', 'pinning')} prevents it.`,
        'The software in that manifest does what its public source says. You check that by rebuilding it.',
        hardwareHolds,
      ],
      doesNotCover: [
        'Metadata and the fields left in clear: [what each party can observe](doc:security#what-each-party-can-observe).',
        'Your own side: your application and the proxy handle your data in plain text.',
        'A compelled change of software: a court could order Confidant Labs to ship other software, which takes a new ' +
          'manifest signed with the release key. An unpinned proxy accepts and logs it; a pinned one refuses it. See ' +
          '[legal requests and compulsion](doc:security#legal-requests-and-compulsion).',
      ],
      check: [
        '[Verify the source](doc:guides/verify-source): rebuild the images, regenerate the manifest, and compare it with the manifests your proxy recorded.',
        '[Pin a manifest](doc:guides/proxy-configuration#pin-a-manifest) you reviewed.',
      ],
    },
    {
      id: 'manifest-changes-are-logged',
      title: 'Every manifest your proxy accepts is logged',
      statement:
        "Your proxy appends every manifest it accepts to `log.txt` in its workspace, with the time and the manifest's hash, " +
        'and keeps a copy in `manifests/`. A change of the software that handles your requests is therefore visible to ' +
        'you afterwards, and you can check each logged manifest against the public source.',
      protectsAgainst: ['confidant-labs'],
      conditions: [
        "The proxy's workspace persists. [Keep the workspace on a volume](doc:guides/proxy-configuration#keep-the-workspace-on-a-volume): " +
          'a workspace inside the container is lost with the container, and the log with it.',
        'You read the log: a change shows only when you compare each new entry with the public source.',
      ],
      doesNotCover: [
        `It does not block a change. A proxy that does not pin a manifest accepts a new signed one first; the log shows it afterwards. ${claimLink('pinned-manifest', 'Pinning')} blocks it.`,
        'The log is evidence for you, not for a third party: it is a file on your side, and you could edit it.',
      ],
      check: [
        '[Transparency log](doc:architecture/attestation/contrast-integration#transparency-log) describes the files; [verify the source](doc:guides/verify-source#rebuild-and-compare) looks a manifest up in `log.txt`.',
      ],
    },
    {
      id: 'pinned-manifest',
      title: 'A pinned proxy uses only the manifest you reviewed',
      statement:
        'Started with `--manifestPath`, your proxy accepts only that manifest. It registers its key with, and sends ' +
        'requests to, a deployment only while the coordinator enforces that manifest, and the secret service releases ' +
        'its key only to workers certified under it. A proxy that does not pin registers its key again after it ' +
        'accepts a new manifest; a pinned proxy never registers its key with a deployment under another manifest.',
      protectsAgainst: ['confidant-labs'],
      conditions: ['You reviewed the manifest you pin, against the public source.'],
      doesNotCover: [
        "Availability. After the service's next update, a pinned proxy answers every request with status 503 until you review " +
          'the new manifest and pin that one. Pinning suits audits and staged roll-outs, not a proxy that nobody watches.',
        'The [desktop app](doc:guides/desktop-app): it embeds the proxy unpinned. It accepts each manifest that Confidant Labs ' +
          'signs, appends it to `log.txt` in its configuration folder, and cannot pin one.',
      ],
      check: [
        '[Manifest updates and pinning](doc:guides/proxy-configuration#manifest-updates-and-pinning) shows how to pin and what the proxy checks.',
      ],
    },
    {
      id: 'release-key',
      title: 'Only the release key can sign a new manifest',
      statement:
        "A proxy accepts a new manifest only with a valid signature of Confidant Labs' release key. The key is held in a " +
        "hardware security module, and a release needs two people of Confidant Labs' release team.",
      protectsAgainst: ['network', 'infrastructure-provider'],
      conditions: [
        'The release key stays secret. Confidant Labs announces a rotation in the release notes and lists the new public key on the verify-source page.',
      ],
      doesNotCover: [
        'A leaked release key. Whoever holds it can sign a manifest that every proxy without a pinned manifest accepts. ' +
          `\`log.txt\` shows that manifest afterwards, while the proxy's workspace persists (${claimLink('manifest-changes-are-logged', 'the logging claim')}); a pinned proxy is not affected.`,
        'Confidant Labs itself: the release team can publish a manifest with other software, under the same conditions.',
      ],
      check: ['[The release key](doc:guides/verify-source#the-release-key) lists its digest, which the manifest names.'],
    },
    {
      id: 'infrastructure-provider-cannot-read',
      title: 'The infrastructure provider cannot read your data through software',
      statement:
        'The cloud provider that runs the servers cannot read your prompts and responses through software or its ' +
        'administrator access. They are decrypted only inside AMD SEV-SNP confidential VMs, whose memory the processor ' +
        'encrypts, and processed on NVIDIA H100 GPUs in confidential-computing mode; your proxy checks hardware-signed ' +
        'evidence of this, with the verifier of Contrast it embeds, before it sends anything.',
      protectsAgainst: ['infrastructure-provider'],
      conditions: [
        physicalAttacks(version),
        "The processor's firmware is at least at the levels that the manifest's `ReferenceValues` require (`MinimumTCB`), " +
          "and the GPUs' driver and VBIOS at least at the versions that the attestation agent requires, a setting of " +
          'the worker image, which the manifest fixes by digest. The attestation report proves the ' +
          "processor's levels and the agent checks the GPUs', so a machine without the required fixes fails verification.",
        'The manifest your proxy accepted is one you would accept: an unpinned proxy accepts each new one that Confidant ' +
          `Labs signs, minimum firmware levels included (${claimLink('pinned-manifest', 'pinning')} prevents that).`,
        "AMD's and NVIDIA's attestation keys are secret, and the hardware works as specified.",
      ],
      doesNotCover: [sideChannels(version), 'Metadata: sizes, timing and the addresses of your traffic.'],
      check: [
        '[Attestation](doc:architecture/attestation/overview#the-six-steps) walks through what your proxy checks and in which order.',
      ],
    },
    {
      id: 'encrypted-in-transit',
      title: 'Your content is encrypted from your proxy to the worker',
      statement:
        'Your proxy encrypts every field of a request except those that routing and billing need, with AES-256-GCM ' +
        'under a key that exists only in your proxy and in attested confidential VMs: the secret service, and the workers ' +
        'certified under the manifest your proxy verified. The worker encrypts the response the same way. The ' +
        'fields left in clear are bound into each message, so no one on the way can change them undetected.',
      protectsAgainst: ['network', 'confidant-labs', 'infrastructure-provider'],
      conditions: [
        'The proxy runs on your machine or in a network you trust. Between your application and the proxy, traffic is ' +
          'plain HTTP unless you [give the proxy a TLS certificate](doc:guides/proxy-configuration#serve-over-tls).',
        manifestAndHardware,
      ],
      doesNotCover: [
        'The [fields left in clear](doc:architecture/encryption#what-stays-in-clear), such as `model`, `max_tokens` and `usage`, and the size and timing of each message.',
        'Your access key and your IP address, which the API gateway reads.',
      ],
      check: ['[Encryption](doc:architecture/encryption#encryption-protocol) lists the cipher, the keys and the fields.'],
    },
    {
      id: 'response-bound-to-request',
      title: 'A response cannot be swapped or cut short unnoticed',
      statement:
        'Each request carries a random request ID in its additional authenticated data, and the worker seals the ' +
        'response with the same ID, so a response cannot pass as the answer to another request. A streamed response is ' +
        'sealed chunk by chunk with sequence numbers and an end-of-stream marker, so a reordered, dropped or truncated ' +
        'stream fails at your proxy with an error.',
      protectsAgainst: ['network', 'confidant-labs', 'infrastructure-provider'],
      conditions: ['Your proxy checks every response; this needs nothing from you.', manifestAndHardware],
      doesNotCover: [
        'Replay. A request recorded on the way and sent again is not detected: the worker serves it again, and it is billed ' +
          'again. Its answer is encrypted for your key, so whoever replays it cannot read the answer.',
        'Availability: anyone on the path can delay or drop requests.',
      ],
      check: ['[Replay and response binding](doc:architecture/encryption#replay-and-response-binding) shows what is bound to what.'],
    },
    {
      id: 'nothing-stored',
      title: 'Your prompts and responses are not stored and not used for training',
      statement:
        "The attested software stores no prompt and no response. vLLM and the worker's encryption proxy log only the " +
        'request ID, the model, token counts, the status and timing, and no component sends prompt or response content ' +
        'out of the confidential VM, so it does not end up in a training set.',
      protectsAgainst: ['confidant-labs', 'model-provider'],
      conditions: [
        'It holds for the images in the manifest your proxy accepted. That they log no content follows from their ' +
          'public source, not from a check at run time.',
        'With prompt caching on, the state of your prompt prefixes stays in GPU memory and encrypted memory of the worker until it is evicted. It is never written to disk.',
      ],
      doesNotCover: [
        `The metadata Confidant keeps for up to ${metadataRetentionDays} days: [data retention](doc:security#data-retention) lists it.`,
        'The worker logs themselves: the operator of the cluster, who is not trusted, can read them. [What the workers log](doc:architecture/server-side#what-the-workers-log) lists their fields.',
        "An image you link by URL: the worker downloads it from outside, and the image's host sees that fetch. " +
          `${claimLink('model-provider-gets-nothing', 'The model provider claim')} says how to keep an image private.`,
      ],
      check: ['[Verify the source](doc:guides/verify-source): the images you rebuild are the ones whose logging you can read.'],
    },
    {
      id: 'model-provider-gets-nothing',
      title: 'The model provider receives nothing',
      statement:
        'Confidant runs open-weight models on its own workers. The inference server runs without network access and ' +
        "talks only to the GPUs and to the worker's encryption proxy, so the organization that trained a model receives " +
        'none of your data.',
      protectsAgainst: ['model-provider'],
      conditions: ['The worker policies in the manifest your proxy accepted fix this network access.'],
      doesNotCover: [
        `An image you link by ${linkedImageSchemes(version)} URL. The worker downloads it through an egress proxy that allows only that ` +
          "request, and the image's host sees a request from Confidant's data centre. Send the image inline as a " +
          `\`data:\` URL to keep it private.${isAtLeast(version, httpsOnlyImageUrlsSince) ? '' : ' An `http://` download also crosses the internet without encryption.'}`,
      ],
      check: [
        '[Network access of the workers](doc:architecture/server-side#network-access-of-the-workers) lists every connection a worker makes.',
      ],
    },
    {
      id: 'other-customers',
      title: 'Other customers cannot read your data or probe your prompt cache',
      statement:
        "Each proxy encrypts with a key of its own, which no other customer's proxy holds. Prompt-cache entries are " +
        'shared only between requests with the same salt, so another customer cannot learn from the timing of a cache ' +
        'hit whether you sent a prompt.',
      protectsAgainst: ['other-customers'],
      conditions: [
        'Your salt stays secret: a random salt of at least 32 bytes with `--promptCacheSalt`, or `--sharedPromptCache`, which draws one at random and keeps it in memory. ' +
          "A request's own `cache_salt` overrides the proxy's. The [desktop app](doc:guides/desktop-app) turns prompt caching on with a salt of its own, `prompt_cache_salt` in its `config.json`.",
        manifestAndHardware,
      ],
      doesNotCover: [
        sideChannels(version),
        'Confidant Labs and the infrastructure provider: they see the timing of every answer, including the faster ones of a cache hit. The salt does not hide that.',
      ],
      check: ['[Turn on prompt caching](doc:guides/proxy-configuration#turn-on-prompt-caching) shows the two flags.'],
    },
    {
      id: 'model-weights',
      title: 'The model weights are the ones the manifest names',
      statement:
        'Each model disk is a read-only dm-verity disk whose root hash is part of the attested configuration, so a ' +
        'worker serves only weights with that root hash.',
      protectsAgainst: ['infrastructure-provider', 'confidant-labs'],
      conditions: ['It holds for the root hashes in the manifest your proxy accepted.', hardwareHolds],
      doesNotCover: [
        'Whether a root hash belongs to the weights Confidant says it serves. Attestation cannot tell; you check it by rebuilding the disk.',
      ],
      check: ['[Verify a model](doc:guides/verify-model) rebuilds a model disk and compares its root hash with the manifest.'],
    },
    ...ocspClaim(version),
    {
      id: 'open-source',
      title: 'Everything Confidant Labs wrote or configures is public and reproducible',
      statement:
        'The proxy, the secret service, the attestation agent, the encryption proxy, the disk mounter, the coordinator ' +
        'configuration and the images that hold them are public source and build reproducibly, so you can rebuild them ' +
        'and compare the digests with the manifest.',
      protectsAgainst: ['confidant-labs'],
      conditions: [
        'You trust the Contrast release whose verifier your proxy embeds, or review it too: [trusting Contrast](doc:guides/verify-source#trusting-contrast).',
      ],
      doesNotCover: [
        "The closed parts of the trusted computing base: AMD's SEV firmware, NVIDIA's GPU firmware and VBIOS, and " +
          "NVIDIA's CUDA libraries that vLLM uses. Their versions are measured and attested; their source is not public.",
      ],
      check: [
        '[Public source and closed parts](doc:security#public-source-and-closed-parts) lists both; [verify the source](doc:guides/verify-source) rebuilds the open ones.',
      ],
    },
    {
      id: 'limits-without-reading',
      title: 'Rate limits and billing work without reading your prompts',
      statement:
        'The API gateway checks your access key, counts requests and tokens, and routes, from the fields left in clear. ' +
        "The worker counts a request's prompt tokens inside the confidential VM, before inference, and rejects a " +
        "request larger than your tier's per-minute limit with status 429 without running the model.",
      protectsAgainst: ['confidant-labs'],
      conditions: ['The worker that counts the tokens runs the software in the manifest your proxy accepted.'],
      doesNotCover: [
        'Token counts and the other metadata: they travel in clear, and Confidant keeps them for billing.',
        'Requests your proxy did not encrypt. The gateway cannot tell whether an attested proxy encrypted a request; a ' +
          'request that no attested proxy encrypted fails at the worker with status 400.',
      ],
      check: ['[Rate limits](doc:rate-limits) lists the limits of each tier.'],
    },
  ];
  return claims;
}

/** One claim of a version; throws when the version has no such claim, so a page cannot embed a claim its version lacks. */
export function getClaim(version: VersionName, id: string): SecurityClaim {
  const claim = securityClaims(version).find((c) => c.id === id);
  if (!claim) {
    const known = securityClaims(version)
      .map((c) => c.id)
      .join(', ');
    throw new Error(`Version ${version} has no security claim "${id}"; it has: ${known}`);
  }
  return claim;
}

/** Versions whose ledger has the claim. */
export function versionsWithClaim(id: ClaimId): VersionName[] {
  return versionOrder.filter((v) => securityClaims(v).some((c) => c.id === id));
}

/** Where a version's claims are served as JSON: `/security-claims.json` for the root version, `/1.23/security-claims.json` otherwise. */
export function securityClaimsPath(version: VersionName): string {
  return `${versionPrefix(version)}/security-claims.json`;
}
