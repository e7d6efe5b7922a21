/**
 * The claims lint over every version's prose (scripts/lib/claimsLint.ts): an
 * absolute statement about security fails with file:line unless the page
 * renders it from the ledger (<Claim>, <SecurityClaims>) or the reviewed list
 * (scripts/lib/claimsReviewed.ts) answers it, naming its claim.
 */
import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {listDocFiles} from '../../src/lib/docFiles';
import {
  absoluteClaim,
  claimWords,
  lintPage,
  lintSentences,
  proseSentences,
  unlinkedClaims,
  vocabularyClaim,
  type ReviewedEntry,
} from '../../scripts/lib/claimsLint';
import {dataSentences} from '../../scripts/lib/dataProse';
import {reviewed} from '../../scripts/lib/claimsReviewed';
import {claimIds} from '../../src/data/securityClaims';
import {versionOrder} from '../../src/data/versions';
import {folderOf} from './docsSources';
import {evaluatorFindings} from './fixtures/evaluatorFindings';

describe('what the lint reads', () => {
  it('reads prose sentences with their lines, not front matter, imports, code, comments or JSX', () => {
    const source = [
      '---',
      'title: Nobody can read this front matter',
      '---',
      '',
      "import Claim from '@site/src/components/Claim';",
      '',
      'First sentence. Nobody can read your prompts,',
      'says this one.',
      '',
      '```bash',
      'echo "no one can read the key"',
      '```',
      '',
      '<Claim id="pinned-manifest" />',
      '',
      '| Party | Sees |',
      '|---|---|',
      '| The gateway | It cannot read `messages`. |',
      '',
      '- **A list item.** The key never leaves [the VM](./x.mdx).',
    ].join('\n');
    expect(proseSentences(source)).toEqual([
      {line: 7, text: 'First sentence.'},
      {line: 7, text: 'Nobody can read your prompts, says this one.'},
      {line: 16, text: 'Party'},
      {line: 16, text: 'Sees'},
      {line: 18, text: 'The gateway'},
      {line: 18, text: 'It cannot read messages.'},
      {line: 20, text: 'A list item.'},
      {line: 20, text: 'The key never leaves the VM.'},
    ]);
  });

  it('flags an absolute word only in a sentence about security', () => {
    expect(absoluteClaim('Confidant Labs cannot read your prompts.')).toBe('cannot');
    expect(absoluteClaim('Only workers inside confidential VMs can decrypt them.')).toMatch(/^Only workers/);
    expect(absoluteClaim('The tables always agree with the data.')).toBe('always');
    expect(absoluteClaim('The proxy cannot write to its workspace folder.')).toBeNull();
    expect(absoluteClaim('Workers restart at least every 7 days.')).toBeNull();
  });

  it('flags a party with a capability or an absolute, whatever the wording', () => {
    expect(vocabularyClaim("Model weights and prompts in GPU memory are out of the host's reach.")).not.toBeNull();
    expect(vocabularyClaim('Only the model ID is visible to the service.')).toBe('the service … visible');
    expect(vocabularyClaim('These pages do not name it, because the protection does not rest on trusting the operator.')).toBe(
      'the operator … trusting',
    );
    expect(vocabularyClaim('It checks that the deployment runs the published software.')).toBe('published software');
    expect(vocabularyClaim('The key that decrypts them goes only to attested workers.')).toBe('only … decrypts');
    expect(vocabularyClaim('It needs a model that no provider can read along with.')).toBe('no provider … read');
    // A host name, a command and an imperative are not a party that reads.
    expect(vocabularyClaim('Run docker logs confidant-proxy to see it.')).toBeNull();
    expect(vocabularyClaim('Read it when you move an application to the Confidant proxy.')).toBeNull();
    expect(vocabularyClaim('The proxy listens on port 8080 and adds your access key.')).toBeNull();
  });

  it('asks a page to link the claim its reviewed sentences rest on', () => {
    const entry: ReviewedEntry = {text: 'never leaves the VM', claim: 'nothing-stored', reason: 'test'};
    expect(unlinkedClaims('The key never leaves the VM.\n', [entry])).toEqual([
      {line: 1, claim: 'nothing-stored', text: 'The key never leaves the VM.'},
    ]);
    expect(unlinkedClaims('The key never leaves the VM, as [the claim](../security.mdx#claim-nothing-stored) says.\n', [entry])).toEqual(
      [],
    );
    expect(unlinkedClaims('<SecurityClaims />\n\nThe key never leaves the VM.\n', [entry])).toEqual([]);
  });

  it('answers a sentence with the reviewed entry that matches it, and reports what is left with file:line', () => {
    const entry: ReviewedEntry = {text: 'never leaves the VM', claim: 'confidant-labs-cannot-read', reason: 'test'};
    const used = new Set<ReviewedEntry>();
    const findings = lintPage('a.mdx', 'The key never leaves the VM.\n\nNo one can read your data.\n', [entry], used);
    expect(findings).toEqual([{file: 'a.mdx', line: 3, text: 'No one can read your data.', absolute: 'No one'}]);
    expect([...used]).toEqual([entry]);
  });
});

describe("recall on the evaluator's findings in 1.28", () => {
  // The sentences an evaluator found wrong or stronger than the architecture, before this lint existed.
  const flagged = (text: string): boolean => claimWords(text) !== null;
  const count = (kind: string, lint: (text: string) => boolean): number =>
    evaluatorFindings.filter((f) => f.kind === kind && lint(f.text)).length;

  it('flags every certain error and 12 of 14 overclaims; the absolute-word lint alone flagged 4 of 26', () => {
    expect(evaluatorFindings).toHaveLength(26);
    expect(evaluatorFindings.filter((f) => absoluteClaim(f.text) !== null)).toHaveLength(4);
    expect(count('certain', flagged)).toBe(2);
    expect(count('overclaim', flagged)).toBeGreaterThanOrEqual(12);
    // Wrong mechanisms (which step issues the certificate, what fixes GPU firmware) name no party:
    // the truth pass and an evaluator's read find those, not a lint.
    expect(count('likely', flagged)).toBeGreaterThanOrEqual(4);
  });
});

describe('the reviewed list', () => {
  it('names a claim of the ledger, or none with a reason, for each entry', () => {
    for (const entry of reviewed) {
      if (entry.claim !== null) expect(claimIds, entry.text).toContain(entry.claim);
      expect(entry.reason.length, entry.text).toBeGreaterThan(10);
    }
  });
});

describe('the docs', async () => {
  const files = (await Promise.all(versionOrder.map((v) => listDocFiles([folderOf(v)])))).flat();

  it('state no absolute security claim outside the ledger and the reviewed list', () => {
    const used = new Set<ReviewedEntry>();
    const findings = files.flatMap((file) => lintPage(file, readFileSync(file, 'utf8'), reviewed, used));
    expect(
      findings.map((f) => `${f.file}:${f.line}: "${f.absolute}" in: ${f.text}`),
      'Render the claim with <Claim id="..." />, rewrite the sentence with its conditions, or add it to scripts/lib/claimsReviewed.ts naming its claim',
    ).toEqual([]);
  });

  it('state no claim in the prose that pages render from src/data', () => {
    const used = new Set<ReviewedEntry>();
    const findings = lintSentences(dataSentences(), reviewed, used);
    expect(
      findings.map((f) => `${f.file} (${f.where}): "${f.absolute}" in: ${f.text}`),
      'Rewrite the text with its conditions, link the claim, or add it to scripts/lib/claimsReviewed.ts naming its claim',
    ).toEqual([]);
  });

  it('link the claim that a reviewed sentence rests on, on the page that says it', () => {
    const findings = files.flatMap((file) =>
      unlinkedClaims(readFileSync(file, 'utf8'), reviewed).map((f) => `${file}:${f.line}: rests on ${f.claim}: ${f.text}`),
    );
    expect(findings, 'Link [the claim](…security…#claim-<id>) where the page first says it, or render <Claim id="…" />').toEqual([]);
  });

  it('still have every sentence the reviewed list answers', () => {
    const used = new Set<ReviewedEntry>();
    for (const file of files) lintPage(file, readFileSync(file, 'utf8'), reviewed, used);
    lintSentences(dataSentences(), reviewed, used);
    expect(
      reviewed.filter((entry) => !used.has(entry)).map((entry) => entry.text),
      'Entries no sentence matches any more: remove them from scripts/lib/claimsReviewed.ts',
    ).toEqual([]);
  });
});
