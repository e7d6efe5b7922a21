/** The proxy's command-line flags, with what each version accepts and defaults to. */
import {isAtLeast, type VersionName} from './versions';

export interface ProxyFlag {
  flag: string;
  /** Value placeholder shown after the flag, if it takes one. */
  value?: string;
  /** First version that has the flag. */
  since: VersionName;
  /** Default in a version; null when the flag has none. */
  default: (version: VersionName) => string | null;
  description: string;
}

const fixed = (value: string | null) => (): string | null => value;

export const proxyFlags: readonly ProxyFlag[] = [
  {
    flag: '--apiKey',
    value: '<key>',
    since: '1.23',
    default: fixed(null),
    description: 'Access key from the customer portal. The proxy adds it to every request.',
  },
  {
    flag: '--apiEndpoint',
    value: '<host:port>',
    since: '1.23',
    default: fixed('api.confidant.example:443'),
    description: 'Where the proxy sends encrypted requests.',
  },
  {
    flag: '--coordinatorEndpoint',
    value: '<host:port>',
    since: '1.23',
    default: fixed('coordinator.confidant.example:443'),
    description: 'The Contrast coordinator the proxy attests.',
  },
  {
    flag: '--ssEndpoint',
    value: '<host:port>',
    since: '1.23',
    default: fixed('secret.confidant.example:443'),
    description: 'The secret service that receives the request key after attestation.',
  },
  {
    flag: '--port',
    value: '<port>',
    since: '1.23',
    default: fixed('8080'),
    description: 'Local port the proxy listens on.',
  },
  {
    flag: '-l, --log-level',
    value: '<level>',
    since: '1.23',
    default: fixed('info'),
    description: 'Log verbosity: debug, info, warn or error.',
  },
  {
    flag: '--log-format',
    value: 'json|text',
    since: '1.25',
    default: fixed('text'),
    description: 'Log output format.',
  },
  {
    flag: '--workspace',
    value: '<dir>',
    since: '1.23',
    default: fixed('.'),
    description: 'Holds `manifests/` and the transparency log `log.txt`. Mount it as a volume to keep them.',
  },
  {
    flag: '--manifestPath',
    value: '<file>',
    since: '1.23',
    default: fixed(null),
    description: 'Use a local manifest file instead of the one from the manifest CDN.',
  },
  {
    flag: '--tlsCertPath',
    value: '<file>',
    since: '1.23',
    default: fixed(null),
    description: 'TLS certificate for the local listener. Without both TLS flags the proxy serves plain HTTP.',
  },
  {
    flag: '--tlsKeyPath',
    value: '<file>',
    since: '1.23',
    default: fixed(null),
    description: 'TLS private key for the local listener.',
  },
  {
    flag: '--sharedPromptCache',
    since: '1.23',
    default: fixed(null),
    description: 'Turn on prompt caching with a random salt that lives in memory until the proxy restarts.',
  },
  {
    flag: '--promptCacheSalt',
    value: '<salt>',
    since: '1.23',
    default: fixed(null),
    description: 'Turn on prompt caching with this salt (at least 32 bytes). Proxies with the same salt share the cache, across restarts.',
  },
  {
    flag: '--nvidiaOCSPAllowUnknown',
    value: 'true|false',
    since: '1.24',
    default: (v) => (isAtLeast(v, '1.26') ? 'true' : 'false'),
    description: 'Accept GPU certificates whose OCSP status is unknown.',
  },
  {
    flag: '--nvidiaOCSPRevokedGracePeriod',
    value: '<hours>',
    since: '1.24',
    default: (v) => (isAtLeast(v, '1.26') ? '48' : '0'),
    description: 'Hours a revoked GPU certificate is still accepted after its revocation.',
  },
];

export function proxyFlagsOf(version: VersionName): ProxyFlag[] {
  return proxyFlags.filter((f) => isAtLeast(version, f.since));
}
