import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {apiReference, errorsOf, schemaIn, type EndpointSlug, type JsonSchema} from '../../src/data/apiReference';
import {chatModelSupport, compatibilityRows, differencesIn} from '../../src/data/openaiCompatibility';
import {
  buildOpenApiDocument,
  objectFromRows,
  requestSchema,
  responseSchema,
  richTextToMarkdown,
  streamEventSchema,
} from '../../src/data/openapi';
import {openApiPath} from '../../src/data/openapiUrl';
import {latestVersion, versionOrder} from '../../src/data/versions';
import {writeOpenApiDocuments} from '../../src/plugins/openapi';

const slugs = Object.keys(apiReference) as EndpointSlug[];
const props = (schema: JsonSchema | null): Record<string, JsonSchema> => ({...schema?.properties});

/** The JSON types a schema allows; a `file` is a string on the wire. */
function schemaTypes(schema: JsonSchema): string[] {
  if (schema.oneOf) return [...new Set(schema.oneOf.flatMap(schemaTypes))].sort();
  if (schema.const !== undefined) return [typeof schema.const];
  const types = typeof schema.type === 'string' ? [schema.type] : [...(schema.type ?? [])];
  return types.map((t) => (t === 'integer' ? 'number' : t)).sort();
}

/** The JSON types a table's label names: 'string or array of strings', 'object or null', 'file'. */
function labelTypes(label: string): string[] {
  return label
    .split(/,? or /)
    .map((part) =>
      part
        .replace(/ of .*/, '')
        .replace(/^file$/, 'string')
        .replace(/^integer$/, 'number'),
    )
    .sort();
}

describe('the typed API data', () => {
  it.each(slugs)('%s: the type a table shows and the schema name the same JSON types', (slug) => {
    const {request, response, stream} = apiReference[slug];
    for (const version of versionOrder) {
      for (const row of [...request, ...response, ...(stream?.events ?? [])]) {
        expect(schemaTypes(schemaIn(row.schema, version)), `${slug} ${row.name} (${row.type}) in ${version}`).toEqual(labelTypes(row.type));
      }
    }
  });
});

describe('objectFromRows', () => {
  it('nests `a[].b` under the items of `a` and marks what is required', () => {
    const schema = objectFromRows(
      [
        {name: 'data', schema: {type: 'array', items: {type: 'object'}}, description: 'D', required: true, extensions: {}},
        {name: 'data[].id', schema: {type: 'string'}, description: 'I', required: true, extensions: {'x-a': 1}},
        {name: 'data[].note', schema: {type: 'string'}, description: 'N', required: false, extensions: {}},
      ],
      {closed: true},
    );
    expect(schema).toEqual({
      type: 'object',
      required: ['data'],
      additionalProperties: false,
      properties: {
        data: {
          type: 'array',
          description: 'D',
          items: {
            type: 'object',
            required: ['id'],
            properties: {id: {type: 'string', description: 'I', 'x-a': 1}, note: {type: 'string', description: 'N'}},
          },
        },
      },
    });
  });

  it('puts `a[].b.c` into the object `b` of the items of `a`, copying what it changes', () => {
    const message: JsonSchema = {type: 'object', required: ['role'], properties: {role: {type: 'string'}}};
    const schema = objectFromRows(
      [
        {name: 'choices', schema: {type: 'array', items: {type: 'object'}}, description: 'C', required: true, extensions: {}},
        {name: 'choices[].message', schema: message, description: 'M', required: true, extensions: {}},
        {name: 'choices[].message.extra', schema: {type: 'string'}, description: 'E', required: false, extensions: {'x-a': 1}},
        {name: 'choices[].message.kept', schema: {type: 'string'}, description: 'K', required: true, extensions: {}},
      ],
      {closed: false},
    );
    const items = props(props(schema).choices?.items ?? null);
    expect(items.message).toEqual({
      type: 'object',
      description: 'M',
      required: ['role', 'kept'],
      properties: {role: {type: 'string'}, extra: {type: 'string', description: 'E', 'x-a': 1}, kept: {type: 'string', description: 'K'}},
    });
    // The row's own schema is not changed: another version builds from it again.
    expect(message).toEqual({type: 'object', required: ['role'], properties: {role: {type: 'string'}}});
    expect(() =>
      objectFromRows([{name: 'a.b', schema: {type: 'string'}, description: '', required: true, extensions: {}}], {closed: false}),
    ).toThrow(/"a" to be an object row/);
  });

  it('refuses a nested field without its parent', () => {
    expect(() =>
      objectFromRows([{name: 'a[].b', schema: {type: 'string'}, description: '', required: true, extensions: {}}], {closed: false}),
    ).toThrow(/parent "a"/);
  });
});

describe('the OpenAPI document', () => {
  it.each(versionOrder)('%s: OpenAPI 3.1, the docs version, the proxy as server, every endpoint', (version) => {
    const document = buildOpenApiDocument(version) as {
      openapi: string;
      info: {version: string};
      servers: {url: string}[];
      paths: Record<string, Record<string, unknown>>;
    };
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.version).toBe(version);
    expect(document.servers).toEqual([{url: 'http://localhost:8080/v1', description: expect.any(String) as string}]);
    expect(Object.entries(document.paths).map(([p, ops]) => `${Object.keys(ops).join()} ${p}`)).toEqual([
      'post /chat/completions',
      'post /completions',
      'post /embeddings',
      'get /models',
      'post /audio/transcriptions',
      'post /audio/translations',
    ]);
  });

  it('marks the fields that stay in clear, and only those', () => {
    const request = props(requestSchema('chat-completions', '1.28'));
    expect(request.model?.['x-confidant-encrypted']).toBe(false);
    expect(request.max_completion_tokens?.['x-confidant-encrypted']).toBe(false);
    expect(request.messages?.['x-confidant-encrypted']).toBe(true);
    expect(request.tools?.['x-confidant-encrypted']).toBe(true);
    const response = props(responseSchema('chat-completions', '1.28'));
    expect(response.id?.['x-confidant-encrypted']).toBe(false);
    expect(response.usage?.['x-confidant-encrypted']).toBe(false);
    expect(response.choices?.['x-confidant-encrypted']).toBe(true);
    expect(props(response.choices?.items ?? null).message?.['x-confidant-encrypted']).toBe(true);
  });

  it('lists the model IDs of each version: full IDs before 1.28, short and full from 1.28, `latest` until next', () => {
    const ids = (v: (typeof versionOrder)[number]) => props(requestSchema('chat-completions', v)).model?.enum;
    expect(ids('1.27')).toContain('ibnzterrell/Meta-Llama-3.3-70B-Instruct-AWQ-INT4');
    expect(ids('1.27')).not.toContain('llama-3.3-70b');
    expect(ids('1.28')).toEqual(expect.arrayContaining(['llama-3.3-70b', 'ibnzterrell/Meta-Llama-3.3-70B-Instruct-AWQ-INT4', 'latest']));
    expect(ids('next')).not.toContain('latest');
    expect(props(requestSchema('embeddings', '1.28')).model?.enum).toEqual(['multilingual-e5-large']);
    expect(props(requestSchema('embeddings', '1.27')).model?.enum).toEqual(['intfloat/multilingual-e5-large-instruct']);
  });

  it("gives gpt-oss-120b's reasoning_content to the message and to each stream delta, encrypted, in every version", () => {
    for (const version of versionOrder) {
      const choice = props(props(responseSchema('chat-completions', version)).choices?.items ?? null);
      const reasoning = props(choice.message ?? null).reasoning_content;
      expect(reasoning, version).toMatchObject({type: 'string', 'x-confidant-encrypted': true});
      expect(choice.message?.required, version).toEqual(['role', 'content']);
      const delta = props(props(props(streamEventSchema('chat-completions', version)).choices?.items ?? null).delta ?? null);
      expect(delta.reasoning_content, version).toMatchObject({type: 'string', 'x-confidant-encrypted': true});
    }
  });

  it('allows legacy `logprobs` from 0 to 5, as the OpenAI API does', () => {
    expect(props(requestSchema('legacy-completions', '1.28')).logprobs).toMatchObject({minimum: 0, maximum: 5});
  });

  it('gives /v1/models its `tasks` extension with the task names', () => {
    const data = props(responseSchema('models', '1.28')).data;
    expect(props(data?.items ?? null).tasks?.items?.enum).toEqual([
      'generate',
      'embed',
      'tool_calling',
      'vision',
      'transcribe',
      'translate',
    ]);
  });

  it('rejects an http:// image URL from 1.24 on and accepts data: URLs in every version', () => {
    const url = (v: (typeof versionOrder)[number]) =>
      JSON.stringify(props(requestSchema('chat-completions', v)).messages).match(/"url":\{"type":"string","pattern":"([^"]+)"/)?.[1];
    const matches = (v: (typeof versionOrder)[number], value: string) => new RegExp(url(v)!.replace(/\\\\/g, '\\')).test(value);
    expect(matches('1.23', 'http://example.org/a.png')).toBe(true);
    expect(matches('1.24', 'http://example.org/a.png')).toBe(false);
    expect(matches('next', 'https://example.org/a.png')).toBe(true);
    expect(matches('next', 'data:image/png;base64,AAAA')).toBe(true);
  });

  it('streams chat and legacy completions, with usage only in the last event', () => {
    const chunk = streamEventSchema('chat-completions', 'next');
    expect(props(chunk).object).toMatchObject({const: 'chat.completion.chunk'});
    expect(chunk?.required).not.toContain('usage');
    expect(streamEventSchema('embeddings', 'next')).toBeNull();
  });

  it('answers with the statuses the docs name, per endpoint', () => {
    const statuses = (slug: EndpointSlug) => errorsOf(slug).map((e) => e.status);
    // Any request body over 25 MB answers 413: chat with inline images as well as audio.
    expect(statuses('chat-completions')).toEqual([400, 401, 404, 413, 429, 500, 503]);
    expect(statuses('embeddings')).toEqual([400, 401, 404, 413, 429, 500, 503]);
    expect(statuses('speech-to-text')).toEqual([400, 401, 404, 413, 429, 500, 503]);
    expect(statuses('models')).toEqual([401, 429, 500, 503]);
  });

  it('takes an accepted-and-ignored parameter and closes the request to anything else', () => {
    const chat = requestSchema('chat-completions', 'next');
    expect(props(chat).store).toMatchObject({'x-confidant-support': 'ignored'});
    expect(props(chat).functions).toBeUndefined();
    expect(chat?.additionalProperties).toBe(false);
  });

  it('writes doc links as absolute URLs of the version', () => {
    expect(richTextToMarkdown('See [Tasks](doc:api/models#tasks) and `x`.', '1.23')).toBe(
      'See [Tasks](https://docs.confidant.example/1.23/api/models#tasks) and `x`.',
    );
  });

  it('is written by the plugin at the URL of each version', async () => {
    const outDir = mkdtempSync(path.join(os.tmpdir(), 'openapi-'));
    try {
      const files = await writeOpenApiDocuments(outDir);
      expect(files.map((f) => `/${path.relative(outDir, f)}`)).toEqual(versionOrder.map(openApiPath));
      expect(openApiPath(latestVersion)).toBe('/openapi.json');
      const next = JSON.parse(readFileSync(path.join(outDir, 'next/openapi.json'), 'utf8')) as {info: {version: string}};
      expect(next.info.version).toBe('next');
    } finally {
      rmSync(outDir, {recursive: true, force: true});
    }
  });
});

describe('the OpenAI-compatibility data', () => {
  it('lists every parameter of the API pages as supported, then what differs', () => {
    const rows = compatibilityRows('chat-completions', '1.28');
    expect(rows.slice(0, apiReference['chat-completions'].request.length).every((r) => r.support === 'supported')).toBe(true);
    expect(rows.find((r) => r.subject === '`tool_choice: "required"`')).toMatchObject({support: 'rejected', status: 400});
    expect(rows.find((r) => r.subject === '`functions`, `function_call`')).toMatchObject({support: 'rejected', status: 400});
  });

  it('rejects http:// image URLs from 1.24 on only', () => {
    const http = (v: (typeof versionOrder)[number]) => differencesIn('chat-completions', v).filter((r) => r.subject.includes('http://'));
    expect(http('1.23').map((r) => r.support)).toEqual(['supported']);
    expect(http('1.24').map((r) => r.support)).toEqual(['rejected']);
  });

  it('takes tool calling per model and version from the model data', () => {
    const support = (v: (typeof versionOrder)[number], id: string) => chatModelSupport(v).find((m) => m.id === id);
    expect(support('1.26', 'qwen3-coder-30b-a3b')?.tools).toBe('rejected');
    expect(support('1.27', 'qwen3-coder-30b-a3b')).toMatchObject({tools: 'supported', parallelToolCalls: 'supported'});
    expect(support('1.28', 'gpt-oss-120b')?.tools).toBe('rejected');
    expect(support('next', 'gpt-oss-120b')).toMatchObject({tools: 'supported', parallelToolCalls: 'ignored'});
    expect(support('next', 'gemma-3-27b')).toMatchObject({tools: 'rejected', imageInput: 'supported'});
    expect(support('next', 'llama-3.3-70b')).toMatchObject({tools: 'supported', imageInput: 'rejected'});
  });
});
