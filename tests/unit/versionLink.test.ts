import {describe, expect, it} from 'vitest';
import {versionLink} from '../../src/components/PageActions/versionLink';

describe('versionLink', () => {
  it('keeps the version path of older and unreleased versions', () => {
    expect(versionLink('https://docs.example', '/1.23/api/embeddings')).toBe('https://docs.example/1.23/api/embeddings');
    expect(versionLink('https://docs.example/', '/next/quickstart')).toBe('https://docs.example/next/quickstart');
  });

  it('drops the trailing slash of a version root, as the site links it (trailingSlash: false)', () => {
    expect(versionLink('https://docs.example', '/next/')).toBe('https://docs.example/next');
    expect(versionLink('https://docs.example', '/')).toBe('https://docs.example/');
  });
});
