import {describe, expect, it} from 'vitest';
import {buildOpenApiDocument} from '../../src/data/openapi';
import {
  classifyJson,
  curlCalls,
  fenceTarget,
  isApiPage,
  lineOfPointer,
  samplesOfPage,
  shellWords,
  type Context,
} from '../../scripts/lib/openapiSamples';
import {versionOfFile} from '../../src/data/versions';
import {lintConfig, lintDocument, SampleValidator} from '../../scripts/lib/openapiValidation';

const none: Context = {endpoints: []};
const fence = '```';

describe('versionOfFile and isApiPage', () => {
  it('reads the version from the folder', () => {
    expect(versionOfFile('docs/api/models.mdx')).toBe('next');
    expect(versionOfFile('versioned_docs/version-1.24/quickstart.mdx')).toBe('1.24');
    expect(versionOfFile('README.md')).toBeNull();
    expect(() => versionOfFile('versioned_docs/version-9.9/quickstart.mdx')).toThrow(/Unknown docs version "9.9"/);
    expect(isApiPage('versioned_docs/version-1.24/api/models.mdx')).toBe(true);
    expect(isApiPage('docs/guides/tool-calling.mdx')).toBe(false);
  });
});

describe('shellWords and curlCalls', () => {
  it('joins continuations, removes quotes and stops at a pipe or a closing parenthesis', () => {
    expect(shellWords(`curl -s \\\n  -H "A: b" 'x y'| wc`).map((t) => t.text)).toEqual(['curl', '-s', '-H', 'A: b', 'x y']);
    expect(shellWords(`curl -d '{"a": 1}')`).map((t) => t.text)).toEqual(['curl', '-d', '{"a": 1}']);
  });

  it('finds the endpoint, the method and the body of each call to the proxy', () => {
    const code = `curl http://localhost:8080/v1/chat/completions \\\n  -H "Content-Type: application/json" \\\n  -d '{\n  "model": "m"\n}'\ncurl http://localhost:8080/v1/models\nffmpeg -i a.wav -f mp3 - | \\\n  curl http://localhost:8080/v1/audio/transcriptions -F model="whisper-large-v3" -F "file=@-;filename=a.mp3" -F temperature=0`;
    const calls = curlCalls(code);
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /v1/chat/completions',
      'GET /v1/models',
      'POST /v1/audio/transcriptions',
    ]);
    expect(JSON.parse(calls[0]!.json!)).toEqual({model: 'm'});
    expect(code.slice(0, calls[0]!.bodyOffset).split('\n')).toHaveLength(3);
    expect(calls[2]!.form).toEqual({model: 'whisper-large-v3', file: '<file>', temperature: '0'});
  });

  it('takes a body read from a file (`--data-binary @file`, `-d @file`) as a POST whose body it cannot see', () => {
    for (const flag of ['--data-binary', '-d', '--data']) {
      const [call] = curlCalls(`curl http://localhost:8080/v1/chat/completions -H "Content-Type: application/json" ${flag} @request.json`);
      expect(call, flag).toMatchObject({method: 'POST', path: '/v1/chat/completions', json: null, form: null});
    }
    // --data-raw sends the text as it is, @ included.
    expect(curlCalls(`curl http://localhost:8080/v1/embeddings --data-raw '@x'`)[0]!.json).toBe('@x');
  });

  it('ignores curl calls to other hosts than an API path', () => {
    expect(curlCalls('curl -fsSL https://charts.confidant.example/index.yaml')).toEqual([]);
  });
});

describe('classifyJson', () => {
  it('maps a body by its own shape first', () => {
    expect(classifyJson({error: {message: 'x', type: 'not_found_error'}}, none)).toEqual([{method: 'POST', path: null, kind: 'error'}]);
    expect(classifyJson({object: 'chat.completion'}, none)).toEqual([{method: 'POST', path: '/v1/chat/completions', kind: 'response'}]);
    expect(classifyJson({object: 'text_completion'}, none, true)).toEqual([{method: 'POST', path: '/v1/completions', kind: 'event'}]);
    expect(classifyJson({object: 'list', data: [{object: 'model'}]}, none)).toEqual([
      {method: 'GET', path: '/v1/models', kind: 'response'},
    ]);
    expect(classifyJson({model: 'm', messages: []}, none)).toEqual([{method: 'POST', path: '/v1/chat/completions', kind: 'request'}]);
    expect(classifyJson({model: 'm', input: 'x'}, none)).toEqual([{method: 'POST', path: '/v1/embeddings', kind: 'request'}]);
  });

  it('maps a body the shape does not settle by its context', () => {
    const audio: Context = {
      endpoints: [
        {method: 'POST', path: '/v1/audio/transcriptions'},
        {method: 'POST', path: '/v1/audio/translations'},
      ],
    };
    expect(classifyJson({text: 'Hello'}, audio)).toEqual([
      {method: 'POST', path: '/v1/audio/transcriptions', kind: 'response'},
      {method: 'POST', path: '/v1/audio/translations', kind: 'response'},
    ]);
    expect(classifyJson({text: 'Hello'}, none)).toMatch(/no audio endpoint/);
  });

  it('names an unknown object type instead of skipping it, and skips JSON that is no API body', () => {
    expect(classifyJson({object: 'chat.completon'}, none)).toMatch(/no object type/);
    expect(classifyJson({access_key: 'k'}, none)).toEqual([]);
    expect(classifyJson([1, 2], none)).toEqual([]);
  });

  it('lets a fence say what it is', () => {
    expect(fenceTarget('openapi="POST /v1/embeddings response"')).toEqual([{method: 'POST', path: '/v1/embeddings', kind: 'response'}]);
    expect(fenceTarget('title="x" openapi="none"')).toBe('none');
    expect(fenceTarget('')).toBeNull();
    expect(() => fenceTarget('openapi="embeddings"')).toThrow(/METHOD/);
  });
});

describe('samplesOfPage', () => {
  const page = [
    '<Endpoint method="POST" path="/v1/audio/translations" />', // line 1
    '',
    `${fence}bash`,
    'curl http://localhost:8080/v1/audio/translations -F model="whisper-large-v3" -F file=@a.mp3', // line 4
    fence,
    '',
    `${fence}json`,
    '{"text": "Good morning."}', // line 8
    fence,
    '',
    `${fence}json`,
    '{"theme": "dark"}', // line 12: not an API body
    fence,
    '',
    `${fence}text`,
    'data: {"object": "text_completion", "choices": []}', // line 16
    'data: [DONE]',
    fence,
  ].join('\n');

  it('finds curl forms, JSON bodies and stream events, with their lines', () => {
    const {samples, problems} = samplesOfPage('docs/guides/x.mdx', page);
    expect(problems).toEqual([]);
    expect(samples.map((s) => [s.line, s.targets.map((t) => `${t.method} ${t.path} ${t.kind}`).join()])).toEqual([
      [4, 'POST /v1/audio/translations request'],
      [8, 'POST /v1/audio/translations response'],
      [16, 'POST /v1/completions event'],
    ]);
  });

  it('requires every JSON block of an API page to be a sample', () => {
    const {problems} = samplesOfPage('docs/api/translations.mdx', page);
    expect(problems).toEqual([
      {file: 'docs/api/translations.mdx', line: 12, message: expect.stringMatching(/matches no request or response/) as string},
    ]);
  });
});

describe('lineOfPointer', () => {
  it('finds the line of the value an instance path names', () => {
    const text = '{\n  "model": "m",\n  "messages": [\n    {"role": "user"}\n  ]\n}';
    expect(lineOfPointer(text, '/messages/0/role', 10)).toBe(13);
    expect(lineOfPointer(text, '', 10)).toBe(10);
  });
});

describe('SampleValidator', () => {
  const validator = new SampleValidator(buildOpenApiDocument('1.28'));
  const sample = (body: unknown, targets: ReturnType<typeof fenceTarget>, form = false) => ({
    file: 'docs/x.mdx',
    line: 5,
    text: JSON.stringify(body, null, 2),
    body,
    form,
    targets: targets as Exclude<typeof targets, 'none' | null>,
  });

  it('passes a valid request, response, form and error body', () => {
    expect(
      validator.validate(
        sample(
          {model: 'llama-3.3-70b', messages: [{role: 'user', content: 'Hi'}]},
          fenceTarget('openapi="POST /v1/chat/completions request"'),
        ),
      ),
    ).toEqual([]);
    expect(
      validator.validate(
        sample(
          {model: 'whisper-large-v3', file: '<file>', temperature: '0'},
          fenceTarget('openapi="POST /v1/audio/transcriptions request"'),
          true,
        ),
      ),
    ).toEqual([]);
    expect(
      validator.validate(
        sample({error: {message: 'm', type: 'rate_limit_error', param: null, code: null}}, [{method: 'POST', path: null, kind: 'error'}]),
      ),
    ).toEqual([]);
  });

  it('fails a broken sample with its file and line', () => {
    const problems = validator.validate(
      sample(
        {model: 'llama-3.3-70b', messages: [{role: 'robot', content: 'Hi'}], tool_choice: 'required', functions: []},
        fenceTarget('openapi="POST /v1/chat/completions request"'),
      ),
    );
    expect(problems.map((p) => p.message)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/\/messages\/0\/role must be equal to one of the allowed values/),
        expect.stringMatching(/\/tool_choice must be equal to one of the allowed values \("auto", "none"\)/),
        expect.stringMatching(/must NOT have additional properties "functions"/),
      ]),
    );
    expect(problems.every((p) => p.file === 'docs/x.mdx' && p.line >= 5)).toBe(true);
  });

  it('fails a model the version does not serve, except in the 404 demonstration', () => {
    const target = fenceTarget('openapi="POST /v1/embeddings request"');
    expect(validator.validate(sample({model: 'intfloat/multilingual-e5-large-instruct', input: 'x'}, target))).toHaveLength(1);
    expect(validator.validate(sample({model: 'no-such-model', input: 'x'}, target))).toEqual([]);
  });

  it('fails an endpoint the document does not have', () => {
    expect(validator.validate(sample({model: 'm'}, fenceTarget('openapi="POST /v1/responses request"')))[0]?.message).toMatch(
      /not in the OpenAPI document of version 1.28/,
    );
  });
});

describe('lintDocument', () => {
  it('finds nothing in a generated document, and finds a broken one', async () => {
    const config = await lintConfig();
    expect(await lintDocument(buildOpenApiDocument('1.23'), 'openapi.json', config)).toEqual([]);
    const broken = buildOpenApiDocument('1.23');
    delete (broken.paths as Record<string, Record<string, {operationId?: string}>>)['/models']!.get!.operationId;
    const problems = await lintDocument(broken, 'openapi.json', config);
    expect(problems.map((p) => p.message).join('\n')).toMatch(/operation-operationId/);
  });
});
