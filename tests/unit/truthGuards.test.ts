/**
 * Claims the security truth pass removed, and that must not come back: each
 * was a contradiction or an overclaim an evaluator found. The test reads
 * every version folder and the release-note data, and names file:line.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {extractCodeBlocks} from '../../src/lib/codeBlocks';
import {listDocFiles} from '../../src/lib/docFiles';
import {models} from '../../src/data/models';
import {perMinuteLimit} from '../../src/data/rateLimits';
import {releaseNotes} from '../../src/data/releaseNotes';
import {securityContact} from '../../src/data/securityContact';
import {isAtLeast, versionOrder, type VersionName} from '../../src/data/versions';
import {folderOf} from './docsSources';

interface Paragraph {
  file: string;
  line: number;
  text: string;
}

/** Blank-line separated blocks of a page (prose, list items, code), with their first line number. */
export function paragraphs(file: string, source: string): Paragraph[] {
  const out: Paragraph[] = [];
  let start = -1;
  const lines = source.split('\n');
  lines.forEach((line, i) => {
    if (line.trim() === '') {
      if (start >= 0) out.push({file, line: start + 1, text: lines.slice(start, i).join('\n')});
      start = -1;
    } else if (start < 0) {
      start = i;
    }
  });
  if (start >= 0) out.push({file, line: start + 1, text: lines.slice(start).join('\n')});
  return out;
}

const at = (p: Paragraph): string => `${p.file}:${p.line}`;

const pages = await Promise.all(
  versionOrder.map(async (version) => {
    const files = await listDocFiles([folderOf(version)]);
    return {version, files: files.map((file) => ({file, source: readFileSync(file, 'utf8')}))};
  }),
);

const paragraphsOf = (version: VersionName): Paragraph[] =>
  pages.find((p) => p.version === version)!.files.flatMap(({file, source}) => paragraphs(file, source));

const notesOf = (version: VersionName): readonly string[] => releaseNotes.find((e) => e.version === version)?.notes ?? [];

/** Models a version serves no more that its predecessor served: their old IDs do not keep working. */
function replacedBefore(version: VersionName): string[] {
  return models
    .filter((m) => !m.versions.includes(version) && versionOrder.some((v) => !isAtLeast(v, version) && m.versions.includes(v)))
    .map((m) => m.name);
}

/** A blanket promise that old IDs or old code keep working. */
const blanketPromise = /\b(keeps? working|still work|needs? no change|runs? unchanged|without (?:any )?change)/i;

describe('claims that must not come back', () => {
  it('no blanket "the old IDs keep working" where a model was replaced, unless the same paragraph names the exception', () => {
    const found: string[] = [];
    for (const version of versionOrder.filter((v) => isAtLeast(v, '1.28'))) {
      const replaced = models.filter((m) => m.fullId !== null && !m.versions.includes(version) && m.versions.includes('1.27'));
      expect(replaced.length, `${version}: the data no longer records a model replaced in 1.28`).toBeGreaterThan(0);
      const namesException = (text: string) => replaced.every((m) => text.includes(m.name) || text.includes(m.fullId!));
      for (const p of paragraphsOf(version)) {
        if (/\bIDs?\b/.test(p.text) && blanketPromise.test(p.text) && !namesException(p.text)) found.push(at(p));
      }
      // A version's notes are read as one list: a note may name the exception another makes.
      const notes = notesOf(version).join('\n');
      if (/\bIDs?\b/.test(notes) && blanketPromise.test(notes) && !namesException(notes)) {
        found.push(`src/data/releaseNotes.ts (${version})`);
      }
    }
    expect(found).toEqual([]);
  });

  it('samples publish the proxy port on loopback only: no `-p 8080:8080` on all interfaces', () => {
    const found: string[] = [];
    for (const {files} of pages) {
      for (const {file, source} of files) {
        for (const block of extractCodeBlocks(file, source)) {
          block.code.split('\n').forEach((line, i) => {
            // docker -p / --publish, and compose `ports:` entries, without an address in front.
            if (/(?:-p|--publish)[\s=]+["']?\d+:\d+\b/.test(line) || /^\s*-\s*["']?\d+:\d+["']?\s*$/.test(line)) {
              found.push(`${file}:${block.line + i}: ${line.trim()}`);
            }
          });
        }
      }
    }
    expect(found).toEqual([]);
  });

  it('no "would refuse" for changed software: the proxy accepts a newly published manifest and logs it', () => {
    const found: string[] = [];
    for (const version of versionOrder) {
      for (const p of paragraphsOf(version)) {
        if (/\b(changed?|modif(?:y|ied)|altered|tamper\w*)\b/i.test(p.text) && /\bwould (?:refuse|reject|stop)\b/i.test(p.text)) {
          found.push(at(p));
        }
      }
    }
    expect(found).toEqual([]);
  });
});

describe('release notes name every model change', () => {
  it.each(versionOrder.slice(1))('%s names each model added or removed since the version before', (version) => {
    const before = versionOrder[versionOrder.indexOf(version) - 1]!;
    const changed = models.filter((m) => m.versions.includes(version) !== m.versions.includes(before));
    const notes = notesOf(version).join('\n');
    // "Qwen2.5-Coder 14B Instruct (AWQ)" is named as "Qwen2.5-Coder 14B Instruct".
    const missing = changed.map((m) => m.name.replace(/\s*\(.*\)$/, '')).filter((name) => !notes.includes(name));
    expect(missing, `src/data/releaseNotes.ts, ${version}`).toEqual([]);
  });

  it('the check sees the changes the data records (1.25 Qwen, 1.28 E5)', () => {
    expect(replacedBefore('1.25')).toContain(models.find((m) => m.slug === 'qwen25coder-14b')!.name);
    expect(replacedBefore('1.28')).toContain(models.find((m) => m.slug === 'multilingual-e5-large-instruct')!.name);
  });
});

describe('the security page of every version', () => {
  it.each(versionOrder)('%s has the disclosure section that security.txt points to, with the same contact', (version) => {
    // A folder from 1.27 on, when the hardware integrity page joined it.
    const file = path.join(folderOf(version), isAtLeast(version, '1.27') ? 'security/index.mdx' : 'security.mdx');
    const source = readFileSync(file, 'utf8');
    expect(source, file).toMatch(/^## Reporting a vulnerability$/m);
    expect(source, file).toContain(securityContact.email);
    expect(source, file).toContain(`https://docs.confidant.example${securityContact.path}`);
    expect(source, file).toContain(`${securityContact.acknowledgeWithinWorkingDays} working days`);
  });
});

/** The `## ` or `### ` section of a page that holds a line (0-based), as text. */
function sectionAround(source: string, lineIndex: number): string {
  const lines = source.split('\n');
  const isHeading = (line: string) => /^#{2,3} /.test(line);
  let start = lineIndex;
  while (start > 0 && !isHeading(lines[start]!)) start--;
  let end = lineIndex + 1;
  while (end < lines.length && !isHeading(lines[end]!)) end++;
  return lines.slice(start, end).join('\n');
}

describe('API and model claims that must not come back', () => {
  it('404 means only "not served in this version": a served model that cannot do the task answers 400', () => {
    const found: string[] = [];
    for (const version of versionOrder) {
      for (const p of paragraphsOf(version)) {
        for (const [i, line] of p.text.split('\n').entries()) {
          if (
            /\b404\b/.test(line) &&
            /\b(?:does not (?:serve this endpoint|compute|transcribe|translate)|a model that does not)\b/.test(line)
          ) {
            found.push(`${p.file}:${p.line + i}`);
          }
        }
      }
    }
    expect(found).toEqual([]);
  });

  it('context overflow is prompt plus the maximum: a 400 for the context names max_tokens', () => {
    const found: string[] = [];
    for (const version of versionOrder) {
      for (const p of paragraphsOf(version)) {
        for (const [i, line] of p.text.split('\n').entries()) {
          const statesOverflow = /\bprompt alone exceeds\b|\bprompt (?:exceeds|longer than) the (?:context )?limit\b/.test(line);
          if (statesOverflow) found.push(`${p.file}:${p.line + i}`);
        }
        if (/\b400\b/.test(p.text) && /context (?:limit|window)/.test(p.text) && /\b(?:larger than|exceeds?|over)\b/.test(p.text)) {
          if (!/`max_(?:completion_)?tokens`/.test(p.text)) found.push(at(p));
        }
      }
    }
    expect(found).toEqual([]);
  });

  it("a sample that sets a context length above the Free tier's prompt limit says which tier it needs", () => {
    const found: string[] = [];
    for (const {version, files} of pages) {
      const free = perMinuteLimit(version, 'Free', 'Prompt tokens')!;
      for (const {file, source} of files) {
        for (const block of extractCodeBlocks(file, source)) {
          for (const match of block.code.matchAll(/\b(?:contextLength|context_window|contextWindow)\s*[:=]\s*(\d+)/g)) {
            if (Number(match[1]) <= free) continue;
            const line = block.line - 1 + block.code.slice(0, match.index).split('\n').length - 1;
            if (!/\b(?:Standard|Enterprise) tier\b/.test(sectionAround(source, line))) found.push(`${file}:${line + 1}: ${match[0]}`);
          }
        }
      }
    }
    expect(found).toEqual([]);
  });
});

describe('the release key on the verify-source page', () => {
  // facts: the new public key is listed on the verify-source page; the manifest names it by digest.
  for (const version of versionOrder) {
    it(`in ${version}: the listed digest is the SHA-256 of the listed public key's DER encoding`, async () => {
      const {createHash, createPublicKey} = await import('node:crypto');
      const source = readFileSync(path.join(folderOf(version), 'guides/verify-source.mdx'), 'utf8');
      const pem = /-----BEGIN PUBLIC KEY-----[\s\S]+?-----END PUBLIC KEY-----/.exec(source)?.[0];
      const digest = /sha256:([0-9a-f]{64})/.exec(source.slice(source.indexOf('## The release key')))?.[1];
      expect(pem, 'the page lists the public key').toBeDefined();
      const der = createPublicKey(pem!).export({type: 'spki', format: 'der'});
      expect(digest).toBe(createHash('sha256').update(der).digest('hex'));
    });
  }
});
