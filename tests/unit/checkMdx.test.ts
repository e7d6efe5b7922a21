import {describe, expect, it} from 'vitest';
import {checkMdxSource} from '../../scripts/checkMdx';

describe('checkMdxSource', () => {
  it('accepts front matter, admonitions, JSX and GFM tables', async () => {
    const source = '---\ntitle: A {b}\n---\n\nimport X from "y";\n\n:::note\nHi\n:::\n\n<X a="1" />\n\n| a | b |\n|---|---|\n| 1 | 2 |\n';
    expect(await checkMdxSource('ok.mdx', source)).toBeNull();
  });

  it('reports an unclosed expression with its line', async () => {
    const problem = await checkMdxSource('bad.mdx', '---\ntitle: x\n---\n\nText\n\nA { here\n');
    expect(problem?.file).toBe('bad.mdx');
    expect(problem?.line).toBeGreaterThanOrEqual(7);
  });

  it('reports front matter that is not valid YAML', async () => {
    const problem = await checkMdxSource('fm.mdx', '---\ntitle: x\ndescription: Gemma: text and images\n---\n\nBody\n');
    expect(problem?.message).toMatch(/Front matter/);
    expect(problem?.line).toBe(3);
  });
});
