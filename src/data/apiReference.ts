/**
 * Request parameters and response fields of each API endpoint. The API pages
 * of every version render them with <ApiFields>, and whether a field crosses
 * the network in clear comes from one rule (`clearInTransit`), not from a
 * column typed on every page. Descriptions use the format of ./richText.ts.
 */

/** Fields left in clear because routing and billing need them; everything else is encrypted. */
export const clearInTransit = {
  request: ['model', 'stream', 'stream_options', 'max_tokens', 'max_completion_tokens', 'n'],
  response: ['id', 'usage'],
} as const;

export type Direction = keyof typeof clearInTransit;

/** `choices[].message.content` -> `choices`: a nested field shares its top-level field's fate. */
export function encryptedInTransit(direction: Direction, name: string): boolean {
  const top = name.split(/[.[]/)[0] ?? name;
  return !(clearInTransit[direction] as readonly string[]).includes(top);
}

export interface ApiParam {
  name: string;
  type: string;
  required: boolean;
  /** Default value in the format of ./richText.ts, or null when there is none. */
  default: string | null;
  description: string;
}

export interface ApiField {
  name: string;
  type: string;
  description: string;
}

export interface EndpointReference {
  request: readonly ApiParam[];
  response: readonly ApiField[];
  /** GET /v1/models lists public facts about models: no encryption column. */
  showEncryption: boolean;
}

export type EndpointSlug = 'chat-completions' | 'legacy-completions' | 'embeddings' | 'models' | 'speech-to-text' | 'translations';

// Fields that several endpoints share, written once.
const completionModelParam: ApiParam = {
  name: 'model',
  type: 'string',
  required: true,
  default: null,
  description: 'ID of the model. See [model IDs](doc:api/overview#model-ids).',
};
const streamOptionsParam: ApiParam = {
  name: 'stream_options',
  type: 'object',
  required: false,
  default: '`null`',
  description: 'With `{"include_usage": true}`, the last event of a stream carries the token counts.',
};
const presencePenaltyParam: ApiParam = {
  name: 'presence_penalty',
  type: 'number',
  required: false,
  default: '`0`',
  description: 'From -2 to 2. Positive values push the model toward new topics.',
};
const frequencyPenaltyParam: ApiParam = {
  name: 'frequency_penalty',
  type: 'number',
  required: false,
  default: '`0`',
  description: 'From -2 to 2. Positive values make the model repeat itself less.',
};
const audioFileParam: ApiParam = {
  name: 'file',
  type: 'file',
  required: true,
  default: null,
  description: 'The audio file, in one of the accepted formats and at most 25 MB.',
};
const audioResponseFormatParam: ApiParam = {
  name: 'response_format',
  type: 'string',
  required: false,
  default: '`"json"`',
  description: '`"json"` returns a JSON object; `"text"` returns the plain text.',
};
const audioTemperatureParam: ApiParam = {
  name: 'temperature',
  type: 'number',
  required: false,
  default: '`0`',
  description: 'Sampling temperature from 0 to 1. Keep 0 unless the text repeats itself.',
};
const completionIdField: ApiField = {name: 'id', type: 'string', description: 'Unique ID of the completion.'};
const completionCreatedField: ApiField = {
  name: 'created',
  type: 'integer',
  description: 'Unix time in seconds when the completion was created.',
};
const choiceLogprobsField: ApiField = {
  name: 'choices[].logprobs',
  type: 'object or null',
  description: 'Token log probabilities, when you asked for them.',
};

export const apiReference: Record<EndpointSlug, EndpointReference> = {
  'chat-completions': {
    showEncryption: true,
    request: [
      completionModelParam,
      {
        name: 'messages',
        type: 'array',
        required: true,
        default: null,
        description: 'The conversation so far, oldest first. See [Messages](doc:api/chat-completions#messages).',
      },
      {
        name: 'stream',
        type: 'boolean',
        required: false,
        default: '`false`',
        description: 'Send the answer in pieces as server-sent events. See [Streaming](doc:api/chat-completions#streaming).',
      },
      streamOptionsParam,
      {
        name: 'max_completion_tokens',
        type: 'integer',
        required: false,
        default: 'Rest of the context',
        description: 'Most tokens the model may generate, reasoning tokens included.',
      },
      {
        name: 'max_tokens',
        type: 'integer',
        required: false,
        default: 'Rest of the context',
        description: 'Older name of `max_completion_tokens`. Send one or the other.',
      },
      {
        name: 'n',
        type: 'integer',
        required: false,
        default: '`1`',
        description: 'Number of alternative answers to generate. Each counts toward your completion tokens.',
      },
      {
        name: 'temperature',
        type: 'number',
        required: false,
        default: '`1`',
        description: 'Sampling temperature from 0 to 2. Lower values give more predictable answers.',
      },
      {
        name: 'top_p',
        type: 'number',
        required: false,
        default: '`1`',
        description:
          'Nucleus sampling: consider only the tokens that make up this share of probability. Change this or `temperature`, not both.',
      },
      {
        name: 'stop',
        type: 'string or array',
        required: false,
        default: '`null`',
        description: 'Sequences at which the model stops. The stop sequence is not part of the answer.',
      },
      {
        name: 'seed',
        type: 'integer',
        required: false,
        default: '`null`',
        description: 'Makes sampling repeatable for the same request on the same model, as far as the hardware allows.',
      },
      presencePenaltyParam,
      frequencyPenaltyParam,
      {
        name: 'logprobs',
        type: 'boolean',
        required: false,
        default: '`false`',
        description: 'Return the log probability of each generated token.',
      },
      {
        name: 'top_logprobs',
        type: 'integer',
        required: false,
        default: '`null`',
        description: 'With `logprobs`, also return this many most likely alternatives per position (0 to 20).',
      },
      {
        name: 'tools',
        type: 'array',
        required: false,
        default: '`null`',
        description: 'Functions the model may call. See [Tool calling](doc:api/chat-completions#tool-calling).',
      },
      {
        name: 'tool_choice',
        type: 'string',
        required: false,
        default: '`"auto"`',
        description: '`"auto"` lets the model decide; `"none"` prevents tool calls. `"required"` is not supported.',
      },
      {
        name: 'parallel_tool_calls',
        type: 'boolean',
        required: false,
        default: '`true`',
        description: 'Allow several tool calls in one answer, where the model supports it.',
      },
      {
        name: 'response_format',
        type: 'object',
        required: false,
        default: '`{"type": "text"}`',
        description: 'Ask for JSON output. See [Structured outputs](doc:api/chat-completions#structured-outputs).',
      },
      {
        name: 'cache_salt',
        type: 'string',
        required: false,
        default: "The proxy's salt",
        description:
          'Confidant extension: salt for the prompt cache of this request. See [Prompt caching](doc:api/chat-completions#prompt-caching).',
      },
    ],
    response: [
      completionIdField,
      {name: 'object', type: 'string', description: 'Always `chat.completion`.'},
      completionCreatedField,
      {name: 'model', type: 'string', description: 'The model that generated the answer.'},
      {name: 'choices', type: 'array', description: 'One entry per answer; `n` sets how many.'},
      {name: 'choices[].index', type: 'integer', description: 'Position of the answer in the list.'},
      {
        name: 'choices[].message',
        type: 'object',
        description:
          'The answer: `role` is `assistant`; `content` holds the text, or `null` when the model calls tools; `tool_calls` lists the calls.',
      },
      {
        name: 'choices[].finish_reason',
        type: 'string',
        description: '`stop` (natural end or stop sequence), `length` (token limit reached) or `tool_calls`.',
      },
      choiceLogprobsField,
      {
        name: 'usage',
        type: 'object',
        description: '`prompt_tokens`, `completion_tokens` and `total_tokens`. These counts are what Confidant bills.',
      },
    ],
  },
  'legacy-completions': {
    showEncryption: true,
    request: [
      completionModelParam,
      {
        name: 'prompt',
        type: 'string or array of strings',
        required: true,
        default: null,
        description: 'The text to continue. With an array, the model continues each string separately.',
      },
      {
        name: 'stream',
        type: 'boolean',
        required: false,
        default: '`false`',
        description: 'Send the text in pieces as server-sent events. See [Streaming](doc:api/legacy-completions#streaming).',
      },
      streamOptionsParam,
      {
        name: 'max_tokens',
        type: 'integer',
        required: false,
        default: '`16`',
        description: 'Most tokens to generate per completion. The default is short; set it for anything longer than a few words.',
      },
      {name: 'n', type: 'integer', required: false, default: '`1`', description: 'Completions to generate per prompt.'},
      {
        name: 'temperature',
        type: 'number',
        required: false,
        default: '`1`',
        description: 'Sampling temperature from 0 to 2. Use a low value, such as 0.2, for code.',
      },
      {
        name: 'top_p',
        type: 'number',
        required: false,
        default: '`1`',
        description: 'Nucleus sampling. Change this or `temperature`, not both.',
      },
      {
        name: 'stop',
        type: 'string or array',
        required: false,
        default: '`null`',
        description: 'Sequences at which generation stops. The stop sequence is not part of the text.',
      },
      {
        name: 'seed',
        type: 'integer',
        required: false,
        default: '`null`',
        description: 'Makes sampling repeatable for the same request, as far as the hardware allows.',
      },
      {
        name: 'echo',
        type: 'boolean',
        required: false,
        default: '`false`',
        description: 'Return the prompt in front of the generated text.',
      },
      {
        name: 'logprobs',
        type: 'integer',
        required: false,
        default: '`null`',
        description: 'Return the log probabilities of this many most likely tokens per position (0 to 20).',
      },
      presencePenaltyParam,
      frequencyPenaltyParam,
      {
        name: 'cache_salt',
        type: 'string',
        required: false,
        default: "The proxy's salt",
        description:
          'Confidant extension: salt for the prompt cache of this request, as described under [prompt caching](doc:api/chat-completions#prompt-caching).',
      },
    ],
    response: [
      completionIdField,
      {name: 'object', type: 'string', description: 'Always `text_completion`.'},
      completionCreatedField,
      {name: 'model', type: 'string', description: 'The model that generated the text.'},
      {name: 'choices', type: 'array', description: 'One entry per generated completion.'},
      {name: 'choices[].text', type: 'string', description: 'The generated text, after the prompt if `echo` is set.'},
      {
        name: 'choices[].index',
        type: 'integer',
        description: 'Position of the completion; see [Prompt string or list](doc:api/legacy-completions#prompt-string-or-list).',
      },
      choiceLogprobsField,
      {
        name: 'choices[].finish_reason',
        type: 'string',
        description: '`stop` (natural end or stop sequence) or `length` (`max_tokens` reached).',
      },
      {
        name: 'usage',
        type: 'object',
        description:
          '`prompt_tokens`, `completion_tokens` and `total_tokens` for the whole request. These counts are what Confidant bills.',
      },
    ],
  },
  embeddings: {
    showEncryption: true,
    request: [
      {name: 'model', type: 'string', required: true, default: null, description: 'ID of the embedding model: {models:/v1/embeddings}.'},
      {
        name: 'input',
        type: 'string or array of strings',
        required: true,
        default: null,
        description: 'The text to embed. With an array, you get one vector per string, in the same order.',
      },
      {
        name: 'encoding_format',
        type: 'string',
        required: false,
        default: '`"float"`',
        description:
          '`"float"` returns arrays of numbers; `"base64"` returns each vector as a base64 string of little-endian 32-bit floats.',
      },
      {
        name: 'dimensions',
        type: 'integer',
        required: false,
        default: '`1024`',
        description: 'Length of the returned vectors. The model has a fixed size, so the only accepted value is `1024`.',
      },
    ],
    response: [
      {name: 'object', type: 'string', description: 'Always `list`.'},
      {name: 'data', type: 'array', description: 'One entry per input string, in input order.'},
      {name: 'data[].object', type: 'string', description: 'Always `embedding`.'},
      {name: 'data[].index', type: 'integer', description: 'Position of the input string this vector belongs to.'},
      {
        name: 'data[].embedding',
        type: 'array of numbers, or string',
        description: 'The vector: 1024 numbers, or a base64 string with `encoding_format: "base64"`.',
      },
      {name: 'model', type: 'string', description: 'The model that computed the vectors.'},
      {name: 'usage', type: 'object', description: '`prompt_tokens` and `total_tokens`. Embeddings have no completion tokens.'},
    ],
  },
  models: {
    showEncryption: false,
    request: [],
    response: [
      {name: 'object', type: 'string', description: 'Always `list`.'},
      {name: 'data', type: 'array', description: 'One entry per model.'},
      {name: 'data[].id', type: 'string', description: 'The ID to send in the `model` field of a request.'},
      {name: 'data[].object', type: 'string', description: 'Always `model`.'},
      {name: 'data[].created', type: 'integer', description: 'Unix time in seconds when the model was deployed.'},
      {
        name: 'data[].owned_by',
        type: 'string',
        description: 'Always `confidant`: Confidant serves the model, whoever published the weights.',
      },
      {
        name: 'data[].tasks',
        type: 'array of strings',
        description: 'Confidant extension: what the model can do. See [Tasks](doc:api/models#tasks).',
      },
    ],
  },
  'speech-to-text': {
    showEncryption: true,
    request: [
      audioFileParam,
      {
        name: 'model',
        type: 'string',
        required: true,
        default: null,
        description: 'ID of the speech model: {models:/v1/audio/transcriptions}.',
      },
      {
        name: 'language',
        type: 'string',
        required: false,
        default: 'Detected',
        description: 'Language of the speech as an ISO-639-1 code, such as `en`, `de` or `ja`.',
      },
      {
        name: 'prompt',
        type: 'string',
        required: false,
        default: null,
        description:
          'Text that guides spelling and style, in the language of the audio. See [Language and prompt](doc:api/speech-to-text#language-and-prompt).',
      },
      audioResponseFormatParam,
      audioTemperatureParam,
    ],
    response: [{name: 'text', type: 'string', description: 'The transcribed text.'}],
  },
  translations: {
    showEncryption: true,
    request: [
      audioFileParam,
      {
        name: 'model',
        type: 'string',
        required: true,
        default: null,
        description: 'ID of the speech model: {models:/v1/audio/translations}.',
      },
      {
        name: 'prompt',
        type: 'string',
        required: false,
        default: null,
        description: 'English text that guides spelling and style. See [Prompt](doc:api/translations#prompt).',
      },
      audioResponseFormatParam,
      audioTemperatureParam,
    ],
    response: [{name: 'text', type: 'string', description: 'The English translation of the speech.'}],
  },
};
