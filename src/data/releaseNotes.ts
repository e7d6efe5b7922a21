/**
 * Release notes, one entry per version. A version's release page lists its
 * own entry and every older one, never a newer one.
 */
import {versionOrder, type VersionName} from './versions';

export interface ReleaseEntry {
  version: VersionName;
  /** Each note is Markdown-free text; `code` spans are written with backticks. */
  notes: readonly string[];
}

export const releaseNotes: readonly ReleaseEntry[] = [
  {
    version: 'next',
    notes: [
      'The Helm chart accepts `config.extraEnv`, a list of extra environment variables for the proxy container, for example `https_proxy` to reach the internet through an HTTP proxy.',
      'gpt-oss-120b supports tool calling.',
      'The model name `latest`, deprecated in 1.28, was removed on 2025-11-10. A request that names it fails with status 404; name `llama-3.3-70b` instead.',
    ],
  },
  {
    version: '1.28',
    notes: [
      'Short model IDs such as `gemma-3-27b` and `llama-3.3-70b`. The full IDs keep working for every model that stayed.',
      'Multilingual E5 Large replaces Multilingual E5 Large Instruct. The new model is a different one, and its vectors cannot be compared with the old ones: embed your stored documents again with `multilingual-e5-large`. A request that names `intfloat/multilingual-e5-large-instruct` fails with status 404.',
      'The model name `latest` is deprecated and is removed on 2025-11-10. Name the model explicitly.',
      'Fixed: some JSON schemas in `response_format` made a model emit whitespace without end.',
      'The proxy reads the access key from a file with `--apiKey @path/to/file`.',
    ],
  },
  {
    version: '1.27',
    notes: [
      'Qwen3-Coder 30B-A3B supports tool calling.',
      'gpt-oss-120b runs on an updated inference engine.',
      'Desktop app improvements.',
      'New pages: certificate revocation and hardware integrity.',
    ],
  },
  {
    version: '1.26',
    notes: [
      'Attestation uses Contrast v1.13.0.',
      'New OCSP defaults: `--nvidiaOCSPAllowUnknown` is `true` and `--nvidiaOCSPRevokedGracePeriod` is `48` hours.',
      'Fixed: streaming requests to chat completions and completions sometimes did not end.',
    ],
  },
  {
    version: '1.25',
    notes: [
      'Qwen3-Coder 30B-A3B Instruct replaces Qwen2.5-Coder 14B Instruct.',
      'The desktop app lets you choose the model, and uploads documents of up to about 120 pages with a model whose context window holds 128k tokens. In 1.25 to 1.28, a document that long needs the Enterprise tier.',
      'New proxy flag `--log-format` (`json` or `text`).',
      'New guides for VS Code and JetBrains IDEs.',
    ],
  },
  {
    version: '1.24',
    notes: [
      'Context limit of Gemma 3 27B and gpt-oss-120b raised to 128k tokens.',
      'Prompt-cache salting for gpt-oss-120b.',
      'An `image_url` must be an `https://` URL or an inline base64 `data:` URL. An `http://` URL is rejected with status 400.',
      'Desktop app: fixed file uploads.',
      'New proxy flags `--nvidiaOCSPAllowUnknown` and `--nvidiaOCSPRevokedGracePeriod`.',
    ],
  },
  {
    version: '1.23',
    notes: [
      'New model: gpt-oss-120b.',
      'Desktop app improvements.',
      'An unknown model now answers 404 instead of 403.',
      'Attestation uses Contrast v1.12.0.',
    ],
  },
];

/** The entries a version's release page shows: itself and older, newest first. */
export function releaseNotesFor(version: VersionName): ReleaseEntry[] {
  const limit = versionOrder.indexOf(version);
  return releaseNotes
    .filter((entry) => versionOrder.indexOf(entry.version) <= limit)
    .sort((a, b) => versionOrder.indexOf(b.version) - versionOrder.indexOf(a.version));
}
