/**
 * What changed on a page between two versions, from the two Markdown twins:
 * the twins hold what a reader sees (component tables included) without the
 * page chrome. Each twin is cut into sections at its ## and ### headings, a
 * section into blocks (paragraphs, list items, table rows, code blocks).
 * Sections pair up by heading, blocks by jsdiff's array diff, and a block
 * that changed is marked word by word (code line by line).
 */
import {diffArrays, diffLines, diffWordsWithSpace, type ChangeObject} from 'diff';
import type {ListItem, RootContent, Table} from 'mdast';
import {toString} from 'mdast-util-to-string';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {escapeRegExp} from '../../search/snippet';
import type {Block, BlockChange, BlockKind, Op, SectionDiff, Tokens} from './client/format';

export interface Section {
  title: string;
  depth: number;
  anchor: string | null;
  blocks: Block[];
}

const clean = (text: string): string => text.replace(/\s+/g, ' ').trim();

function stripFrontMatter(markdown: string): string {
  return markdown.replace(/^---\n[\s\S]*?\n---\n/, '');
}

/**
 * The twin's sections. `anchorOf` gives a heading's id in the HTML page (the
 * twin's headings carry none), in document order.
 */
export function sectionsOf(markdown: string, anchorOf: (title: string) => string | null = () => null): Section[] {
  const tree = unified().use(remarkParse).use(remarkGfm).parse(stripFrontMatter(markdown));
  const sections: Section[] = [{title: '', depth: 1, anchor: null, blocks: []}];
  const add = (block: Block): void => {
    if (block.text !== '') sections.at(-1)!.blocks.push(block);
  };

  // Declarations, not arrows: a list item and a block quote visit their children.
  function visit(node: RootContent, kind: BlockKind): void {
    switch (node.type) {
      case 'heading':
        if (node.depth === 1) return;
        if (node.depth <= 3) {
          const title = clean(toString(node));
          sections.push({title, depth: node.depth, anchor: anchorOf(title), blocks: []});
        } else {
          add({kind: 'paragraph', text: clean(toString(node))});
        }
        return;
      case 'code':
        add({kind: 'code', text: node.value.replace(/\s+$/, '')});
        return;
      case 'list':
        for (const item of node.children) visitItem(item);
        return;
      case 'blockquote':
        for (const child of node.children) visit(child, 'quote');
        return;
      case 'table':
        visitTable(node);
        return;
      case 'thematicBreak':
      case 'definition':
        return;
      default:
        add({kind, text: clean(toString(node))});
    }
  }
  function visitItem(item: ListItem): void {
    for (const child of item.children) visit(child, 'item');
  }
  function visitTable(table: Table): void {
    const [head, ...rows] = table.children;
    const header = head ? head.children.map((cell) => clean(toString(cell))) : [];
    for (const row of rows) {
      const cells = row.children.map((cell) => clean(toString(cell)));
      add({kind: 'row', text: cells.join(' | '), cells, header});
    }
  }

  for (const node of tree.children) visit(node, 'paragraph');
  if (sections[0]!.blocks.length === 0) sections.shift();
  return sections;
}

function tokensOf(changes: ChangeObject<string>[]): Tokens {
  const tokens: Tokens = [];
  for (const change of changes) {
    let op: Op = 0;
    if (change.added) op = 1;
    else if (change.removed) op = -1;
    const last = tokens.at(-1);
    if (last?.[0] === op) last[1] += change.value;
    else tokens.push([op, change.value]);
  }
  return tokens;
}

const words = (text: string): string[] => text.toLowerCase().match(/[\p{L}\p{N}_.-]+/gu) ?? [];

/** Share of words two blocks have in common (Dice coefficient over word multisets). */
export function similarity(a: string, b: string): number {
  const left = words(a);
  const right = words(b);
  if (left.length + right.length === 0) return 1;
  const counts = new Map<string, number>();
  for (const w of left) counts.set(w, (counts.get(w) ?? 0) + 1);
  let common = 0;
  for (const w of right) {
    const n = counts.get(w) ?? 0;
    if (n > 0) {
      common++;
      counts.set(w, n - 1);
    }
  }
  return (2 * common) / (left.length + right.length);
}

/** Below this share of common words, a removed and an added block are two blocks, not one changed. */
const pairingThreshold = 0.4;

function changedBlock(from: Block, to: Block): BlockChange {
  if (to.kind === 'code') {
    // Lines compare with their line ends; the block's last one is dropped again.
    const tokens = tokensOf(diffLines(`${from.text}\n`, `${to.text}\n`));
    const last = tokens.at(-1)!;
    last[1] = last[1].slice(0, -1);
    return {op: 'changed', block: to, tokens: tokens.filter(([, text]) => text !== '')};
  }
  const sameShape = from.kind === 'row' && to.kind === 'row' && from.cells?.length === to.cells?.length;
  return {
    op: 'changed',
    block: to,
    tokens: tokensOf(diffWordsWithSpace(from.text, to.text)),
    ...(sameShape && {cells: to.cells!.map((cell, i) => tokensOf(diffWordsWithSpace(from.cells![i]!, cell)))}),
  };
}

/** A run of removed blocks against the run of added blocks that replaced them. */
function pairRuns(removed: Block[], added: Block[]): BlockChange[] {
  const out: BlockChange[] = [];
  let next = 0;
  for (const old of removed) {
    let best = -1;
    let bestScore = pairingThreshold;
    for (let k = next; k < added.length; k++) {
      if (added[k]!.kind !== old.kind) continue;
      const score = similarity(old.text, added[k]!.text);
      if (score >= bestScore) {
        best = k;
        bestScore = score;
        if (score === 1) break;
      }
    }
    if (best < 0) {
      out.push({op: 'removed', block: old});
      continue;
    }
    for (; next < best; next++) out.push({op: 'added', block: added[next]!});
    out.push(changedBlock(old, added[best]!));
    next = best + 1;
  }
  for (; next < added.length; next++) out.push({op: 'added', block: added[next]!});
  return out;
}

const blockKey = (block: Block): string => `${block.kind}\u0000${block.text}`;

/** The changes between two sections' blocks; unchanged runs become counts. */
export function diffBlocks(from: Block[], to: Block[]): BlockChange[] {
  const parts = diffArrays(from.map(blockKey), to.map(blockKey));
  const out: BlockChange[] = [];
  let i = 0;
  let j = 0;
  for (let p = 0; p < parts.length; p++) {
    const part = parts[p]!;
    const n = part.count;
    if (!part.added && !part.removed) {
      out.push({op: 'same', count: n});
      i += n;
      j += n;
    } else if (part.removed) {
      const removed = from.slice(i, i + n);
      i += n;
      const following = parts[p + 1];
      let added: Block[] = [];
      if (following?.added) {
        const m = following.count;
        added = to.slice(j, j + m);
        j += m;
        p++;
      }
      out.push(...pairRuns(removed, added));
    } else {
      for (const block of to.slice(j, j + n)) out.push({op: 'added', block});
      j += n;
    }
  }
  return out;
}

/**
 * True when a changed block differs only in the two versions' numbers (say
 * the image tag `v1.25.0` that became `v1.26.0`), so the view can
 * set such changes apart from the ones a reader must act on.
 */
export function onlyVersionNumbers(change: BlockChange, from: string, to: string): boolean {
  // Numbers only: "next" is also an English word.
  const numbers = [from, to].filter((v) => /^\d+\.\d+$/.test(v));
  if (change.op !== 'changed' || numbers.length === 0) return false;
  const pattern = new RegExp(`\\bv?(?:${numbers.map(escapeRegExp).join('|')})(?:\\.\\d+)?\\b`, 'g');
  // trimEnd: a code block's tokens keep the line end of a removed last line.
  const normal = (text: string): string => text.replace(pattern, '#').trimEnd();
  const before = change.tokens
    .filter(([op]) => op <= 0)
    .map(([, text]) => text)
    .join('');
  const after = change.tokens
    .filter(([op]) => op >= 0)
    .map(([, text]) => text)
    .join('');
  return normal(before) === normal(after);
}

const titleKey = (section: Section): string => `${section.depth}\u0000${section.title.toLowerCase()}`;

/**
 * Section by section, in the newer page's order; a section only the older
 * page has comes after the section it followed there.
 */
export function diffSections(from: Section[], to: Section[], versions?: {from: string; to: string}): SectionDiff[] {
  const unmatched = new Map<string, number[]>();
  from.forEach((section, index) => {
    const key = titleKey(section);
    unmatched.set(key, [...(unmatched.get(key) ?? []), index]);
  });
  const matchOf = new Map<number, number>(); // from index -> to index
  to.forEach((section, index) => {
    const queue = unmatched.get(titleKey(section));
    const fromIndex = queue?.shift();
    if (fromIndex !== undefined) matchOf.set(fromIndex, index);
  });
  const toFrom = new Map([...matchOf].map(([f, t]) => [t, f]));

  const removedAfter = new Map<number, SectionDiff[]>(); // to index (-1 = before all) -> removed sections
  let anchorIndex = -1;
  from.forEach((section, index) => {
    const matched = matchOf.get(index);
    if (matched !== undefined) {
      anchorIndex = matched;
      return;
    }
    const list = removedAfter.get(anchorIndex) ?? [];
    list.push({
      status: 'removed',
      title: section.title,
      depth: section.depth,
      fromAnchor: section.anchor,
      toAnchor: null,
      changes: section.blocks.map((block) => ({op: 'removed', block})),
    });
    removedAfter.set(anchorIndex, list);
  });

  const out: SectionDiff[] = [...(removedAfter.get(-1) ?? [])];
  to.forEach((section, index) => {
    const fromIndex = toFrom.get(index);
    if (fromIndex === undefined) {
      out.push({
        status: 'added',
        title: section.title,
        depth: section.depth,
        fromAnchor: null,
        toAnchor: section.anchor,
        changes: section.blocks.map((block) => ({op: 'added', block})),
      });
    } else {
      const old = from[fromIndex]!;
      const changes = diffBlocks(old.blocks, section.blocks).map((change) =>
        versions && onlyVersionNumbers(change, versions.from, versions.to) ? {...change, versionOnly: true as const} : change,
      );
      const same = changes.every((change) => change.op === 'same');
      const versionOnly = !same && changes.every((change) => change.op === 'same' || ('versionOnly' in change && change.versionOnly));
      out.push({
        status: same ? 'same' : 'changed',
        title: section.title,
        depth: section.depth,
        fromAnchor: old.anchor,
        toAnchor: section.anchor,
        changes: same ? [] : changes,
        ...(versionOnly && {versionOnly}),
      });
    }
    out.push(...(removedAfter.get(index) ?? []));
  });
  return out;
}
