import {describe, expect, it} from 'vitest';
import {apiReference, encryptedInTransit, type EndpointSlug} from '../../src/data/apiReference';
import {hasPage} from '../../src/data/pageMatrix';
import {parseRichText} from '../../src/data/richText';
import {versionOrder} from '../../src/data/versions';

describe('encryptedInTransit', () => {
  it('leaves only routing and billing fields in clear', () => {
    expect(encryptedInTransit('request', 'model')).toBe(false);
    expect(encryptedInTransit('request', 'stream_options')).toBe(false);
    expect(encryptedInTransit('request', 'messages')).toBe(true);
    expect(encryptedInTransit('request', 'tools')).toBe(true);
    expect(encryptedInTransit('response', 'usage.prompt_tokens')).toBe(false);
    expect(encryptedInTransit('response', 'choices[].message.content')).toBe(true);
    expect(encryptedInTransit('response', 'model')).toBe(true);
  });
});

describe('parseRichText', () => {
  it('splits code spans, doc links and external links', () => {
    expect(parseRichText('Use `x` and [tools](doc:guides/tool-calling#steps), or [site](https://www.confidant.example).', '1.24')).toEqual([
      {kind: 'text', text: 'Use '},
      {kind: 'code', text: 'x'},
      {kind: 'text', text: ' and '},
      {kind: 'link', text: 'tools', to: '/1.24/guides/tool-calling#steps'},
      {kind: 'text', text: ', or '},
      {kind: 'link', text: 'site', to: 'https://www.confidant.example'},
      {kind: 'text', text: '.'},
    ]);
  });

  it("expands {models:...} to the version's IDs", () => {
    expect(parseRichText('{models:/v1/embeddings}', '1.27')).toEqual([{kind: 'code', text: 'intfloat/multilingual-e5-large-instruct'}]);
    expect(parseRichText('{models:/v1/embeddings}', '1.28')).toEqual([{kind: 'code', text: 'multilingual-e5-large'}]);
  });

  it('refuses a link to a page the version lacks', () => {
    expect(() => parseRichText('[x](doc:security/hw-integrity)', '1.26')).toThrow(/does not have/);
    expect(parseRichText('[x](doc:security/hw-integrity)', '1.27')[0]).toEqual({
      kind: 'link',
      text: 'x',
      to: '/1.27/security/hw-integrity',
    });
  });
});

describe('apiReference', () => {
  it.each(Object.keys(apiReference) as EndpointSlug[])('%s renders in every version', (endpoint) => {
    expect(versionOrder.every((v) => hasPage(v, `api/${endpoint}`))).toBe(true);
    const {request, response} = apiReference[endpoint];
    for (const version of versionOrder) {
      for (const row of [...request, ...response]) {
        expect(() => parseRichText(row.description, version), `${endpoint} ${row.name} in ${version}`).not.toThrow();
      }
    }
    expect(response.length).toBeGreaterThan(0);
  });

  it('has the required parameters the API needs', () => {
    const required = (e: EndpointSlug) => apiReference[e].request.filter((p) => p.required).map((p) => p.name);
    expect(required('chat-completions')).toEqual(['model', 'messages']);
    expect(required('embeddings')).toEqual(['model', 'input']);
    expect(required('speech-to-text')).toEqual(expect.arrayContaining(['model', 'file']));
  });
});
