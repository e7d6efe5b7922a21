/**
 * The OpenAI-compatibility page promises that every OpenAI parameter is
 * either supported (a row of src/data/apiReference.ts) or listed as a
 * difference with what the API answers. The `openai` package that the code
 * samples are checked against declares OpenAI's parameters, so this test reads
 * its type declarations and fails on a parameter the data does not classify,
 * for example one that a new SDK release adds.
 */
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import ts from 'typescript';
import {describe, expect, it} from 'vitest';
import {apiReference, type EndpointSlug} from '../../src/data/apiReference';
import {openaiCompatibility, unsupportedParameterMessage} from '../../src/data/openaiCompatibility';
import {buildOpenApiDocument} from '../../src/data/openapi';
import {versionOrder} from '../../src/data/versions';

const sdkRoot = path.dirname(createRequire(import.meta.url).resolve('openai'));

/** The parameter interface of each endpoint in the SDK's declarations. */
const sdkParams: Partial<Record<EndpointSlug, {file: string; name: string}>> = {
  'chat-completions': {file: 'resources/chat/completions/completions.d.ts', name: 'ChatCompletionCreateParamsBase'},
  'legacy-completions': {file: 'resources/completions.d.ts', name: 'CompletionCreateParamsBase'},
  embeddings: {file: 'resources/embeddings.d.ts', name: 'EmbeddingCreateParams'},
  'speech-to-text': {file: 'resources/audio/transcriptions.d.ts', name: 'TranscriptionCreateParamsBase'},
  translations: {file: 'resources/audio/translations.d.ts', name: 'TranslationCreateParams'},
};

/** Property names of an interface declared in a .d.ts file. */
export function interfaceMembers(fileName: string, text: string, name: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const found: string[][] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isInterfaceDeclaration(node) && node.name.text === name) {
      found.push(node.members.flatMap((m) => (m.name && (ts.isIdentifier(m.name) || ts.isStringLiteral(m.name)) ? [m.name.text] : [])));
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  const [members] = found;
  if (!members) throw new Error(`${fileName} declares no interface ${name}`);
  return members;
}

/** The parameter names a difference row classifies: the plain names in its subject's code spans (`include[]` is `include`). */
function classifiedNames(slug: EndpointSlug): Set<string> {
  const names = new Set(apiReference[slug].request.map((p) => p.name));
  for (const row of openaiCompatibility[slug].differences) {
    for (const [, code] of row.subject.matchAll(/`([^`]+)`/g)) {
      if (/^[a-z_]+(?:\[\])?$/.test(code!)) names.add(code!.replace(/\[\]$/, ''));
    }
  }
  return names;
}

describe('interfaceMembers', () => {
  it('reads the property names of one interface, and fails on a missing one', () => {
    const text = 'export interface A { a: string; "b"?: number; c(): void }\nexport interface B { z: 1 }';
    expect(interfaceMembers('x.d.ts', text, 'A')).toEqual(['a', 'b', 'c']);
    expect(() => interfaceMembers('x.d.ts', text, 'C')).toThrow(/no interface C/);
  });
});

describe("every OpenAI parameter of the SDK's declarations", () => {
  it.each(Object.keys(sdkParams) as EndpointSlug[])('%s: is supported, or listed as a difference', (slug) => {
    const {file, name} = sdkParams[slug]!;
    const params = interfaceMembers(file, readFileSync(path.join(sdkRoot, file), 'utf8'), name);
    expect(params.length, `${file} ${name}`).toBeGreaterThan(3);
    const known = classifiedNames(slug);
    expect(
      params.filter((p) => !known.has(p)),
      `openai/${file} ${name}: add these to src/data/openaiCompatibility.ts`,
    ).toEqual([]);
  });
});

describe('rejected differences', () => {
  it('each says the status and the error message a request gets', () => {
    for (const slug of Object.keys(openaiCompatibility) as EndpointSlug[]) {
      for (const row of openaiCompatibility[slug].differences.filter((r) => r.support === 'rejected')) {
        expect(row.status, `${slug} ${row.subject}`).toBeDefined();
        expect(row.messages?.length, `${slug} ${row.subject}`).toBeGreaterThan(0);
      }
    }
  });

  it('an unsupported parameter gets its own message, and the OpenAPI document carries it', () => {
    const legacy = openaiCompatibility['legacy-completions'].differences.find((r) => r.subject === '`suffix`');
    expect(legacy).toMatchObject({support: 'rejected', status: 400, messages: [unsupportedParameterMessage('suffix')]});
    for (const version of versionOrder) {
      const document = buildOpenApiDocument(version) as {
        paths: Record<string, {post: {'x-confidant-rejected': {use: string; messages: string[]}[]}}>;
      };
      const rejected = document.paths['/completions']!.post['x-confidant-rejected'];
      expect(rejected.find((r) => r.use === '`suffix`')?.messages, version).toEqual(["Unsupported parameter: 'suffix'."]);
    }
  });
});
