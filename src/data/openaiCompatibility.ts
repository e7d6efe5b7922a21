/**
 * How far each endpoint follows the OpenAI API: for every parameter, whether
 * Confidant supports it, accepts and ignores it, or rejects it (and with which
 * status), and where models differ. The OpenAI-compatibility page of every
 * version renders it (src/components/OpenAICompatibility, with rows from
 * src/plugins/api-fields at build time), and the OpenAPI
 * document (./openapi.ts) takes the accepted-and-ignored parameters and the
 * rejected ones from it.
 *
 * Parameters that Confidant supports are the ones of ./apiReference.ts; this
 * module adds only what differs from OpenAI. Notes use the format of
 * ./richText.ts.
 */
import {apiReference, httpsOnlyImageUrlsSince, rowsIn, type EndpointSlug, type JsonSchema} from './apiReference';
import {modelId, modelsOf, type Endpoint, type Model} from './models';
import {metadataRetentionDays} from './securityClaims';
import {versionOrder, versionRange, type VersionName} from './versions';

export type Support = 'supported' | 'ignored' | 'rejected';

export interface CompatibilityRow {
  /** The parameter, or one use of it, in the format of ./richText.ts. */
  subject: string;
  support: Support;
  /** The status a rejected request gets. */
  status?: 400 | 404;
  /** The `error.message` a rejected request gets: one per parameter the row names. */
  messages?: readonly string[];
  note: string;
  /** Versions the row applies to; every version when absent. */
  versions?: readonly VersionName[];
  /** For an accepted-and-ignored parameter: its name and schema in the OpenAPI document. */
  parameter?: {name: string; schema: JsonSchema};
}

export interface EndpointCompatibility {
  /** Notes on parameters Confidant supports (from ./apiReference.ts), by name. */
  notes: Readonly<Record<string, string>>;
  /** Parameters and uses of parameters that differ from OpenAI. */
  differences: readonly CompatibilityRow[];
  /** What the response adds to or leaves out of OpenAI's. */
  response?: string;
}

/** The `error.message` of a request that sends a parameter Confidant does not take. */
export function unsupportedParameterMessage(name: string): string {
  return `Unsupported parameter: '${name}'.`;
}

/** OpenAI parameters that Confidant does not take: the request fails with 400 and names the first one it found. */
function unsupported(names: readonly string[], note: string): CompatibilityRow {
  return {
    subject: names.map((n) => `\`${n}\``).join(', '),
    support: 'rejected',
    status: 400,
    messages: names.map(unsupportedParameterMessage),
    note,
  };
}

/** A `prompt` or `input` of token IDs instead of text. */
function tokenArrays(name: 'prompt' | 'input'): CompatibilityRow {
  return {
    subject: `\`${name}\` as token IDs (a list of integers, or a list of such lists)`,
    support: 'rejected',
    status: 400,
    messages: [`'${name}' must be a string or a list of strings.`],
    note: 'Send text. The worker tokenizes it inside the confidential VM, with the tokenizer of the model.',
  };
}

const ignoredUser: CompatibilityRow = {
  subject: '`user`',
  support: 'ignored',
  note: 'Confidant does not track your end users. The field is encrypted with the rest of the request.',
  parameter: {name: 'user', schema: {type: 'string'}},
};

const audioFormats: CompatibilityRow = {
  subject: '`response_format`: `"verbose_json"`, `"srt"` or `"vtt"`',
  support: 'rejected',
  status: 400,
  messages: [`'response_format' must be "json" or "text".`],
  note: 'Only `"json"` and `"text"` exist.',
};

const timestampGranularities: CompatibilityRow = unsupported(
  ['timestamp_granularities[]'],
  'There are no word or segment timestamps, because `"verbose_json"` does not exist.',
);

export const openaiCompatibility: Record<EndpointSlug, EndpointCompatibility> = {
  'chat-completions': {
    notes: {
      model:
        'Confidant model IDs only. See [model IDs](doc:api/overview#model-ids). A model of this version that does not serve chat, such as the embedding model, gets status 400; an ID this version does not serve gets 404.',
      messages: 'Roles `system`, `user`, `assistant` and `tool`. Image parts only for models with image input (table below).',
      tools: 'Only for models with tool calling (table below).',
      tool_choice: '`"auto"` and `"none"`.',
      parallel_tool_calls: 'Takes effect with models that return several calls in one answer (table below).',
      response_format: '`text`, `json_object` and `json_schema`.',
      cache_salt: 'Confidant extension.',
    },
    differences: [
      {
        subject: '`tool_choice: "required"`',
        support: 'rejected',
        status: 400,
        messages: [`'tool_choice' must be "auto" or "none".`],
        note: 'Let the model decide with `"auto"`, and ask for the tool in the prompt.',
      },
      {
        subject: '`tool_choice` naming one function',
        support: 'rejected',
        status: 400,
        messages: [`'tool_choice' must be "auto" or "none".`],
        note: '`tool_choice` takes only the strings `"auto"` and `"none"`.',
      },
      unsupported(['functions', 'function_call'], 'Deprecated by OpenAI. Use `tools` and `tool_choice`.'),
      {
        subject: '`image_url` with an `https://` URL',
        support: 'supported',
        note: 'The worker downloads the image; the image host sees a request from Confidant, not from you.',
      },
      {
        subject: '`image_url` with a `data:` URL',
        support: 'supported',
        note: 'The image travels inline and encrypted, within the 25 MB request limit. Use it to keep an image private.',
      },
      {
        subject: '`image_url` with an `http://` URL',
        support: 'rejected',
        status: 400,
        messages: [`'image_url' must be an https:// URL or a data: URL.`],
        note: 'Use HTTPS or a `data:` URL.',
        versions: versionRange(httpsOnlyImageUrlsSince),
      },
      {
        subject: '`image_url` with an `http://` URL',
        support: 'supported',
        note: 'The worker downloads the image without TLS. Prefer HTTPS or a `data:` URL.',
        versions: versionOrder.filter((v) => !versionRange(httpsOnlyImageUrlsSince).includes(v)),
      },
      unsupported(['audio', 'modalities'], 'The models answer with text only.'),
      unsupported(
        ['logit_bias'],
        'Confidant does not change token probabilities. Steer the answer with the prompt, `stop` or `response_format`.',
      ),
      unsupported(
        ['reasoning_effort', 'verbosity'],
        'Each model reasons and answers at its own length. Cap the tokens with `max_completion_tokens`, and ask for a short answer in the prompt. See [gpt-oss-120b](doc:models/gpt-oss-120b#limits).',
      ),
      unsupported(['prediction'], 'There are no predicted outputs; the model writes the whole answer.'),
      unsupported(['web_search_options'], 'The models have no network access, so they cannot search the web.'),
      unsupported(
        ['prompt_cache_key', 'prompt_cache_options', 'prompt_cache_retention'],
        'Use `cache_salt`, or the proxy flags `--sharedPromptCache` and `--promptCacheSalt`. See [Prompt caching](doc:api/chat-completions#prompt-caching).',
      ),
      unsupported(['service_tier'], 'There is one service tier; your rate limits depend on your organization.'),
      unsupported(
        ['metadata'],
        `There are no stored completions to tag. Confidant keeps metadata of each request for up to ${metadataRetentionDays} days: see [data retention](doc:security#data-retention).`,
      ),
      unsupported(['moderation'], 'Confidant runs no moderation on your prompts or answers.'),
      unsupported(['safety_identifier'], 'Confidant does not track your end users.'),
      {
        subject: '`store`',
        support: 'ignored',
        note: 'There are no stored completions, whatever the value: see [the claim](doc:security#claim-nothing-stored) and the conditions under which it holds.',
        parameter: {name: 'store', schema: {type: 'boolean'}},
      },
      ignoredUser,
    ],
  },
  'legacy-completions': {
    notes: {
      model:
        'Confidant model IDs only: {models:/v1/completions}. A model of this version that cannot do this task gets status 400; an ID this version does not serve gets 404.',
      cache_salt: 'Confidant extension.',
    },
    differences: [
      tokenArrays('prompt'),
      unsupported(
        ['suffix'],
        'There is no fill-in-the-middle with a suffix. Put the code after the cursor into the prompt, as your editor plugin allows.',
      ),
      unsupported(['best_of'], 'Generate several completions with `n` and choose in your code.'),
      unsupported(['logit_bias'], 'Confidant does not change token probabilities. Steer the text with the prompt or `stop`.'),
      ignoredUser,
    ],
  },
  embeddings: {
    notes: {
      model:
        'Confidant model IDs only: {models:/v1/embeddings}. A model of this version that cannot do this task gets status 400; an ID this version does not serve gets 404.',
      dimensions: 'Only `1024`, the size of the model.',
    },
    differences: [
      {
        subject: '`dimensions` other than `1024`',
        support: 'rejected',
        status: 400,
        messages: [`'dimensions' must be 1024 for this model.`],
        note: 'The model has a fixed size; it cannot shorten its vectors.',
      },
      tokenArrays('input'),
      ignoredUser,
    ],
  },
  models: {
    notes: {},
    differences: [],
    response: 'Each model has a `tasks` field, which OpenAI does not return. See [Tasks](doc:api/models#tasks).',
  },
  'speech-to-text': {
    notes: {
      model:
        'Confidant model IDs only: {models:/v1/audio/transcriptions}. A model of this version that cannot do this task gets status 400; an ID this version does not serve gets 404.',
      file: 'At most 25 MB; a larger file gets status 413.',
    },
    differences: [
      audioFormats,
      timestampGranularities,
      unsupported(['stream'], 'The whole text comes in one response.'),
      unsupported(['chunking_strategy'], 'Split long recordings yourself; see [Limits](doc:api/speech-to-text#limits).'),
      unsupported(['include[]'], 'There are no log probabilities of the transcription.'),
      unsupported(['known_speaker_names[]', 'known_speaker_references[]'], 'There is no speaker recognition.'),
    ],
  },
  translations: {
    notes: {
      model:
        'Confidant model IDs only: {models:/v1/audio/translations}. A model of this version that cannot do this task gets status 400; an ID this version does not serve gets 404.',
      file: 'At most 25 MB; a larger file gets status 413.',
      language:
        "Confidant extension: OpenAI's translations endpoint has no `language` field, so the OpenAI SDKs send it as an extra field. It names the language of the audio; the output is English. See the [example](doc:api/translations#example).",
    },
    differences: [audioFormats],
  },
};

export interface UnservedEndpoint {
  /** Method and path, e.g. `POST /v1/responses`. */
  endpoint: string;
  name: string;
}

/** OpenAI endpoints the proxy does not serve: each answers with status 404. */
export const unservedEndpoints: readonly UnservedEndpoint[] = [
  {endpoint: 'GET /v1/models/{model}', name: 'Retrieve one model (list them all with `GET /v1/models`)'},
  {endpoint: 'POST /v1/responses', name: 'Responses'},
  {endpoint: '/v1/assistants, /v1/threads', name: 'Assistants, threads and runs'},
  {endpoint: '/v1/files, /v1/uploads', name: 'Files and uploads'},
  {endpoint: '/v1/batches', name: 'Batch'},
  {endpoint: '/v1/vector_stores', name: 'Vector stores'},
  {endpoint: '/v1/fine_tuning/jobs', name: 'Fine-tuning'},
  {endpoint: '/v1/images/generations, /edits, /variations', name: 'Image generation'},
  {endpoint: 'POST /v1/audio/speech', name: 'Text to speech'},
  {endpoint: 'POST /v1/moderations', name: 'Moderations'},
  {endpoint: '/v1/realtime', name: 'Realtime'},
];

/** The status every endpoint of `unservedEndpoints` answers with. */
export const unservedStatus = 404;

export function differencesIn(slug: EndpointSlug, version: VersionName): CompatibilityRow[] {
  return openaiCompatibility[slug].differences.filter((row) => !row.versions || row.versions.includes(version));
}

/** Every row of an endpoint's table in a version: its parameters, then what differs from OpenAI. */
export function compatibilityRows(slug: EndpointSlug, version: VersionName): CompatibilityRow[] {
  const {notes} = openaiCompatibility[slug];
  const supported = rowsIn(apiReference[slug].request, version).map((param): CompatibilityRow => ({
    subject: `\`${param.name}\``,
    support: 'supported',
    note: notes[param.name] ?? '',
  }));
  return [...supported, ...differencesIn(slug, version)];
}

/** How one model treats the chat features that differ between models. */
export interface ModelChatSupport {
  id: string;
  tools: Support;
  parallelToolCalls: Support;
  imageInput: Support;
  structuredOutputs: Support;
}

export function modelChatSupport(model: Model, version: VersionName): ModelChatSupport {
  const tools = model.toolCalling(version);
  return {
    id: modelId(model, version),
    tools: tools ? 'supported' : 'rejected',
    // A model that returns one call per answer accepts the flag and has nothing to do with it.
    parallelToolCalls: tools && model.parallelToolCalls ? 'supported' : 'ignored',
    imageInput: model.vision ? 'supported' : 'rejected',
    structuredOutputs: model.structuredOutputs ? 'supported' : 'rejected',
  };
}

export function chatModelSupport(version: VersionName): ModelChatSupport[] {
  const chat: Endpoint = '/v1/chat/completions';
  return modelsOf(version)
    .filter((m) => m.endpoints.includes(chat))
    .map((m) => modelChatSupport(m, version));
}

/** The status of a rejected model feature in the per-model table: a request with it gets 400. */
export const rejectedModelFeatureStatus = 400;
