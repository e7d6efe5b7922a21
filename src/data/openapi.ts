/**
 * The OpenAPI 3.1 document of one docs version, built from the same typed
 * data as the API pages: parameters and fields from ./apiReference.ts, model
 * IDs and tasks from ./models.ts, what Confidant accepts and ignores or
 * rejects from ./openaiCompatibility.ts. The tables and the document cannot
 * disagree because neither holds a fact of its own.
 *
 * What the document adds to plain OpenAPI:
 * - `x-confidant-encrypted` on every property: false for the fields that stay
 *   in clear between the proxy and the worker (`clearInTransit`).
 * - `x-confidant-support: ignored` on parameters Confidant accepts and ignores.
 * - `x-confidant-rejected` on an operation: uses of the OpenAI API it refuses.
 * - `x-confidant-event-schema` on a `text/event-stream` response: the schema
 *   of each event's `data:` JSON (OpenAPI 3.1 has no keyword for it).
 *
 * Pure: no file system, no clock. src/plugins/openapi writes the documents,
 * scripts/checkOpenApi.ts lints them and validates the docs' samples.
 */
import {
  apiErrors,
  apiReference,
  encryptedInTransit,
  errorSchema,
  errorsOf,
  rowsIn,
  schemaIn,
  type ApiError,
  type ApiField,
  type ApiParam,
  type Direction,
  type EndpointReference,
  type EndpointSlug,
  type JsonSchema,
} from './apiReference';
import {acceptedIds, aliasesOf, allTasks, modelId, modelsOf, type Endpoint} from './models';
import {differencesIn, openaiCompatibility, unservedEndpoints, unservedStatus} from './openaiCompatibility';
import {routeOf} from './pageMatrix';
import {richTextToMarkdown as richTextAsMarkdown} from './richText';
import {site} from './site';
import type {VersionName} from './versions';

/** The proxy's default address: every path of the document is relative to it. */
export const proxyServerUrl = 'http://localhost:8080/v1';

/** `/v1/chat/completions` -> `/chat/completions`: paths are relative to the server URL, which ends in /v1. */
export function operationPath(endpoint: EndpointReference['path']): string {
  return endpoint.replace(/^\/v1/, '');
}

/** Names of each endpoint in the document. */
export const operationNames: Record<EndpointSlug, {operationId: string; tag: string; schema: string}> = {
  'chat-completions': {operationId: 'createChatCompletion', tag: 'Chat', schema: 'ChatCompletion'},
  'legacy-completions': {operationId: 'createCompletion', tag: 'Completions', schema: 'Completion'},
  embeddings: {operationId: 'createEmbedding', tag: 'Embeddings', schema: 'Embedding'},
  models: {operationId: 'listModels', tag: 'Models', schema: 'ModelList'},
  'speech-to-text': {operationId: 'createTranscription', tag: 'Audio', schema: 'Transcription'},
  translations: {operationId: 'createTranslation', tag: 'Audio', schema: 'Translation'},
};

const pageTitles: Record<EndpointSlug, string> = {
  'chat-completions': 'Chat completions',
  'legacy-completions': 'Legacy completions',
  embeddings: 'Embeddings',
  models: 'Models',
  'speech-to-text': 'Speech to text',
  translations: 'Translations',
};

const tagDescriptions: Record<string, string> = {
  Chat: 'Generate the next message of a conversation.',
  Completions: 'Continue a plain text prompt (deprecated).',
  Embeddings: 'Turn text into vectors.',
  Models: 'List the models and what each can do.',
  Audio: 'Turn speech into text.',
};

/** A docs page of the version, as an absolute URL. */
export function docsUrl(version: VersionName, path: string, anchor?: string): string {
  return `${site.docsUrl}${routeOf(version, path)}${anchor ? `#${anchor}` : ''}`;
}

/** Text in the format of ./richText.ts as CommonMark, with absolute links to the public site (the document is read off the site). */
export function richTextToMarkdown(text: string, version: VersionName): string {
  return richTextAsMarkdown(text, version, site.docsUrl);
}

const clone = (schema: JsonSchema): JsonSchema => structuredClone(schema);

/** The model IDs a field names, from ./models.ts: what a request may send, or what a response returns. */
function modelEnum(endpoint: Endpoint, version: VersionName, withAliases: boolean): string[] {
  const serving = modelsOf(version).filter((m) => m.endpoints.includes(endpoint));
  return serving.flatMap((m) => [...acceptedIds(m, version), ...(withAliases ? aliasesOf(m, version).map((a) => a.id) : [])]);
}

interface Row {
  name: string;
  schema: JsonSchema;
  description: string;
  required: boolean;
  extensions: Record<string, unknown>;
}

type Node = {properties: Record<string, JsonSchema>; required?: string[]};

/**
 * An object schema from a flat list of rows: `choices[].message` becomes the
 * property `message` of the items of `choices`, and `choices[].message.reasoning_content`
 * the property `reasoning_content` of that message's object.
 */
export function objectFromRows(rows: readonly Row[], options: {closed: boolean}): JsonSchema {
  const root: Node = {properties: {}, required: []};
  const nodes = new Map<string, Node>([['', root]]);
  for (const row of rows) {
    const cut = row.name.lastIndexOf('[].');
    const parentName = cut === -1 ? '' : row.name.slice(0, cut);
    const own = cut === -1 ? row.name : row.name.slice(cut + 3);
    const [first, ...rest] = own.split('.');
    let parent = nodes.get(parentName);
    if (!parent) {
      throw new Error(`"${row.name}" comes before its parent "${parentName}", or the parent is missing`);
    }
    // `message.reasoning_content`: walk into the object properties named before the last dot.
    let key = first!;
    for (const next of rest) {
      const object = parent.properties[key];
      if (object?.type !== 'object') {
        throw new Error(`"${row.name}" needs "${key}" to be an object row listed before it`);
      }
      // A copy: the object's schema may be shared by another row or version.
      const node = object as {properties?: Record<string, JsonSchema>; required?: string[]};
      node.properties = {...node.properties};
      if (node.required) node.required = [...node.required];
      parent = node as Node;
      key = next;
    }
    const schema: JsonSchema = {...row.schema, description: row.description, ...row.extensions};
    parent.properties[key] = schema;
    if (row.required) parent.required = [...(parent.required ?? []), key];
    if (schema.type === 'array' && schema.items) {
      const items = schema.items as {properties?: Record<string, JsonSchema>; required?: string[]};
      items.properties = {...items.properties};
      if (items.required) items.required = [...items.required];
      nodes.set(row.name, items as Node);
    }
  }
  // Drop empty property lists and required lists of array items that have no listed children.
  for (const [name, node] of nodes) {
    if (name === '') continue;
    const n = node as {properties?: Record<string, JsonSchema>; required?: string[]};
    if (n.required?.length === 0) delete n.required;
    if (n.properties && Object.keys(n.properties).length === 0) delete n.properties;
  }
  return {
    type: 'object',
    ...(root.required && root.required.length > 0 ? {required: root.required} : {}),
    properties: root.properties,
    ...(options.closed ? {additionalProperties: false} : {}),
  };
}

function paramRow(reference: EndpointReference, param: ApiParam, version: VersionName): Row {
  const schema = clone(schemaIn(param.schema, version));
  if (param.name === 'model') schema.enum = modelEnum(reference.path as Endpoint, version, true);
  return {
    name: param.name,
    schema,
    description: richTextToMarkdown(param.description, version),
    required: param.required,
    extensions: {'x-confidant-encrypted': encryptedInTransit('request', param.name)},
  };
}

function fieldRow(reference: EndpointReference, field: ApiField, direction: Direction, version: VersionName): Row {
  const schema = clone(schemaIn(field.schema, version));
  if (reference.path === '/v1/models') {
    if (field.name === 'data[].id') schema.enum = modelsOf(version).map((m) => modelId(m, version));
    if (field.name === 'data[].tasks') schema.items = {type: 'string', enum: [...allTasks]};
  } else if (field.name === 'model') {
    schema.enum = modelEnum(reference.path, version, false);
  }
  return {
    name: field.name,
    schema,
    description: richTextToMarkdown(field.description, version),
    required: !field.optional,
    extensions: {'x-confidant-encrypted': encryptedInTransit(direction, field.name)},
  };
}

export function requestSchema(slug: EndpointSlug, version: VersionName): JsonSchema | null {
  const reference = apiReference[slug];
  if (reference.requestBody === null) return null;
  const rows = rowsIn(reference.request, version).map((p) => paramRow(reference, p, version));
  for (const row of differencesIn(slug, version)) {
    if (row.support !== 'ignored' || !row.parameter) continue;
    rows.push({
      name: row.parameter.name,
      schema: clone(row.parameter.schema),
      description: `Accepted and ignored. ${richTextToMarkdown(row.note, version)}`,
      required: false,
      extensions: {'x-confidant-encrypted': encryptedInTransit('request', row.parameter.name), 'x-confidant-support': 'ignored'},
    });
  }
  // Confidant answers a parameter it does not know with 400: the schema is closed.
  return objectFromRows(rows, {closed: true});
}

export function responseSchema(slug: EndpointSlug, version: VersionName): JsonSchema {
  const reference = apiReference[slug];
  return objectFromRows(
    rowsIn(reference.response, version).map((f) => fieldRow(reference, f, 'response', version)),
    {closed: false},
  );
}

export function streamEventSchema(slug: EndpointSlug, version: VersionName): JsonSchema | null {
  const reference = apiReference[slug];
  if (!reference.stream) return null;
  return objectFromRows(
    rowsIn(reference.stream.events, version).map((f) => fieldRow(reference, f, 'response', version)),
    {closed: false},
  );
}

const errorResponseName = (e: ApiError): string => `Error${e.status}`;

type OpenApiObject = Record<string, unknown>;

function operation(slug: EndpointSlug, version: VersionName): OpenApiObject {
  const reference = apiReference[slug];
  const names = operationNames[slug];
  const ref = (name: string) => ({$ref: `#/components/schemas/${name}`});
  const ok: OpenApiObject = {'application/json': {schema: ref(`${names.schema}Response`)}};
  if (reference.stream) {
    ok['text/event-stream'] = {
      schema: {
        type: 'string',
        description:
          'Server-sent events with `stream: true`. Each `data: ` line holds one JSON event (`x-confidant-event-schema`), or an `error` object when a problem occurs after the stream started; `data: [DONE]` ends the stream.',
      },
      // Inline, not a component: only this extension refers to it, and OpenAPI 3.1 has no keyword that would.
      'x-confidant-event-schema': {oneOf: [streamEventSchema(slug, version), ref('Error')]},
    };
  }
  if (reference.plainTextResponse) {
    ok['text/plain'] = {schema: {type: 'string', description: 'The text alone, with `response_format: "text"`.'}};
  }
  const rejected = differencesIn(slug, version)
    .filter((row) => row.support === 'rejected')
    .map((row) => ({
      use: richTextToMarkdown(row.subject, version),
      status: row.status,
      ...(row.messages ? {messages: row.messages} : {}),
      note: richTextToMarkdown(row.note, version),
    }));
  const compatibility = openaiCompatibility[slug].response;
  const request = requestSchema(slug, version);
  return {
    operationId: names.operationId,
    summary: pageTitles[slug],
    description: [
      richTextToMarkdown(`[${pageTitles[slug]}](doc:api/${slug}) describes every parameter with examples.`, version),
      compatibility ? richTextToMarkdown(compatibility, version) : null,
    ]
      .filter(Boolean)
      .join(' '),
    tags: [names.tag],
    ...(reference.deprecated ? {deprecated: true} : {}),
    externalDocs: {url: docsUrl(version, `api/${slug}`), description: `${pageTitles[slug]} in the Confidant docs`},
    ...(request
      ? {
          requestBody: {
            required: true,
            content: {
              [reference.requestBody === 'multipart' ? 'multipart/form-data' : 'application/json']: {schema: ref(`${names.schema}Request`)},
            },
          },
        }
      : {}),
    responses: {
      200: {description: 'The answer.', content: ok},
      ...Object.fromEntries(errorsOf(slug).map((e) => [String(e.status), {$ref: `#/components/responses/${errorResponseName(e)}`}])),
    },
    ...(rejected.length > 0 ? {'x-confidant-rejected': rejected} : {}),
  };
}

function errorResponse(error: ApiError, version: VersionName): OpenApiObject {
  return {
    description: richTextToMarkdown(error.description, version),
    ...(error.status === 429
      ? {
          headers: {
            'Retry-After': {description: 'Seconds to wait before you send the request again.', schema: {type: 'integer', minimum: 0}},
          },
        }
      : {}),
    content: {
      'application/json': {
        schema: {
          allOf: [{$ref: '#/components/schemas/Error'}, {properties: {error: {properties: {type: {const: error.type}}}}}],
        },
      },
    },
  };
}

/** The OpenAPI 3.1 document of the Confidant API in a docs version. */
export function buildOpenApiDocument(version: VersionName): OpenApiObject {
  const slugs = Object.keys(apiReference) as EndpointSlug[];
  const schemas: Record<string, JsonSchema> = {Error: clone(errorSchema)};
  for (const slug of slugs) {
    const name = operationNames[slug].schema;
    const request = requestSchema(slug, version);
    if (request) schemas[`${name}Request`] = request;
    schemas[`${name}Response`] = responseSchema(slug, version);
  }
  const paths: Record<string, Record<string, OpenApiObject>> = {};
  for (const slug of slugs) {
    const reference = apiReference[slug];
    paths[operationPath(reference.path)] = {[reference.method.toLowerCase()]: operation(slug, version)};
  }
  const usedErrors = apiErrors.filter((e) => slugs.some((s) => errorsOf(s).includes(e)));
  const unserved = unservedEndpoints.map((e) => e.endpoint).join('; ');
  return {
    openapi: '3.1.0',
    info: {
      title: 'Confidant API',
      version,
      summary: 'The OpenAI-compatible API of Confidant, as the Confidant proxy serves it.',
      description: [
        `The API of Confidant in docs version ${version}. Send every request to the Confidant proxy that runs on your side: it attests the deployment, encrypts the request and adds your access key.`,
        `Properties with \`x-confidant-encrypted: false\` stay readable between the proxy and the worker, because routing and billing need them; everything else is encrypted.`,
        `OpenAI endpoints that the proxy does not serve answer with status ${unservedStatus}: ${unserved}.`,
        `[OpenAI compatibility](${docsUrl(version, 'api/openai-compatibility')}) lists what differs from the OpenAI API.`,
      ].join('\n\n'),
      contact: {name: 'Confidant support', email: 'support@confidant.example', url: docsUrl(version, '')},
    },
    externalDocs: {url: docsUrl(version, 'api/overview'), description: 'API overview'},
    servers: [{url: proxyServerUrl, description: 'The Confidant proxy with its default settings.'}],
    // The proxy adds the access key it runs with; a client sends none.
    security: [{}],
    tags: [...new Set(slugs.map((s) => operationNames[s].tag))].map((name) => ({name, description: tagDescriptions[name]})),
    paths,
    components: {
      schemas,
      responses: Object.fromEntries(usedErrors.map((e) => [errorResponseName(e), errorResponse(e, version)])),
    },
  };
}
