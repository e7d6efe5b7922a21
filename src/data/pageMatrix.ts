/**
 * Which page exists in which docs version. The route test compares the
 * built site with this matrix in both directions, and the source test
 * compares every version folder with it, so a page added or removed in one
 * place only fails the suite.
 */
import {versionOrder, versionPrefix, versionRange, type VersionName} from './versions';

export interface PageEntry {
  /** Doc path relative to the version root, '' for the introduction. */
  path: string;
  /** Versions that have the page. */
  versions: readonly VersionName[];
}

const all = versionOrder;

export const pageMatrix: readonly PageEntry[] = [
  {path: '', versions: all},
  {path: 'quickstart', versions: all},
  {path: 'rate-limits', versions: all},
  {path: 'release', versions: all},
  {path: 'upgrading', versions: versionRange('1.24')},
  {path: 'security', versions: all},
  {path: 'security/hw-integrity', versions: versionRange('1.27')},
  {path: 'getting-started/faq', versions: all},

  {path: 'api/overview', versions: all},
  {path: 'api/chat-completions', versions: all},
  {path: 'api/legacy-completions', versions: all},
  {path: 'api/embeddings', versions: all},
  {path: 'api/models', versions: all},
  {path: 'api/speech-to-text', versions: all},
  {path: 'api/translations', versions: all},
  {path: 'api/openai-compatibility', versions: all},

  {path: 'architecture/overview', versions: all},
  {path: 'architecture/client-side', versions: all},
  {path: 'architecture/server-side', versions: all},
  {path: 'architecture/encryption', versions: all},
  {path: 'architecture/attestation/overview', versions: all},
  {path: 'architecture/attestation/contrast-integration', versions: all},
  {path: 'architecture/attestation/certificate-revocation', versions: versionRange('1.27')},

  {path: 'guides/coding-assistants', versions: all},
  {path: 'guides/coding-assistants-jetbrains', versions: versionRange('1.25')},
  {path: 'guides/coding-assistants-vscode', versions: versionRange('1.25')},
  {path: 'guides/desktop-app', versions: all},
  {path: 'guides/privategpt', versions: all},
  {path: 'guides/proxy-configuration', versions: all},
  {path: 'guides/tool-calling', versions: all},
  {path: 'guides/verify-model', versions: all},
  {path: 'guides/verify-source', versions: all},

  {path: 'models/overview', versions: all},
  {path: 'models/gemma-3-27b', versions: all},
  {path: 'models/gpt-oss-120b', versions: all},
  {path: 'models/llama-33-70b', versions: all},
  {path: 'models/whisper-large-v3', versions: all},
  {path: 'models/multilingual-e5-large-instruct', versions: versionRange('1.23', '1.27')},
  {path: 'models/multilingual-e5-large', versions: versionRange('1.28')},
  {path: 'models/qwen25coder-14b', versions: versionRange('1.23', '1.24')},
  {path: 'models/qwen3-coder-30b-a3b', versions: versionRange('1.25')},
];

/** The page of upgrade notes generated from the data (src/data/factChanges.ts). */
export const upgradingPage = 'upgrading';

/** Doc paths of one version. */
export function pagesOf(version: VersionName): string[] {
  return pageMatrix.filter((p) => p.versions.includes(version)).map((p) => p.path);
}

export function hasPage(version: VersionName, path: string): boolean {
  return pagesOf(version).includes(path);
}

/** The URL of a page in a version: '/', '/quickstart', '/1.24', '/1.24/quickstart'. */
export function routeOf(version: VersionName, path: string): string {
  const prefix = versionPrefix(version);
  if (path === '') {
    return prefix === '' ? '/' : prefix;
  }
  return `${prefix}/${path}`;
}

/** The doc path of a route in a version, the inverse of routeOf: '/1.24/quickstart' -> 'quickstart', '/1.24' -> ''; null outside the version. */
export function pathOfRoute(version: VersionName, route: string): string | null {
  const prefix = versionPrefix(version);
  if (route !== prefix && !route.startsWith(`${prefix}/`)) return null;
  return route.slice(prefix.length).replace(/^\//, '');
}

/** Every route the site serves, in version order. */
export function allRoutes(): string[] {
  return versionOrder.flatMap((v) => pagesOf(v).map((p) => routeOf(v, p)));
}
