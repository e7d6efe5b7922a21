/**
 * The models Confidant serves, with every fact that changes between
 * versions. Model pages, the models overview and the tests read this module;
 * prose and code samples in each version folder must agree with it.
 */
import {isAtLeast, versionRange, type VersionName} from './versions';

export type Endpoint =
  '/v1/chat/completions' | '/v1/completions' | '/v1/embeddings' | '/v1/audio/transcriptions' | '/v1/audio/translations';

/** Values of the non-OpenAI `tasks` field of `GET /v1/models`. */
export const allTasks = ['generate', 'embed', 'tool_calling', 'vision', 'transcribe', 'translate'] as const;

export type Task = (typeof allTasks)[number];

export interface Model {
  /** Page slug under `models/`. */
  slug: string;
  name: string;
  /** Hugging Face page of the weights. */
  source: string;
  modality: string;
  /** Versions that serve the model. */
  versions: readonly VersionName[];
  /** ID before 1.28; still accepted from 1.28 on by the models that 1.28 kept (a model a version does not serve answers 404). */
  fullId: string | null;
  /** Short ID introduced in 1.28. */
  shortId: string | null;
  endpoints: readonly Endpoint[];
  /**
   * Context window in tokens, per version: what the model accepts, prompt and answer together;
   * null where the limit is not in tokens. Your tier may let through less (./modelLimits.ts).
   */
  context: (version: VersionName) => number | null;
  /** Largest audio file in MB, for models that take files instead of a token window. */
  fileLimitMb?: number;
  /** Embedding dimensions. */
  dimensions?: number;
  /** Most tokens the model writes in one request, whatever `max_tokens` says; absent where only the context limits it. */
  maxOutputTokens?: number;
  streaming: boolean;
  structuredOutputs: boolean;
  toolCalling: (version: VersionName) => boolean;
  /** Where it calls tools: true when one answer can hold several calls (`parallel_tool_calls`). */
  parallelToolCalls: boolean;
  vision: boolean;
  /** True when chat responses carry the model's reasoning in `reasoning_content`, apart from `content`. */
  reasoningContent: boolean;
  /** Slug of the model this one took the place of, in the version that first serves it. */
  replaces?: string;
}

const never = (): boolean => false;

export const models: readonly Model[] = [
  {
    slug: 'gemma-3-27b',
    name: 'Gemma 3 27B',
    source: 'https://huggingface.co/leon-se/gemma-3-27b-it-FP8-Dynamic',
    modality: 'Text and image in, text out',
    versions: versionRange('1.23'),
    fullId: 'leon-se/gemma-3-27b-it-fp8-dynamic',
    shortId: 'gemma-3-27b',
    endpoints: ['/v1/chat/completions'],
    context: (v) => (v === '1.23' ? 70_000 : 128_000),
    streaming: true,
    structuredOutputs: true,
    toolCalling: never,
    parallelToolCalls: false,
    vision: true,
    reasoningContent: false,
  },
  {
    slug: 'gpt-oss-120b',
    name: 'gpt-oss-120b',
    source: 'https://huggingface.co/openai/gpt-oss-120b',
    modality: 'Text in, text out (reasoning)',
    versions: versionRange('1.23'),
    fullId: 'openai/gpt-oss-120b',
    shortId: 'gpt-oss-120b',
    endpoints: ['/v1/chat/completions', '/v1/completions'],
    context: (v) => (v === '1.23' ? 90_000 : 128_000),
    streaming: true,
    structuredOutputs: true,
    toolCalling: (v) => isAtLeast(v, 'next'),
    parallelToolCalls: false,
    vision: false,
    reasoningContent: true,
  },
  {
    slug: 'llama-33-70b',
    name: 'Llama 3.3 70B Instruct (AWQ INT4)',
    source: 'https://huggingface.co/ibnzterrell/Meta-Llama-3.3-70B-Instruct-AWQ-INT4',
    modality: 'Text in, text out',
    versions: versionRange('1.23'),
    fullId: 'ibnzterrell/Meta-Llama-3.3-70B-Instruct-AWQ-INT4',
    shortId: 'llama-3.3-70b',
    endpoints: ['/v1/chat/completions', '/v1/completions'],
    context: () => 70_000,
    maxOutputTokens: 4_096,
    streaming: true,
    structuredOutputs: true,
    toolCalling: () => true,
    parallelToolCalls: false,
    vision: false,
    reasoningContent: false,
  },
  {
    slug: 'whisper-large-v3',
    name: 'Whisper large-v3',
    source: 'https://huggingface.co/openai/whisper-large-v3',
    modality: 'Audio in, text out',
    versions: versionRange('1.23'),
    fullId: 'openai/whisper-large-v3',
    shortId: 'whisper-large-v3',
    endpoints: ['/v1/audio/transcriptions', '/v1/audio/translations'],
    context: () => null,
    fileLimitMb: 25,
    streaming: false,
    structuredOutputs: false,
    toolCalling: never,
    parallelToolCalls: false,
    vision: false,
    reasoningContent: false,
  },
  {
    slug: 'multilingual-e5-large-instruct',
    name: 'Multilingual E5 Large Instruct',
    source: 'https://huggingface.co/intfloat/multilingual-e5-large-instruct',
    modality: 'Text in, vector out',
    versions: versionRange('1.23', '1.27'),
    fullId: 'intfloat/multilingual-e5-large-instruct',
    shortId: null,
    endpoints: ['/v1/embeddings'],
    context: () => 512,
    dimensions: 1024,
    streaming: false,
    structuredOutputs: false,
    toolCalling: never,
    parallelToolCalls: false,
    vision: false,
    reasoningContent: false,
  },
  {
    slug: 'multilingual-e5-large',
    name: 'Multilingual E5 Large',
    source: 'https://huggingface.co/intfloat/multilingual-e5-large',
    modality: 'Text in, vector out',
    versions: versionRange('1.28'),
    replaces: 'multilingual-e5-large-instruct',
    fullId: null,
    shortId: 'multilingual-e5-large',
    endpoints: ['/v1/embeddings'],
    context: () => 512,
    dimensions: 1024,
    streaming: false,
    structuredOutputs: false,
    toolCalling: never,
    parallelToolCalls: false,
    vision: false,
    reasoningContent: false,
  },
  {
    slug: 'qwen25coder-14b',
    name: 'Qwen2.5-Coder 14B Instruct (AWQ)',
    source: 'https://huggingface.co/Qwen/Qwen2.5-Coder-14B-Instruct-AWQ',
    modality: 'Text in, text out (code)',
    versions: versionRange('1.23', '1.24'),
    fullId: 'qwen/qwen2.5-coder-14b-instruct-awq',
    shortId: null,
    endpoints: ['/v1/chat/completions', '/v1/completions'],
    context: () => 32_000,
    streaming: true,
    structuredOutputs: true,
    toolCalling: never,
    parallelToolCalls: false,
    vision: false,
    reasoningContent: false,
  },
  {
    slug: 'qwen3-coder-30b-a3b',
    name: 'Qwen3-Coder 30B-A3B Instruct',
    source: 'https://huggingface.co/Qwen/Qwen3-Coder-30B-A3B-Instruct',
    modality: 'Text in, text out (code)',
    versions: versionRange('1.25'),
    replaces: 'qwen25coder-14b',
    fullId: 'qwen3-coder-30b-a3b',
    shortId: 'qwen3-coder-30b-a3b',
    endpoints: ['/v1/chat/completions', '/v1/completions'],
    context: () => 131_072,
    streaming: true,
    structuredOutputs: true,
    toolCalling: (v) => isAtLeast(v, '1.27'),
    parallelToolCalls: true,
    vision: false,
    reasoningContent: false,
  },
];

export function modelsOf(version: VersionName): Model[] {
  return models.filter((m) => m.versions.includes(version));
}

export function getModel(slug: string): Model {
  const model = models.find((m) => m.slug === slug);
  if (!model) {
    throw new Error(`Unknown model "${slug}"`);
  }
  return model;
}

/** The ID a reader should send in a version: the short ID from 1.28 on. */
export function modelId(model: Model, version: VersionName): string {
  const id = isAtLeast(version, '1.28') ? (model.shortId ?? model.fullId) : (model.fullId ?? model.shortId);
  if (!id) {
    throw new Error(`Model "${model.slug}" has no ID`);
  }
  return id;
}

/** IDs the API accepts for a model in a version (the first is the preferred one). */
export function acceptedIds(model: Model, version: VersionName): string[] {
  const preferred = modelId(model, version);
  const ids = [preferred];
  if (isAtLeast(version, '1.28') && model.fullId && model.fullId !== preferred) {
    ids.push(model.fullId);
  }
  return ids;
}

/** Values of the non-OpenAI `tasks` field that `GET /v1/models` returns. */
export function tasksOf(model: Model, version: VersionName): Task[] {
  const tasks: Task[] = [];
  const has = (e: Endpoint): boolean => model.endpoints.includes(e);
  if (has('/v1/chat/completions') || has('/v1/completions')) tasks.push('generate');
  if (has('/v1/embeddings')) tasks.push('embed');
  if (model.toolCalling(version)) tasks.push('tool_calling');
  if (model.vision) tasks.push('vision');
  if (has('/v1/audio/transcriptions')) tasks.push('transcribe');
  if (has('/v1/audio/translations')) tasks.push('translate');
  return tasks;
}

/** A name the API accepts in place of a model ID. */
export interface ModelAlias {
  id: string;
  /** Slug of the model it stands for. */
  model: string;
  /** Versions that accept it. */
  versions: readonly VersionName[];
  /** The version that deprecated it, if any. */
  deprecatedIn?: VersionName;
}

/** `latest` named Llama 3.3 70B until next removed it (2025-11-10); 1.28 deprecated it. */
export const modelAliases: readonly ModelAlias[] = [
  {id: 'latest', model: 'llama-33-70b', versions: versionRange('1.23', '1.28'), deprecatedIn: '1.28'},
];

/** Aliases a version accepts for a model. */
export function aliasesOf(model: Model, version: VersionName): ModelAlias[] {
  return modelAliases.filter((a) => a.model === model.slug && a.versions.includes(version));
}

/** The one model ID the docs use to show the answer to an unknown model (404). */
export const unknownModelExample = 'no-such-model';
