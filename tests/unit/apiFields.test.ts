import {readFileSync} from 'node:fs';
import {compile} from '@mdx-js/mdx';
import {VFile} from 'vfile';
import {describe, expect, it} from 'vitest';
import type {ApiField, ApiParam} from '../../src/data/apiReference';
import remarkApiFields from '../../src/plugins/api-fields/remark';
import {apiFieldsTable, compatibilityTable, fieldsTable} from '../../src/plugins/api-fields/tables';

const page = (body: string) =>
  `import ApiFields from '@site/src/components/ApiFields';\nimport OpenAICompatibility from '@site/src/components/OpenAICompatibility';\n\n${body}\n`;

const compileAt = async (path: string, body: string): Promise<string> =>
  String(await compile(new VFile({path, value: page(body)}), {remarkPlugins: [remarkApiFields]}));

describe('the api-fields remark plugin', () => {
  it('gives ApiFields the rows of its version, without importing the API data', async () => {
    const code = await compileAt(
      '/site/versioned_docs/version-1.24/api/chat-completions.mdx',
      '<ApiFields endpoint="chat-completions" part="request" />',
    );
    expect(code).toContain('"request-max_tokens"');
    expect(code).toContain('Most tokens the model may generate');
    expect(code).toMatch(/table: \{/);
    expect(code).not.toMatch(/apiReference|openaiCompatibility|api-fields/);
    // The page imports only what it imported before.
    expect(code.match(/^import .*$/gm)).toEqual([
      expect.stringContaining('react/jsx-runtime'),
      "import ApiFields from '@site/src/components/ApiFields';",
      "import OpenAICompatibility from '@site/src/components/OpenAICompatibility';",
    ]);
  });

  it('reads the version from the folder: docs/ is next', async () => {
    const next = await compileAt('/site/docs/api/models.mdx', '<ApiFields endpoint="models" part="response" />');
    expect(next).toContain(JSON.stringify(apiFieldsTable('models', 'response', 'next').rows[0]!.description).slice(1, -1));
  });

  it('gives OpenAICompatibility the rows of its data tables and leaves the OpenAPI link alone', async () => {
    const code = await compileAt(
      '/site/versioned_docs/version-1.28/api/openai-compatibility.mdx',
      '<OpenAICompatibility table="chat-completions" />\n\n<OpenAICompatibility table="unserved-endpoints" />\n\n<OpenAICompatibility table="openapi-document" />',
    );
    expect(code).toContain('"chat-completions-store"');
    expect(code).toContain('"unserved-post-v1-responses"');
    expect(code.match(/rows: \{/g)).toHaveLength(2);
  });

  it.each([
    ['an unknown endpoint', '<ApiFields endpoint="chat" part="request" />', /page\.mdx:6: <ApiFields> names the unknown endpoint "chat"/],
    ['an unknown part', '<ApiFields endpoint="models" part="body" />', /page\.mdx:6: <ApiFields> part must be/],
    [
      'an endpoint without rows in the part',
      '<ApiFields endpoint="models" part="request" />',
      /page\.mdx:6: models has no request fields in version next/,
    ],
    [
      'an attribute that is an expression',
      '<ApiFields endpoint={"models"} part="response" />',
      /page\.mdx:6: <ApiFields> needs endpoint="\.\.\."/,
    ],
    ['an unknown table', '<OpenAICompatibility table="images" />', /page\.mdx:6: <OpenAICompatibility> names the unknown table "images"/],
  ])('fails the build with file and line on %s', async (_, body, message) => {
    await expect(compileAt('/site/docs/api/page.mdx', `Text.\n\n${body}`)).rejects.toThrow(message);
  });

  it('fails outside a version folder, where no version is known', async () => {
    await expect(compileAt('/site/src/pages/page.mdx', '<ApiFields endpoint="models" part="response" />')).rejects.toThrow(
      /page\.mdx:4: <ApiFields> is only for pages in docs\/ or versioned_docs\//,
    );
  });
});

describe('the rows of an ApiFields table', () => {
  it('has Required and Default for requests, and the encryption column where the endpoint shows it', () => {
    const request = apiFieldsTable('chat-completions', 'request', '1.28');
    expect(request.showEncryption).toBe(true);
    expect(request.rows.find((r) => r.name === 'model')).toEqual({
      id: 'request-model',
      name: 'model',
      type: 'string',
      required: 'Yes',
      default: null,
      description: expect.any(String) as string,
      encrypted: 'No',
    });
    expect(request.rows.find((r) => r.name === 'messages')).toMatchObject({required: 'Yes', encrypted: 'Yes'});

    const response = apiFieldsTable('chat-completions', 'response', '1.23');
    expect(response.rows.find((r) => r.name === 'choices[].message')).toMatchObject({id: 'response-choices-message', encrypted: 'Yes'});
    expect(response.rows.every((r) => r.required === undefined && r.default === undefined)).toBe(true);

    const models = apiFieldsTable('models', 'response', 'next');
    expect(models.showEncryption).toBe(false);
    expect(models.rows.every((r) => r.encrypted === undefined)).toBe(true);
  });

  it("shows gpt-oss-120b's reasoning_content in the response table, encrypted like content", () => {
    for (const version of ['1.23', '1.28', 'next'] as const) {
      const response = apiFieldsTable('chat-completions', 'response', version).rows;
      const names = response.map((r) => r.name);
      expect(names.indexOf('choices[].message.reasoning_content'), version).toBe(names.indexOf('choices[].message') + 1);
      expect(response.find((r) => r.name === 'choices[].message.reasoning_content')).toMatchObject({
        id: 'response-choices-message-reasoning_content',
        type: 'string',
        encrypted: 'Yes',
      });
    }
  });

  it('keeps the order of the data, in every version', () => {
    for (const version of ['1.23', '1.26', 'next'] as const) {
      expect(apiFieldsTable('embeddings', 'request', version).rows.map((r) => r.name)).toEqual([
        'model',
        'input',
        'encoding_format',
        'dimensions',
      ]);
    }
  });

  it('shows a row only in the versions that have it', () => {
    const param = (name: string, extra: Partial<ApiParam> = {}): ApiParam => ({
      name,
      type: 'string',
      schema: {type: 'string'},
      required: false,
      default: null,
      description: name,
      ...extra,
    });
    const field: ApiField = {name: 'id', type: 'string', schema: {type: 'string'}, description: 'id', versions: ['1.23', '1.24']};
    const reference = {
      request: [
        param('model'),
        param('added', {versions: ['1.25', '1.26', '1.27', '1.28', 'next']}),
        param('removed', {versions: ['1.23']}),
      ],
      response: [field],
      showEncryption: true,
    };
    const names = (part: 'request' | 'response', version: '1.23' | '1.24' | '1.25' | 'next') =>
      fieldsTable(reference, part, version).rows.map((r) => r.name);
    expect(names('request', '1.23')).toEqual(['model', 'removed']);
    expect(names('request', '1.24')).toEqual(['model']);
    expect(names('request', '1.25')).toEqual(['model', 'added']);
    expect(names('response', '1.24')).toEqual(['id']);
    expect(names('response', 'next')).toEqual([]);
  });
});

describe('the rows of an OpenAICompatibility table', () => {
  it('anchor only the rows where Confidant differs', () => {
    const table = compatibilityTable('chat-completions', '1.24');
    if (table.kind !== 'endpoint') throw new Error('not an endpoint table');
    expect(table.rows.find((r) => r.subject === '`model`')).not.toHaveProperty('id');
    expect(table.rows.find((r) => r.subject === '`image_url` with an `http://` URL')).toMatchObject({
      id: 'chat-completions-image_url-with-an-http-url',
      support: 'rejected',
      status: 400,
    });
    // 1.23 still fetched http:// images.
    const old = compatibilityTable('chat-completions', '1.23');
    expect(old.kind === 'endpoint' && old.rows.find((r) => r.subject === '`image_url` with an `http://` URL')?.support).toBe('supported');
  });

  it('quote the error message of each rejected parameter', () => {
    const table = compatibilityTable('legacy-completions', '1.28');
    if (table.kind !== 'endpoint') throw new Error('not an endpoint table');
    expect(table.rows.find((r) => r.subject === '`best_of`')).toMatchObject({
      id: 'legacy-completions-best_of',
      support: 'rejected',
      status: 400,
      messages: ["Unsupported parameter: 'best_of'."],
    });
    expect(table.rows.find((r) => r.subject === '`model`')).not.toHaveProperty('messages');
  });

  it('give the models response note and the per-model support', () => {
    expect(compatibilityTable('models', 'next')).toMatchObject({
      kind: 'endpoint',
      rows: [],
      response: expect.stringContaining('`tasks`') as string,
    });
    const chat = compatibilityTable('chat-models', '1.28');
    expect(chat.kind === 'chat-models' && chat.models.length).toBeGreaterThan(0);
  });
});

it('keeps the API data out of the components: they import only types from it', () => {
  for (const component of ['ApiFields', 'OpenAICompatibility']) {
    const source = readFileSync(`src/components/${component}/index.tsx`, 'utf8');
    const imports = source.match(/^import .*$/gm) ?? [];
    for (const line of imports.filter((l) => /data\/(apiReference|openaiCompatibility)|plugins\/api-fields/.test(l))) {
      expect(line, component).toMatch(/^import type /);
    }
    expect(source, component).not.toMatch(/useVersionName/);
  }
});
