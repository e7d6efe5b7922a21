/**
 * The prose that pages render from typed data (src/data): notes, descriptions
 * and release notes, as sentences with the module and the path of the value.
 * The claims lint (./claimsLint.ts) reads them beside the MDX pages, since a
 * reader cannot tell a sentence typed in a page from one typed in a module.
 *
 * The ledger (securityClaims.ts) and what each party sees (observations.ts)
 * are the claims themselves, so they are not read here; their tests check them.
 */
import {apiErrors, apiReference} from '../../src/data/apiReference';
import {factChanges, factTopics} from '../../src/data/factChanges';
import {openaiCompatibility, unservedEndpoints} from '../../src/data/openaiCompatibility';
import {proxyFlags} from '../../src/data/proxyFlags';
import {releaseNotes} from '../../src/data/releaseNotes';
import {versionOrder} from '../../src/data/versions';
import {splitSentences} from './claimsLint';

export interface DataSentence {
  /** `src/data/<module>.ts`, then the path of the value inside it. */
  file: string;
  where: string;
  text: string;
}

/** Every string in a value that reads as prose (it has a space), with its path. */
function strings(value: unknown, path: string, out: {where: string; text: string}[]): void {
  if (typeof value === 'string') {
    if (/\s/.test(value.trim())) out.push({where: path, text: value});
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => strings(item, `${path}[${i}]`, out));
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) strings(item, path === '' ? key : `${path}.${key}`, out);
  }
}

/** The data whose strings pages render, by module. */
function sources(): {file: string; value: unknown}[] {
  const pairs = versionOrder.slice(1).map((to, i) => ({from: versionOrder[i]!, to}));
  return [
    {file: 'src/data/apiReference.ts', value: {apiReference, apiErrors}},
    {file: 'src/data/openaiCompatibility.ts', value: {openaiCompatibility, unservedEndpoints}},
    {file: 'src/data/proxyFlags.ts', value: proxyFlags},
    {file: 'src/data/releaseNotes.ts', value: releaseNotes},
    {file: 'src/data/factChanges.ts', value: {factTopics, changes: pairs.map(({from, to}) => factChanges(from, to))}},
  ];
}

/** The sentences of the data's prose, each once per module. */
export function dataSentences(): DataSentence[] {
  const sentences: DataSentence[] = [];
  for (const {file, value} of sources()) {
    const found: {where: string; text: string}[] = [];
    strings(value, '', found);
    const seen = new Set<string>();
    for (const {where, text} of found) {
      for (const sentence of splitSentences(text, 0)) {
        if (seen.has(sentence.text)) continue;
        seen.add(sentence.text);
        sentences.push({file, where, text: sentence.text});
      }
    }
  }
  return sentences;
}
