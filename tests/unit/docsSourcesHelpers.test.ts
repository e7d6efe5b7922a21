import {describe, expect, it} from 'vitest';
import {docPathOf, modelIdsInCode, releaseHeadings} from './docsSources';

describe('docs source helpers', () => {
  it('maps files to doc paths', () => {
    expect(docPathOf('intro.mdx')).toBe('');
    expect(docPathOf('security/index.mdx')).toBe('security');
    expect(docPathOf('security.mdx')).toBe('security');
    expect(docPathOf('architecture/attestation/overview.mdx')).toBe('architecture/attestation/overview');
  });

  it('reads release headings in order', () => {
    expect(releaseHeadings('## Next (1.29, unreleased)\n\nx\n\n## Version 1.28\n\n## Version 1.23\n')).toEqual(['next', '1.28', '1.23']);
  });

  it('finds model IDs in JSON, Python, TypeScript, YAML and multipart curl', () => {
    expect(modelIdsInCode('{"model": "gemma-3-27b", "messages": []}')).toEqual(['gemma-3-27b']);
    expect(modelIdsInCode('client.chat.completions.create(model="llama-3.3-70b")')).toEqual(['llama-3.3-70b']);
    expect(modelIdsInCode('await client.embeddings.create({ model: "multilingual-e5-large", input: "x" })')).toEqual([
      'multilingual-e5-large',
    ]);
    expect(modelIdsInCode('curl -F model=whisper-large-v3 -F file=@a.mp3')).toEqual(['whisper-large-v3']);
    expect(modelIdsInCode("  model: 'qwen3-coder-30b-a3b'")).toEqual(['qwen3-coder-30b-a3b']);
    expect(modelIdsInCode('print(model)')).toEqual([]);
  });
});
