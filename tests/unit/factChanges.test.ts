import {describe, expect, it} from 'vitest';
import {apiReference, httpsOnlyImageUrlsSince, schemaIn, type EndpointSlug} from '../../src/data/apiReference';
import {factChanges, factTopics, type FactChange, type FactTopic} from '../../src/data/factChanges';
import {getModel, models} from '../../src/data/models';
import {hasPage} from '../../src/data/pageMatrix';
import {isAtLeast, versionOrder, type VersionName} from '../../src/data/versions';

const adjacent = versionOrder.slice(1).map((to, i) => [versionOrder[i]!, to] as const);
const allPairs = versionOrder.flatMap((from, i) => versionOrder.slice(i).map((to) => [from, to] as const));

const texts = (changes: FactChange[], topic: FactTopic): string[] => changes.filter((c) => c.topic === topic).map((c) => c.text);

describe('factChanges', () => {
  it('finds nothing between a version and itself', () => {
    for (const version of versionOrder) {
      expect(factChanges(version, version)).toEqual([]);
    }
  });

  it('refuses to compare a newer version with an older one', () => {
    expect(() => factChanges('1.26', '1.25')).toThrow();
  });

  it('1.25 to 1.26: both OCSP defaults and the Contrast version', () => {
    const changes = factChanges('1.25', '1.26');
    expect(texts(changes, 'flags')).toEqual([
      'The default of `--nvidiaOCSPAllowUnknown` changes from `false` to `true`.',
      'The default of `--nvidiaOCSPRevokedGracePeriod` changes from `0` to `48`.',
    ]);
    expect(texts(changes, 'attestation')).toEqual([
      'The proxy verifies the deployment with the verifier of Contrast `v1.13.0` instead of `v1.12.0`.',
    ]);
    expect(changes.find((c) => c.topic === 'attestation')?.pages).toEqual([
      {path: 'architecture/attestation/contrast-integration', version: '1.26'},
    ]);
  });

  it('1.24 to 1.25: Qwen3-Coder replaces Qwen2.5-Coder in one change, not an addition and a removal', () => {
    const modelTexts = texts(factChanges('1.24', '1.25'), 'models');
    expect(modelTexts).toHaveLength(1);
    expect(modelTexts[0]).toMatch(/^Qwen3-Coder 30B-A3B Instruct replaces Qwen2\.5-Coder 14B Instruct/);
    expect(modelTexts[0]).toContain('`qwen/qwen2.5-coder-14b-instruct-awq`, which fails with status 404');
    const pages = factChanges('1.24', '1.25').find((c) => c.topic === 'models')!.pages;
    expect(pages).toContainEqual({path: 'models/qwen3-coder-30b-a3b', version: '1.25'});
    expect(pages).toContainEqual({path: 'models/qwen25coder-14b', version: '1.24'});
  });

  it('1.27 to 1.28: the old full IDs are still accepted, and E5 Large replaces E5 Large Instruct', () => {
    const modelTexts = texts(factChanges('1.27', '1.28'), 'models');
    expect(modelTexts).toContain('The ID of gpt-oss-120b is `gpt-oss-120b` instead of `openai/gpt-oss-120b`, which is still accepted.');
    const renamed = modelTexts.filter((t) => t.startsWith('The ID of'));
    expect(renamed).toHaveLength(4);
    for (const text of renamed) expect(text).toMatch(/which is still accepted\.$/);
    const e5 = modelTexts.filter((t) => t.includes('Multilingual E5'));
    expect(e5).toEqual([
      'Multilingual E5 Large replaces Multilingual E5 Large Instruct: send `multilingual-e5-large` instead of `intfloat/multilingual-e5-large-instruct`, which fails with status 404.',
    ]);
    expect(modelTexts).toContain('The model name `latest` is deprecated: name `llama-3.3-70b` instead.');
  });

  it('1.28 to next: the new rate limits, tool calling for gpt-oss and the removal of `latest`', () => {
    const changes = factChanges('1.28', 'next');
    const limits = texts(changes, 'rateLimits');
    expect(limits).toContain('On the Free tier, the limit on prompt tokens per minute changes from 10,000 to 100,000.');
    expect(limits).toContain('On the Free tier, the limit on audio per minute changes from 2 MB to 25 MB.');
    expect(limits).toContain('On the Standard (pay as you go) tier, the limit on prompt tokens per minute changes from 20,000 to 100,000.');
    expect(limits).toHaveLength(7);
    expect(changes.filter((c) => c.topic === 'rateLimits').every((c) => c.pages[0]?.version === 'next')).toBe(true);
    expect(texts(changes, 'models')).toEqual([
      'gpt-oss-120b supports tool calling.',
      'The model name `latest` is removed, and a request that names it fails with status 404: name `llama-3.3-70b` instead.',
    ]);
  });

  it('1.23 to 1.24: new OCSP flags, larger contexts, HTTPS-only image URLs; the upgrading page itself is no news', () => {
    const changes = factChanges('1.23', '1.24');
    expect(texts(changes, 'flags')).toEqual([
      'The proxy accepts a new flag, `--nvidiaOCSPAllowUnknown`, with the default `false`.',
      'The proxy accepts a new flag, `--nvidiaOCSPRevokedGracePeriod`, with the default `0`.',
    ]);
    expect(texts(changes, 'models')).toContain('The context limit of Gemma 3 27B grows from 70,000 to 128,000 tokens.');
    const api = changes.filter((c) => c.topic === 'api');
    expect(api).toHaveLength(1);
    expect(api[0]!.pages).toEqual([{path: 'api/chat-completions', version: '1.24'}]);
    expect(texts(changes, 'pages')).toEqual([]);
  });

  it('compares versions that are not adjacent: 1.23 to 1.28 has the OCSP defaults of 1.26', () => {
    const changes = factChanges('1.23', '1.28');
    const flags = texts(changes, 'flags');
    expect(flags).toContain('The proxy accepts a new flag, `--nvidiaOCSPAllowUnknown`, with the default `true`.');
    expect(flags).toContain('The proxy accepts a new flag, `--nvidiaOCSPRevokedGracePeriod`, with the default `48`.');
    const modelTexts = texts(changes, 'models');
    expect(modelTexts.filter((t) => t.includes(' replaces '))).toHaveLength(2);
    expect(texts(changes, 'attestation')).toHaveLength(1);
    // 1.24 to 1.28: the flags existed at both ends, so their defaults changed.
    expect(texts(factChanges('1.24', '1.28'), 'flags')).toContain(
      'The default of `--nvidiaOCSPAllowUnknown` changes from `false` to `true`.',
    );
  });

  // The releases whose data these tests were written against, 1.23 to 1.28: each changed facts. A later
  // release may change none (Next starts as a copy of the latest release), which its upgrade notes say.
  it('has something to say for every adjacent pair of releases from 1.23 to 1.28', () => {
    for (const [from, to] of adjacent.filter((pair) => pair[1] !== 'next' && isAtLeast('1.28', pair[1]))) {
      expect(factChanges(from, to).length, `${from} to ${to}`).toBeGreaterThan(0);
    }
  });

  it('links only pages the linked version has, in `to` where it has them', () => {
    for (const [from, to] of allPairs) {
      for (const change of factChanges(from, to)) {
        expect(change.pages.length, change.text).toBeGreaterThan(0);
        for (const page of change.pages) {
          expect(hasPage(page.version, page.path), `${from} to ${to}: ${page.path} in ${page.version}`).toBe(true);
          expect([from, to]).toContain(page.version);
          if (page.version === from) expect(hasPage(to, page.path)).toBe(false);
        }
      }
    }
  });

  it('groups changes by topic in the order of factTopics, one sentence each, with code spans only', () => {
    const order = factTopics.map((t) => t.topic);
    for (const [from, to] of allPairs) {
      const topics = factChanges(from, to).map((c) => order.indexOf(c.topic));
      expect(topics).toEqual([...topics].sort((a, b) => a - b));
      for (const {text} of factChanges(from, to)) {
        expect(text).toMatch(/^[A-Z`a-z].*\.$/);
        expect(text).not.toMatch(/\]\(|\{models:/);
        expect(text.split('`').length % 2, text).toBe(1);
      }
    }
  });

  it('is deterministic', () => {
    expect(factChanges('1.23', 'next')).toEqual(factChanges('1.23', 'next'));
  });
});

describe('the data factChanges reads', () => {
  it('names in `replaces` a model that ends where its replacement starts', () => {
    const replacing = models.filter((m) => m.replaces !== undefined);
    expect(replacing.map((m) => [m.slug, m.replaces])).toEqual([
      ['multilingual-e5-large', 'multilingual-e5-large-instruct'],
      ['qwen3-coder-30b-a3b', 'qwen25coder-14b'],
    ]);
    for (const model of replacing) {
      const old = getModel(model.replaces!);
      const first = versionOrder.indexOf(model.versions[0]!);
      expect(versionOrder.indexOf(old.versions.at(-1)!), model.slug).toBe(first - 1);
    }
  });

  // factChanges reports request and response rows by name, and of the schemas
  // only the HTTPS rule for image URLs. A schema that starts to differ between
  // versions for another reason needs a sentence there first.
  it('varies no API schema between versions except at httpsOnlyImageUrlsSince', () => {
    const changedAt: string[] = [];
    for (const slug of Object.keys(apiReference) as EndpointSlug[]) {
      const endpoint = apiReference[slug];
      const rows = [...endpoint.request, ...endpoint.response, ...(endpoint.stream?.events ?? [])];
      for (const row of rows) {
        adjacent.forEach(([from, to]: readonly [VersionName, VersionName]) => {
          if (JSON.stringify(schemaIn(row.schema, from)) !== JSON.stringify(schemaIn(row.schema, to))) {
            changedAt.push(`${slug} ${row.name} ${to}`);
          }
        });
      }
    }
    expect(changedAt).toEqual([`chat-completions messages ${httpsOnlyImageUrlsSince}`]);
  });
});
