/**
 * Loads the index of a search tag once. Concurrent callers share one load
 * (the index is fetched once per version, however fast a reader types); a
 * non-OK answer, a network failure or a malformed file gives the empty index
 * without an error box, so search shows "No results found." A failed load
 * is not kept: the next call (the box focused again) loads anew, so a
 * reader back online, or after a deploy finished, gets results.
 */
import {emptyIndex, loadIndexFile, type LoadedIndex} from './engine';
import type {IndexFile} from './indexFormat';
import {toPluginVersionName, type VersionName} from '../data/versions';

// The search box loads this module on first use, and with it the engine: one chunk.
export {highlightTerms, search} from './engine';

const loads = new Map<string, Promise<LoadedIndex>>();

/**
 * The empty index of a load that failed (not OK, no network, a file that
 * does not parse), told apart from a tag's empty index: that one is kept.
 */
export const unavailableIndex: LoadedIndex = {...emptyIndex};

export function indexUrl(baseUrl: string, tag: string): string {
  return `${baseUrl}search-index-${tag}.json`;
}

/**
 * The tags the box searches while a docs version is read, as Docusaurus's
 * useContextualSearchFilters gives them: its default tag (no pages on this
 * site) and the version's docs tag, `docs-default-1.28` (`-current` for Next).
 */
export function searchTagsOf(version: VersionName): string[] {
  return ['default', `docs-default-${toPluginVersionName(version)}`];
}

export function loadIndex(baseUrl: string, tag: string, fetchFn: typeof fetch = fetch): Promise<LoadedIndex> {
  const url = indexUrl(baseUrl, tag);
  let load = loads.get(url);
  if (!load) {
    load = (async () => {
      try {
        const response = await fetchFn(url);
        if (!response.ok) return unavailableIndex;
        return loadIndexFile((await response.json()) as IndexFile | null);
      } catch {
        return unavailableIndex;
      }
    })();
    loads.set(url, load);
    void load.then((index) => {
      if (index === unavailableIndex) loads.delete(url);
    });
  }
  return load;
}

/** For tests: forget every load. */
export function resetIndexCache(): void {
  loads.clear();
}
