/**
 * The comparison data the build writes and the compare view (/compare) reads:
 * one JSON file per page and pair of versions, and one index of which
 * versions have which page. Types and URLs only, so the view's chunk stays
 * small; the diff itself runs at build time (../diff.ts).
 */
import type {Segment} from '../../../data/richText';
import {versionOrder, type VersionName} from '../../../data/versions';

/** -1 removed, 0 unchanged, 1 added (the order of jsdiff's `removed`/`added`). */
export type Op = -1 | 0 | 1;
export type Tokens = [Op, string][];

export type BlockKind = 'paragraph' | 'item' | 'quote' | 'row' | 'code';

export interface Block {
  kind: BlockKind;
  /** Plain text (code keeps its lines); a table row's cells joined by " | ". */
  text: string;
  /** A table row's cells and its table's header cells. */
  cells?: string[];
  header?: string[];
}

export type BlockChange =
  | {op: 'same'; count: number}
  | {op: 'added' | 'removed'; block: Block}
  /** The newer block, with the word (or, for code, line) differences from the older one. */
  | {op: 'changed'; block: Block; tokens: Tokens; cells?: Tokens[]; versionOnly?: true};

export type SectionStatus = 'added' | 'removed' | 'changed' | 'same';

export interface SectionDiff {
  status: SectionStatus;
  /** The heading; '' for the text before the first heading. */
  title: string;
  /** Heading level: 2 or 3 (1 for the text before the first heading). */
  depth: number;
  /** The heading's id in the older and the newer page; null where that page lacks the section. */
  fromAnchor: string | null;
  toAnchor: string | null;
  /** Empty for an unchanged section. */
  changes: BlockChange[];
  /** A changed section whose changes are all `versionOnly`: only the versions' own numbers differ. */
  versionOnly?: true;
}

export interface FactNote {
  topic: string;
  /** The fact's sentence, parsed at build time by src/data/richText.ts. */
  segments: Segment[];
}

export interface PageSide {
  version: VersionName;
  title: string;
  route: string;
}

export interface PageComparison {
  page: string;
  from: PageSide;
  to: PageSide;
  /** Facts from src/data that differ between the two versions and that this page states. */
  facts: FactNote[];
  sections: SectionDiff[];
}

/** Page -> version -> title, for every page of the page matrix. */
export type CompareIndex = Record<string, Partial<Record<VersionName, string>>>;

/** The view's route. */
export const compareRoute = '/compare';

/**
 * The view's `page` parameter and file name: the page's doc id, which names
 * it in every version. That is its page matrix path, except for a version's
 * introduction ('' in the matrix, `intro.mdx` in each version folder).
 */
export function pageParam(path: string): string {
  return path === '' ? 'intro' : path;
}

/** Where the data lives under the build's root. */
export const compareDataDir = '/compare-data';
export const compareIndexPath = `${compareDataDir}/pages.json`;

export function pageFromParam(param: string): string {
  return param === 'intro' ? '' : param;
}

/** True when `a` is older than `b`. */
export function isOlder(a: VersionName, b: VersionName): boolean {
  return versionOrder.indexOf(a) < versionOrder.indexOf(b);
}

/** Data of one page and pair; `from` must be the older version. */
export function comparisonPath(path: string, from: VersionName, to: VersionName): string {
  if (!isOlder(from, to)) {
    throw new Error(`comparisonPath: ${from} is not older than ${to}`);
  }
  return `${compareDataDir}/${from}...${to}/${pageParam(path)}.json`;
}

/** The view's URL for a page and two versions, older first whatever order they come in. */
export function compareUrl(path: string, a: VersionName, b: VersionName): string {
  const [from, to] = isOlder(a, b) ? [a, b] : [b, a];
  // Slashes are valid in a query, and the URL stays readable.
  return `${compareRoute}?page=${encodeURIComponent(pageParam(path)).replaceAll('%2F', '/')}&from=${from}&to=${to}`;
}
