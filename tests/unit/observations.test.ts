/**
 * What each party can observe (src/data/observations.ts): the fields come from
 * the API reference, the rows from the facts, and every API and model page
 * renders its table with <WhatEachPartySees />, so no page describes it in
 * its own words.
 */
import {existsSync, readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {observations} from '../../src/data/observations';
import {observationsTable} from '../../src/plugins/security-claims/remark';
import {modelsOf} from '../../src/data/models';
import {pagesOf} from '../../src/data/pageMatrix';
import {versionOrder} from '../../src/data/versions';
import {folderOf} from './docsSources';

const row = (rows: ReturnType<typeof observations>, observer: string): string => rows.find((r) => r.observer === observer)?.sees ?? '';

describe('what each party can observe', () => {
  it('lists the clear fields of chat completions from the API reference, and the image host', () => {
    const rows = observations({endpoint: 'chat-completions'}, '1.28');
    const gateway = row(rows, 'gateway');
    for (const field of ['model', 'stream', 'stream_options', 'max_tokens', 'max_completion_tokens', 'n', 'id', 'usage']) {
      expect(gateway).toContain(`\`${field}\``);
    }
    expect(gateway).not.toContain('`messages`');
    expect(gateway).toMatch(/IP address and access key/);
    expect(gateway).toMatch(/each chunk/);
    expect(row(rows, 'image-host')).toMatch(/`https:\/\/` URL/);
    expect(row(rows, 'other-customers')).toMatch(/salt/);
  });

  it('gives audio only what a multipart upload leaves in clear: no usage, no chunks, no image host, no cache', () => {
    const rows = observations({endpoint: 'speech-to-text'}, '1.28');
    const gateway = row(rows, 'gateway');
    expect(gateway).toContain('in requests, `model`.');
    expect(gateway).not.toMatch(/usage|chunk/);
    expect(rows.map((r) => r.observer)).not.toContain('image-host');
    expect(row(rows, 'other-customers')).not.toMatch(/salt/);
  });

  it('shows the public model list as public, without workers', () => {
    const rows = observations({endpoint: 'models'}, '1.28');
    expect(rows.map((r) => r.observer)).toEqual(['network', 'gateway', 'infrastructure-provider']);
    expect(row(rows, 'gateway')).toMatch(/the answer is encrypted like every response/);
  });

  it('follows a model: the image host only for a vision model, http:// before 1.24', () => {
    expect(observations({model: 'gemma-3-27b'}, '1.23').map((r) => r.observer)).toContain('image-host');
    expect(row(observations({model: 'gemma-3-27b'}, '1.23'), 'image-host')).toMatch(/`http:\/\/` or `https:\/\/`/);
    expect(observations({model: 'llama-33-70b'}, '1.28').map((r) => r.observer)).not.toContain('image-host');
    expect(row(observations({model: 'multilingual-e5-large'}, '1.28'), 'gateway')).toMatch(/`usage`/);
  });

  it('refuses a model the version does not serve, and an unknown endpoint, by name', () => {
    expect(() => observations({model: 'multilingual-e5-large'}, '1.27')).toThrow(/does not serve the model "multilingual-e5-large"/);
    expect(() => observations({endpoint: 'images' as never}, '1.28')).toThrow(/Unknown endpoint "images".*chat-completions/);
  });

  it('renders a Markdown table with a row per party, links resolved for the version', () => {
    const table = observationsTable({all: true}, '1.23') as {children: {children: unknown[]}[]};
    expect(table.children).toHaveLength(1 + observations({all: true}, '1.23').length);
    expect(JSON.stringify(table)).toContain('/1.23/security#claim-encrypted-in-transit');
  });
});

describe('every API and model page shows its table', () => {
  for (const version of versionOrder) {
    it(`in ${version}`, () => {
      const missing: string[] = [];
      // Every page named here is in the page matrix, so a missing file fails too.
      const expectTag = (page: string, tag: string): void => {
        const file = `${folderOf(version)}/${page}.mdx`;
        if (!existsSync(file) || !readFileSync(file, 'utf8').includes(tag)) missing.push(`${file}: ${tag}`);
      };
      for (const model of modelsOf(version)) expectTag(`models/${model.slug}`, `<WhatEachPartySees model="${model.slug}" />`);
      for (const page of pagesOf(version).filter((p) => p.startsWith('api/'))) {
        const slug = page.slice('api/'.length);
        if (slug === 'overview' || slug === 'openai-compatibility') continue;
        expectTag(page, `<WhatEachPartySees endpoint="${slug}" />`);
      }
      const security = existsSync(`${folderOf(version)}/security/index.mdx`) ? 'security/index' : 'security';
      expectTag(security, '<WhatEachPartySees />');
      expect(missing).toEqual([]);
    });
  }
});
