/**
 * Request parameters and response fields of each API endpoint. The API pages
 * of every version render them with <ApiFields> (rows picked at build time by
 * src/plugins/api-fields, so this module stays out of the browser), the
 * OpenAPI document of each version (src/data/openapi.ts) is built from them,
 * and whether a field crosses the network in clear comes from one rule
 * (`clearInTransit`), not from a column typed on every page. Descriptions use
 * the format of ./richText.ts.
 *
 * `type` is what the tables show a reader; `schema` is the same type as a
 * JSON Schema (2020-12) fragment for the OpenAPI document. A unit test checks
 * that the two name the same JSON types.
 */
import {models} from './models';
import {versionOrder, versionRange, type VersionName} from './versions';

/** Fields left in clear because routing and billing need them; everything else is encrypted. */
export const clearInTransit = {
  request: ['model', 'stream', 'stream_options', 'max_tokens', 'max_completion_tokens', 'n'],
  response: ['id', 'usage'],
} as const;

export type Direction = keyof typeof clearInTransit;

/** `choices[].message.content` -> `choices`. */
export function topLevelField(name: string): string {
  return name.split(/[.[]/)[0] ?? name;
}

/** A nested field shares its top-level field's fate. */
export function encryptedInTransit(direction: Direction, name: string): boolean {
  return !(clearInTransit[direction] as readonly string[]).includes(topLevelField(name));
}

export type JsonType = 'string' | 'number' | 'integer' | 'boolean' | 'object' | 'array' | 'null';

/** The part of JSON Schema 2020-12 that the API data uses. */
export interface JsonSchema {
  type?: JsonType | readonly JsonType[];
  description?: string;
  const?: string | number | boolean;
  enum?: readonly (string | number | null)[];
  items?: JsonSchema;
  properties?: Readonly<Record<string, JsonSchema>>;
  required?: readonly string[];
  additionalProperties?: boolean | JsonSchema;
  oneOf?: readonly JsonSchema[];
  minimum?: number;
  maximum?: number;
  minItems?: number;
  minLength?: number;
  pattern?: string;
  contentMediaType?: string;
  /** Non-standard keywords of the OpenAPI document (`x-...`). */
  [extension: `x-${string}`]: unknown;
}

/** A schema that is the same in every version, or one per version. */
export type VersionedSchema = JsonSchema | ((version: VersionName) => JsonSchema);

export function schemaIn(schema: VersionedSchema, version: VersionName): JsonSchema {
  return typeof schema === 'function' ? schema(version) : schema;
}

export interface ApiParam {
  name: string;
  type: string;
  schema: VersionedSchema;
  required: boolean;
  /** Default value in the format of ./richText.ts, or null when there is none. */
  default: string | null;
  description: string;
  /** Versions that accept the parameter; every version when absent. */
  versions?: readonly VersionName[];
}

export interface ApiField {
  name: string;
  type: string;
  schema: VersionedSchema;
  description: string;
  /** True when a response may leave the field out; it is always there otherwise. */
  optional?: boolean;
  /** Versions that return the field; every version when absent. */
  versions?: readonly VersionName[];
}

/** The events of a streamed response (`stream: true`), as `text/event-stream`. */
export interface StreamReference {
  /** Fields of each `data:` event. */
  events: readonly ApiField[];
}

export interface EndpointReference {
  method: 'GET' | 'POST';
  /** Path on the proxy. */
  path:
    '/v1/chat/completions' | '/v1/completions' | '/v1/embeddings' | '/v1/models' | '/v1/audio/transcriptions' | '/v1/audio/translations';
  /** How the request body is sent; null for a request without body. */
  requestBody: 'json' | 'multipart' | null;
  request: readonly ApiParam[];
  response: readonly ApiField[];
  /** Present on endpoints that stream with `stream: true`. */
  stream?: StreamReference;
  /** Kept for old clients, with no new features: OpenAPI marks it deprecated and search ranks its page lower. */
  deprecated?: true;
  /** With `response_format: "text"`, the answer is plain text instead of JSON. */
  plainTextResponse?: boolean;
  /** GET /v1/models lists public facts about models: no encryption column. */
  showEncryption: boolean;
}

export type EndpointSlug = 'chat-completions' | 'legacy-completions' | 'embeddings' | 'models' | 'speech-to-text' | 'translations';

/** The rows of a table as a version shows them. */
export function rowsIn<T extends ApiParam | ApiField>(rows: readonly T[], version: VersionName): T[] {
  return rows.filter((row) => !row.versions || row.versions.includes(version));
}

/** From this version on, an `image_url` must be HTTPS (or an inline `data:` URL); 1.23 also fetched `http://`. */
export const httpsOnlyImageUrlsSince: VersionName = '1.24';

/** The error types of the API, in the OpenAI format (`error.type`). */
export type ErrorType =
  'invalid_request_error' | 'authentication_error' | 'not_found_error' | 'rate_limit_error' | 'server_error' | 'attestation_error';

export interface ApiError {
  status: 400 | 401 | 404 | 413 | 429 | 500 | 503;
  type: ErrorType;
  /** When the API answers with this status. */
  description: string;
  /** Which endpoints can answer it: all, those with a request body, or those that name a model. */
  on: 'all' | 'body' | 'model';
}

/** The largest request body the API takes, in MB; a larger one answers 413, whatever its content. */
export const requestBodyLimitMb = 25;

/**
 * The page whose error table is the reference for every status: search lands
 * a status code on its row there. The endpoint pages repeat the rows that
 * concern them, and those stay part of their Errors section in the index.
 */
export const errorReferencePage = 'api/overview';

/** The statuses the API pages name, for every endpoint that can answer them. */
export const apiErrors: readonly ApiError[] = [
  {
    status: 400,
    type: 'invalid_request_error',
    description:
      "The request is malformed, uses a parameter or value Confidant does not support, names a model this version serves that cannot do this endpoint's task, or asks for more tokens than the model's context window holds (prompt plus `max_tokens` or `max_completion_tokens`). A request that no attested proxy encrypted fails the same way, at the worker.",
    on: 'body',
  },
  {status: 401, type: 'authentication_error', description: 'The proxy forwarded no access key, or a key that is not valid.', on: 'all'},
  {status: 404, type: 'not_found_error', description: 'The `model` field names a model that this version does not serve.', on: 'model'},
  {
    status: 413,
    type: 'invalid_request_error',
    description: `The request body is larger than ${requestBodyLimitMb} MB: an audio file, or a chat request with inline images.`,
    on: 'body',
  },
  {
    status: 429,
    type: 'rate_limit_error',
    description:
      'Your organization is over one of its rate limits (`Retry-After` gives the seconds to wait), or the request alone is larger than a per-minute limit of your tier, which waiting does not change.',
    on: 'all',
  },
  {status: 500, type: 'server_error', description: 'The request reached a worker, but the worker failed to serve it.', on: 'all'},
  {
    status: 503,
    type: 'attestation_error',
    description: 'The proxy could not verify the deployment, so it sent nothing.',
    on: 'all',
  },
];

/** The body of every error: `{"error": {...}}`. */
export const errorSchema: JsonSchema = {
  type: 'object',
  required: ['error'],
  properties: {
    error: {
      type: 'object',
      required: ['message', 'type'],
      properties: {
        message: {type: 'string', description: 'What went wrong, for a human.'},
        type: {
          type: 'string',
          enum: [...new Set(apiErrors.map((e) => e.type))],
          description: 'Stable; suitable for code to check.',
        },
        param: {type: ['string', 'null'], description: 'Present for compatibility; `null`.'},
        code: {type: ['string', 'null'], description: 'Present for compatibility; `null`.'},
      },
    },
  },
};

// Schemas that several fields share.
const usageSchema = (withCompletion: boolean): JsonSchema => {
  const names = withCompletion ? ['prompt_tokens', 'completion_tokens', 'total_tokens'] : ['prompt_tokens', 'total_tokens'];
  return {
    type: 'object',
    required: names,
    properties: Object.fromEntries(names.map((n) => [n, {type: 'integer', minimum: 0}])),
  };
};
const stringOrStrings: JsonSchema = {oneOf: [{type: 'string'}, {type: 'array', items: {type: 'string'}, minItems: 1}]};
const penaltySchema: JsonSchema = {type: 'number', minimum: -2, maximum: 2};
const logprobsSchema: JsonSchema = {type: ['object', 'null']};
const toolCallSchema: JsonSchema = {
  type: 'object',
  required: ['id', 'type', 'function'],
  properties: {
    id: {type: 'string'},
    type: {const: 'function'},
    function: {
      type: 'object',
      required: ['name', 'arguments'],
      properties: {name: {type: 'string'}, arguments: {type: 'string', description: 'The arguments as a JSON string.'}},
    },
  },
};
/** A URL the worker may fetch: HTTPS or an inline `data:` URL, and `http://` too before 1.24. */
const imageUrlPattern = (version: VersionName): string =>
  versionRange(httpsOnlyImageUrlsSince).includes(version) ? '^(https://|data:image/)' : '^(https?://|data:image/)';
const contentPartSchema = (version: VersionName): JsonSchema => ({
  oneOf: [
    {
      type: 'object',
      required: ['type', 'text'],
      additionalProperties: false,
      properties: {type: {const: 'text'}, text: {type: 'string'}},
    },
    {
      type: 'object',
      required: ['type', 'image_url'],
      additionalProperties: false,
      properties: {
        type: {const: 'image_url'},
        image_url: {
          type: 'object',
          required: ['url'],
          additionalProperties: false,
          properties: {
            url: {type: 'string', pattern: imageUrlPattern(version)},
            detail: {type: 'string', enum: ['auto', 'low', 'high']},
          },
        },
      },
    },
  ],
});
const chatMessageSchema = (version: VersionName): JsonSchema => ({
  type: 'object',
  required: ['role'],
  additionalProperties: false,
  properties: {
    role: {type: 'string', enum: ['system', 'user', 'assistant', 'tool']},
    content: {oneOf: [{type: 'string'}, {type: 'array', items: contentPartSchema(version), minItems: 1}, {type: 'null'}]},
    name: {type: 'string'},
    tool_calls: {type: 'array', items: toolCallSchema},
    tool_call_id: {type: 'string'},
  },
});
const toolSchema: JsonSchema = {
  type: 'object',
  required: ['type', 'function'],
  additionalProperties: false,
  properties: {
    type: {const: 'function'},
    function: {
      type: 'object',
      required: ['name'],
      additionalProperties: false,
      properties: {
        name: {type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$'},
        description: {type: 'string'},
        parameters: {type: 'object', description: 'A JSON Schema of the arguments.'},
        strict: {type: 'boolean'},
      },
    },
  },
};
const responseFormatSchema: JsonSchema = {
  oneOf: [
    {type: 'object', required: ['type'], additionalProperties: false, properties: {type: {const: 'text'}}},
    {type: 'object', required: ['type'], additionalProperties: false, properties: {type: {const: 'json_object'}}},
    {
      type: 'object',
      required: ['type', 'json_schema'],
      additionalProperties: false,
      properties: {
        type: {const: 'json_schema'},
        json_schema: {
          type: 'object',
          required: ['name'],
          additionalProperties: false,
          properties: {
            name: {type: 'string'},
            description: {type: 'string'},
            schema: {type: 'object'},
            strict: {type: 'boolean'},
          },
        },
      },
    },
  ],
};

// Fields that several endpoints share, written once.
const completionModelParam: ApiParam = {
  name: 'model',
  type: 'string',
  schema: {type: 'string'},
  required: true,
  default: null,
  description: 'ID of the model. See [model IDs](doc:api/overview#model-ids).',
};
const streamOptionsParam: ApiParam = {
  name: 'stream_options',
  type: 'object',
  schema: {type: 'object', additionalProperties: false, properties: {include_usage: {type: 'boolean'}}},
  required: false,
  default: '`null`',
  description: 'With `{"include_usage": true}`, the last event of a stream carries the token counts.',
};
const presencePenaltyParam: ApiParam = {
  name: 'presence_penalty',
  type: 'number',
  schema: penaltySchema,
  required: false,
  default: '`0`',
  description: 'From -2 to 2. Positive values push the model toward new topics.',
};
const frequencyPenaltyParam: ApiParam = {
  name: 'frequency_penalty',
  type: 'number',
  schema: penaltySchema,
  required: false,
  default: '`0`',
  description: 'From -2 to 2. Positive values make the model repeat itself less.',
};
const audioFileParam: ApiParam = {
  name: 'file',
  type: 'file',
  schema: {type: 'string', contentMediaType: 'application/octet-stream'},
  required: true,
  default: null,
  description: 'The audio file, in one of the accepted formats and at most 25 MB.',
};
/** The same form field on both audio endpoints: the language spoken in the audio, not the language of the output. */
const audioLanguageParam: ApiParam = {
  name: 'language',
  type: 'string',
  schema: {type: 'string', pattern: '^[a-z]{2}$'},
  required: false,
  default: 'Detected',
  description: 'Language of the speech as an ISO-639-1 code, such as `en`, `de` or `ja`.',
};
const audioResponseFormatParam: ApiParam = {
  name: 'response_format',
  type: 'string',
  schema: {type: 'string', enum: ['json', 'text']},
  required: false,
  default: '`"json"`',
  description: '`"json"` returns a JSON object; `"text"` returns the plain text.',
};
const audioTemperatureParam: ApiParam = {
  name: 'temperature',
  type: 'number',
  schema: {type: 'number', minimum: 0, maximum: 1},
  required: false,
  default: '`0`',
  description: 'Sampling temperature from 0 to 1. Keep 0 unless the text repeats itself.',
};
const completionIdField: ApiField = {name: 'id', type: 'string', schema: {type: 'string'}, description: 'Unique ID of the completion.'};
const completionCreatedField: ApiField = {
  name: 'created',
  type: 'integer',
  schema: {type: 'integer'},
  description: 'Unix time in seconds when the completion was created.',
};
const choiceLogprobsField: ApiField = {
  name: 'choices[].logprobs',
  type: 'object or null',
  schema: logprobsSchema,
  optional: true,
  description: 'Token log probabilities, when you asked for them.',
};
const choiceIndexField: ApiField = {
  name: 'choices[].index',
  type: 'integer',
  schema: {type: 'integer', minimum: 0},
  description: 'Position of the answer in the list.',
};
const chatFinishReasonField: ApiField = {
  name: 'choices[].finish_reason',
  type: 'string',
  schema: {type: 'string', enum: ['stop', 'length', 'tool_calls']},
  description: '`stop` (natural end or stop sequence), `length` (token limit reached) or `tool_calls`.',
};
const legacyFinishReasonField: ApiField = {
  name: 'choices[].finish_reason',
  type: 'string',
  schema: {type: 'string', enum: ['stop', 'length']},
  description: '`stop` (natural end or stop sequence) or `length` (`max_tokens` reached).',
};
const legacyResponse: readonly ApiField[] = [
  completionIdField,
  {name: 'object', type: 'string', schema: {const: 'text_completion'}, description: 'Always `text_completion`.'},
  completionCreatedField,
  {name: 'model', type: 'string', schema: {type: 'string'}, description: 'The model that generated the text.'},
  {name: 'choices', type: 'array', schema: {type: 'array', items: {type: 'object'}}, description: 'One entry per generated completion.'},
  {
    name: 'choices[].text',
    type: 'string',
    schema: {type: 'string'},
    description: 'The generated text, after the prompt if `echo` is set.',
  },
  {
    name: 'choices[].index',
    type: 'integer',
    schema: {type: 'integer', minimum: 0},
    description: 'Position of the completion; see [Prompt string or list](doc:api/legacy-completions#prompt-string-or-list).',
  },
  choiceLogprobsField,
  legacyFinishReasonField,
  {
    name: 'usage',
    type: 'object',
    schema: usageSchema(true),
    description: '`prompt_tokens`, `completion_tokens` and `total_tokens` for the whole request. These counts are what Confidant bills.',
  },
];
/** Versions that serve a model whose chat responses carry `reasoning_content` (gpt-oss-120b). */
const reasoningVersions: readonly VersionName[] = versionOrder.filter((v) =>
  models.some((m) => m.reasoningContent && m.versions.includes(v)),
);
/** A reasoning model's reasoning, apart from its answer: in the message, or piece by piece in a stream's deltas. */
const reasoningContentField = (parent: 'message' | 'delta'): ApiField => ({
  name: `choices[].${parent}.reasoning_content`,
  type: 'string',
  schema: {type: 'string'},
  optional: true,
  description:
    parent === 'message'
      ? 'The reasoning the model wrote before its answer, from [gpt-oss-120b](doc:models/gpt-oss-120b#reasoning-output) only; other models leave it out.'
      : 'A piece of the reasoning, from [gpt-oss-120b](doc:models/gpt-oss-120b#reasoning-output) only. It comes in the events before `content` starts.',
  versions: reasoningVersions,
});

/**
 * Default of `max_tokens` and `max_completion_tokens`: without a cap, the answer may fill the
 * context window and then stops with `finish_reason: "length"`, unless the model caps its answers
 * (the page's Limits section names them).
 */
const restOfContextDefault = (page: 'chat-completions' | 'legacy-completions'): string =>
  `Rest of the context window, or less where the model caps its answer: see [Limits](doc:api/${page}#limits)`;

/** In a stream, `finish_reason` is `null` until the event that ends the choice. */
const streamed = (field: ApiField): ApiField => ({
  ...field,
  type: `${field.type} or null`,
  schema: (version) => {
    const schema = schemaIn(field.schema, version);
    return {...schema, enum: [...(schema.enum ?? []), null], type: ['string', 'null']};
  },
});
/** The usage event comes only with `stream_options.include_usage`, last. */
const streamedUsage = (field: ApiField): ApiField => ({...field, optional: true});

export const apiReference: Record<EndpointSlug, EndpointReference> = {
  'chat-completions': {
    method: 'POST',
    path: '/v1/chat/completions',
    requestBody: 'json',
    showEncryption: true,
    request: [
      completionModelParam,
      {
        name: 'messages',
        type: 'array',
        schema: (version) => ({type: 'array', items: chatMessageSchema(version), minItems: 1}),
        required: true,
        default: null,
        description: 'The conversation so far, oldest first. See [Messages](doc:api/chat-completions#messages).',
      },
      {
        name: 'stream',
        type: 'boolean',
        schema: {type: 'boolean'},
        required: false,
        default: '`false`',
        description: 'Send the answer in pieces as server-sent events. See [Streaming](doc:api/chat-completions#streaming).',
      },
      streamOptionsParam,
      {
        name: 'max_completion_tokens',
        type: 'integer',
        schema: {type: 'integer', minimum: 1},
        required: false,
        default: restOfContextDefault('chat-completions'),
        description:
          'Most tokens the model may generate, reasoning tokens included. If the prompt plus this number is larger than the context window, the request fails with status 400 before the model runs. See [Limits](doc:api/chat-completions#limits).',
      },
      {
        name: 'max_tokens',
        type: 'integer',
        schema: {type: 'integer', minimum: 1},
        required: false,
        default: restOfContextDefault('chat-completions'),
        description: 'Older name of `max_completion_tokens`. Send one or the other.',
      },
      {
        name: 'n',
        type: 'integer',
        schema: {type: 'integer', minimum: 1},
        required: false,
        default: '`1`',
        description: 'Number of alternative answers to generate. Each counts toward your completion tokens.',
      },
      {
        name: 'temperature',
        type: 'number',
        schema: {type: 'number', minimum: 0, maximum: 2},
        required: false,
        default: '`1`',
        description: 'Sampling temperature from 0 to 2. Lower values give more predictable answers.',
      },
      {
        name: 'top_p',
        type: 'number',
        schema: {type: 'number', minimum: 0, maximum: 1},
        required: false,
        default: '`1`',
        description:
          'Nucleus sampling: consider only the tokens that make up this share of probability. Change this or `temperature`, not both.',
      },
      {
        name: 'stop',
        type: 'string or array',
        schema: stringOrStrings,
        required: false,
        default: '`null`',
        description: 'Sequences at which the model stops. The stop sequence is not part of the answer.',
      },
      {
        name: 'seed',
        type: 'integer',
        schema: {type: 'integer'},
        required: false,
        default: '`null`',
        description: 'Makes sampling repeatable for the same request on the same model, as far as the hardware allows.',
      },
      presencePenaltyParam,
      frequencyPenaltyParam,
      {
        name: 'logprobs',
        type: 'boolean',
        schema: {type: 'boolean'},
        required: false,
        default: '`false`',
        description: 'Return the log probability of each generated token.',
      },
      {
        name: 'top_logprobs',
        type: 'integer',
        schema: {type: 'integer', minimum: 0, maximum: 20},
        required: false,
        default: '`null`',
        description: 'With `logprobs`, also return this many most likely alternatives per position (0 to 20).',
      },
      {
        name: 'tools',
        type: 'array',
        schema: {type: 'array', items: toolSchema},
        required: false,
        default: '`null`',
        description: 'Functions the model may call. See [Tool calling](doc:api/chat-completions#tool-calling).',
      },
      {
        name: 'tool_choice',
        type: 'string',
        schema: {type: 'string', enum: ['auto', 'none']},
        required: false,
        default: '`"auto"`',
        description: '`"auto"` lets the model decide; `"none"` prevents tool calls. `"required"` is not supported.',
      },
      {
        name: 'parallel_tool_calls',
        type: 'boolean',
        schema: {type: 'boolean'},
        required: false,
        default: '`true`',
        description: 'Allow several tool calls in one answer, where the model supports it.',
      },
      {
        name: 'response_format',
        type: 'object',
        schema: responseFormatSchema,
        required: false,
        default: '`{"type": "text"}`',
        description: 'Ask for JSON output. See [Structured outputs](doc:api/chat-completions#structured-outputs).',
      },
      {
        name: 'cache_salt',
        type: 'string',
        schema: {type: 'string', minLength: 1},
        required: false,
        default: "The proxy's salt",
        description:
          'Confidant extension: salt for the prompt cache of this request. See [Prompt caching](doc:api/chat-completions#prompt-caching).',
      },
    ],
    response: [
      completionIdField,
      {name: 'object', type: 'string', schema: {const: 'chat.completion'}, description: 'Always `chat.completion`.'},
      completionCreatedField,
      {name: 'model', type: 'string', schema: {type: 'string'}, description: 'The model that generated the answer.'},
      {
        name: 'choices',
        type: 'array',
        schema: {type: 'array', items: {type: 'object'}},
        description: 'One entry per answer; `n` sets how many.',
      },
      choiceIndexField,
      {
        name: 'choices[].message',
        type: 'object',
        schema: {
          type: 'object',
          required: ['role', 'content'],
          properties: {
            role: {const: 'assistant'},
            content: {type: ['string', 'null']},
            tool_calls: {type: 'array', items: toolCallSchema},
          },
        },
        description:
          'The answer: `role` is `assistant`; `content` holds the text, or `null` when the model calls tools; `tool_calls` lists the calls.',
      },
      reasoningContentField('message'),
      chatFinishReasonField,
      choiceLogprobsField,
      {
        name: 'usage',
        type: 'object',
        schema: usageSchema(true),
        description: '`prompt_tokens`, `completion_tokens` and `total_tokens`. These counts are what Confidant bills.',
      },
    ],
    stream: {
      events: [
        completionIdField,
        {name: 'object', type: 'string', schema: {const: 'chat.completion.chunk'}, description: 'Always `chat.completion.chunk`.'},
        completionCreatedField,
        {name: 'model', type: 'string', schema: {type: 'string'}, description: 'The model that generates the answer.'},
        {
          name: 'choices',
          type: 'array',
          schema: {type: 'array', items: {type: 'object'}},
          description: 'The new piece of each answer; empty in the last event with `usage`.',
        },
        choiceIndexField,
        {
          name: 'choices[].delta',
          type: 'object',
          schema: {
            type: 'object',
            properties: {
              role: {const: 'assistant'},
              content: {type: ['string', 'null']},
              tool_calls: {type: 'array', items: {type: 'object'}},
            },
          },
          description: 'What the answer gained: the `role` in the first event, then pieces of `content` or `tool_calls`.',
        },
        reasoningContentField('delta'),
        choiceLogprobsField,
        streamed(chatFinishReasonField),
        streamedUsage({
          name: 'usage',
          type: 'object',
          schema: usageSchema(true),
          description: 'Token counts, in the last event with `stream_options: {"include_usage": true}`.',
        }),
      ],
    },
  },
  'legacy-completions': {
    method: 'POST',
    path: '/v1/completions',
    deprecated: true,
    requestBody: 'json',
    showEncryption: true,
    request: [
      completionModelParam,
      {
        name: 'prompt',
        type: 'string or array of strings',
        schema: stringOrStrings,
        required: true,
        default: null,
        description: 'The text to continue. With an array, the model continues each string separately.',
      },
      {
        name: 'stream',
        type: 'boolean',
        schema: {type: 'boolean'},
        required: false,
        default: '`false`',
        description: 'Send the text in pieces as server-sent events. See [Streaming](doc:api/legacy-completions#streaming).',
      },
      streamOptionsParam,
      {
        name: 'max_tokens',
        type: 'integer',
        schema: {type: 'integer', minimum: 1},
        required: false,
        default: restOfContextDefault('legacy-completions'),
        description:
          'Most tokens to generate per completion. If a prompt plus this number is larger than the context window, the request fails with status 400. See [Limits](doc:api/legacy-completions#limits).',
      },
      {
        name: 'n',
        type: 'integer',
        schema: {type: 'integer', minimum: 1},
        required: false,
        default: '`1`',
        description: 'Completions to generate per prompt.',
      },
      {
        name: 'temperature',
        type: 'number',
        schema: {type: 'number', minimum: 0, maximum: 2},
        required: false,
        default: '`1`',
        description: 'Sampling temperature from 0 to 2. Use a low value, such as 0.2, for code.',
      },
      {
        name: 'top_p',
        type: 'number',
        schema: {type: 'number', minimum: 0, maximum: 1},
        required: false,
        default: '`1`',
        description: 'Nucleus sampling. Change this or `temperature`, not both.',
      },
      {
        name: 'stop',
        type: 'string or array',
        schema: stringOrStrings,
        required: false,
        default: '`null`',
        description: 'Sequences at which generation stops. The stop sequence is not part of the text.',
      },
      {
        name: 'seed',
        type: 'integer',
        schema: {type: 'integer'},
        required: false,
        default: '`null`',
        description: 'Makes sampling repeatable for the same request, as far as the hardware allows.',
      },
      {
        name: 'echo',
        type: 'boolean',
        schema: {type: 'boolean'},
        required: false,
        default: '`false`',
        description: 'Return the prompt in front of the generated text.',
      },
      {
        name: 'logprobs',
        type: 'integer',
        schema: {type: 'integer', minimum: 0, maximum: 5},
        required: false,
        default: '`null`',
        description: 'Return the log probabilities of this many most likely tokens per position (0 to 5, as in the OpenAI API).',
      },
      presencePenaltyParam,
      frequencyPenaltyParam,
      {
        name: 'cache_salt',
        type: 'string',
        schema: {type: 'string', minLength: 1},
        required: false,
        default: "The proxy's salt",
        description:
          'Confidant extension: salt for the prompt cache of this request, as described under [prompt caching](doc:api/chat-completions#prompt-caching).',
      },
    ],
    response: legacyResponse,
    stream: {
      events: legacyResponse.map((field) => {
        if (field.name === 'choices[].finish_reason') return streamed(field);
        if (field.name === 'usage') return streamedUsage(field);
        return field;
      }),
    },
  },
  embeddings: {
    method: 'POST',
    path: '/v1/embeddings',
    requestBody: 'json',
    showEncryption: true,
    request: [
      {
        name: 'model',
        type: 'string',
        schema: {type: 'string'},
        required: true,
        default: null,
        description: 'ID of the embedding model: {models:/v1/embeddings}.',
      },
      {
        name: 'input',
        type: 'string or array of strings',
        schema: stringOrStrings,
        required: true,
        default: null,
        description: 'The text to embed. With an array, you get one vector per string, in the same order.',
      },
      {
        name: 'encoding_format',
        type: 'string',
        schema: {type: 'string', enum: ['float', 'base64']},
        required: false,
        default: '`"float"`',
        description:
          '`"float"` returns arrays of numbers; `"base64"` returns each vector as a base64 string of little-endian 32-bit floats.',
      },
      {
        name: 'dimensions',
        type: 'integer',
        schema: {type: 'integer', const: 1024},
        required: false,
        default: '`1024`',
        description: 'Length of the returned vectors. The model has a fixed size, so the only accepted value is `1024`.',
      },
    ],
    response: [
      {name: 'object', type: 'string', schema: {const: 'list'}, description: 'Always `list`.'},
      {
        name: 'data',
        type: 'array',
        schema: {type: 'array', items: {type: 'object'}},
        description: 'One entry per input string, in input order.',
      },
      {name: 'data[].object', type: 'string', schema: {const: 'embedding'}, description: 'Always `embedding`.'},
      {
        name: 'data[].index',
        type: 'integer',
        schema: {type: 'integer', minimum: 0},
        description: 'Position of the input string this vector belongs to.',
      },
      {
        name: 'data[].embedding',
        type: 'array of numbers, or string',
        schema: {
          oneOf: [
            {type: 'array', items: {type: 'number'}, minItems: 1},
            {type: 'string', contentMediaType: 'application/octet-stream'},
          ],
        },
        description: 'The vector: 1024 numbers, or a base64 string with `encoding_format: "base64"`.',
      },
      {name: 'model', type: 'string', schema: {type: 'string'}, description: 'The model that computed the vectors.'},
      {
        name: 'usage',
        type: 'object',
        schema: usageSchema(false),
        description: '`prompt_tokens` and `total_tokens`. Embeddings have no completion tokens.',
      },
    ],
  },
  models: {
    method: 'GET',
    path: '/v1/models',
    requestBody: null,
    showEncryption: false,
    request: [],
    response: [
      {name: 'object', type: 'string', schema: {const: 'list'}, description: 'Always `list`.'},
      {name: 'data', type: 'array', schema: {type: 'array', items: {type: 'object'}}, description: 'One entry per model.'},
      {name: 'data[].id', type: 'string', schema: {type: 'string'}, description: 'The ID to send in the `model` field of a request.'},
      {name: 'data[].object', type: 'string', schema: {const: 'model'}, description: 'Always `model`.'},
      {
        name: 'data[].created',
        type: 'integer',
        schema: {type: 'integer'},
        description: 'Unix time in seconds when the model was deployed.',
      },
      {
        name: 'data[].owned_by',
        type: 'string',
        schema: {const: 'confidant'},
        description: 'Always `confidant`: Confidant serves the model, whoever published the weights.',
      },
      {
        name: 'data[].tasks',
        type: 'array of strings',
        schema: {type: 'array', items: {type: 'string'}},
        description: 'Confidant extension: what the model can do. See [Tasks](doc:api/models#tasks).',
      },
    ],
  },
  'speech-to-text': {
    method: 'POST',
    path: '/v1/audio/transcriptions',
    requestBody: 'multipart',
    plainTextResponse: true,
    showEncryption: true,
    request: [
      audioFileParam,
      {
        name: 'model',
        type: 'string',
        schema: {type: 'string'},
        required: true,
        default: null,
        description: 'ID of the speech model: {models:/v1/audio/transcriptions}.',
      },
      audioLanguageParam,
      {
        name: 'prompt',
        type: 'string',
        schema: {type: 'string'},
        required: false,
        default: null,
        description:
          'Text that guides spelling and style, in the language of the audio. See [Language and prompt](doc:api/speech-to-text#language-and-prompt).',
      },
      audioResponseFormatParam,
      audioTemperatureParam,
    ],
    response: [{name: 'text', type: 'string', schema: {type: 'string'}, description: 'The transcribed text.'}],
  },
  translations: {
    method: 'POST',
    path: '/v1/audio/translations',
    requestBody: 'multipart',
    plainTextResponse: true,
    showEncryption: true,
    request: [
      audioFileParam,
      {
        name: 'model',
        type: 'string',
        schema: {type: 'string'},
        required: true,
        default: null,
        description: 'ID of the speech model: {models:/v1/audio/translations}.',
      },
      {
        ...audioLanguageParam,
        description:
          'Language of the speech as an ISO-639-1 code, such as `de`, `fr` or `ja`. It helps Whisper recognize the speech; the output is English whatever it says. The OpenAI SDKs send it as an extra field, as the [example](doc:api/translations#example) shows.',
      },
      {
        name: 'prompt',
        type: 'string',
        schema: {type: 'string'},
        required: false,
        default: null,
        description: 'English text that guides spelling and style. See [Prompt](doc:api/translations#prompt).',
      },
      audioResponseFormatParam,
      audioTemperatureParam,
    ],
    response: [{name: 'text', type: 'string', schema: {type: 'string'}, description: 'The English translation of the speech.'}],
  },
};

/** The errors an endpoint can answer with (see `ApiError.on`): what its page's error table and its OpenAPI responses list. */
export function errorsOf(slug: EndpointSlug): ApiError[] {
  const reference = apiReference[slug];
  const answers: Record<ApiError['on'], boolean> = {
    all: true,
    body: reference.requestBody !== null,
    model: reference.request.some((p) => p.name === 'model'),
  };
  return apiErrors.filter((e) => answers[e.on]);
}

/** Doc paths of the deprecated endpoints' pages, e.g. `api/legacy-completions`. */
export function deprecatedApiPages(): string[] {
  return (Object.keys(apiReference) as EndpointSlug[]).filter((slug) => apiReference[slug].deprecated).map((slug) => `api/${slug}`);
}
