import {describe, expect, it} from 'vitest';
import {markdownTwinPath, pageRoute} from '../../src/utils/markdownTwin';

describe('markdownTwinPath', () => {
  it('puts the twin of a page beside its HTML file', () => {
    expect(markdownTwinPath('/quickstart')).toBe('/quickstart.md');
    expect(markdownTwinPath('/1.23/api/overview')).toBe('/1.23/api/overview.md');
    expect(markdownTwinPath('/next/architecture/attestation/overview')).toBe('/next/architecture/attestation/overview.md');
  });

  it('gives the site root index.md and a version root its own name', () => {
    expect(markdownTwinPath('/')).toBe('/index.md');
    expect(markdownTwinPath('/next')).toBe('/next.md');
    expect(markdownTwinPath('/1.23/')).toBe('/1.23.md');
  });

  it('ignores a query or a hash', () => {
    expect(markdownTwinPath('/quickstart?x=1#step-2')).toBe('/quickstart.md');
  });

  it('refuses a relative path instead of guessing', () => {
    expect(() => markdownTwinPath('quickstart')).toThrow(/site-absolute/);
  });
});

describe('pageRoute', () => {
  it('drops the trailing slash of a version root and keeps the site root', () => {
    expect(pageRoute('/next/')).toBe('/next');
    expect(pageRoute('/1.23/api/overview')).toBe('/1.23/api/overview');
    expect(pageRoute('/')).toBe('/');
  });
});
