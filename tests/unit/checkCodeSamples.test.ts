import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {checkBlocks} from '../../scripts/checkCodeSamples';
import {extractCodeBlocks} from '../../src/lib/codeBlocks';

const workDir = path.resolve(`node_modules/.cache/code-samples-test-${process.pid}`);
const check = (source: string) => checkBlocks(extractCodeBlocks('page.mdx', source), workDir);

describe('extractCodeBlocks', () => {
  it('finds fenced blocks with language, start line and body, also indented ones', () => {
    const blocks = extractCodeBlocks('p.mdx', 'text\n\n```json title="x"\n{"a": 1}\n```\n\n  ```bash\n  echo hi\n  ```\n');
    expect(blocks).toEqual([
      {file: 'p.mdx', line: 4, lang: 'json', meta: 'title="x"', code: '{"a": 1}'},
      {file: 'p.mdx', line: 8, lang: 'bash', meta: '', code: 'echo hi'},
    ]);
  });

  it('keeps a longer fence open across a shorter one', () => {
    const blocks = extractCodeBlocks('p.mdx', '````mdx\n```json\n{}\n```\n````\n');
    expect(blocks).toHaveLength(1);
    expect(blocks[0]!.lang).toBe('mdx');
  });
});

describe('checkBlocks', () => {
  it('accepts good samples of every checked language', () => {
    const good = [
      '```json\n{"model": "x"}\n```',
      '```yaml\na: 1\nb: [1, 2]\n```',
      '```bash\ncurl http://localhost:8080/v1/models \\\n  -H "Authorization: Bearer <key>"\n```',
      '```python\nfrom openai import OpenAI\nclient = OpenAI(base_url="http://localhost:8080/v1", api_key="unused")\n```',
      '```ts\nimport OpenAI from "openai";\nconst client = new OpenAI({ baseURL: "http://localhost:8080/v1", apiKey: "unused" });\nconst models = await client.models.list();\nconsole.log(models.data.length);\n```',
      '```text\nthis is { not checked\n```',
    ].join('\n\n');
    expect(check(good)).toEqual([]);
  });

  it('reports each broken sample with file, line and language', () => {
    const bad = [
      '```json\n{"a": 1,}\n```', // line 2
      '```yaml\na: [1, 2\n```', // line 6
      '```bash\ndocker run --apiKey <your-access-key>\n```', // line 10
      '```python\nprint("x"\n```', // line 14
      '```ts\nimport OpenAI from "openai";\nconst c = new OpenAI({ baseURL: "x", apiKey: "y" });\nc.chat.completions.nope();\n```', // block at 18, error on 20
    ].join('\n\n');
    const problems = check(bad);
    expect(problems.map((p) => [p.line, p.lang])).toEqual([
      [2, 'json'],
      [7, 'yaml'], // js-yaml reports an unclosed list where the input ends
      [10, 'bash'],
      [14, 'python'],
      [20, 'ts'],
    ]);
    expect(problems.every((p) => p.file === 'page.mdx')).toBe(true);
    expect(problems[4]!.message).toMatch(/nope/);
  });
});
