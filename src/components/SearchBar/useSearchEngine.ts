/** The search engine client: loads the engine, lunr and the index of the version being read on first use. */
import {useCallback, useRef, useState} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useContextualSearchFilters} from '@docusaurus/theme-common';
import type {Hit, LoadedIndex, ResultGroup} from '@site/src/search/engine';

const stallAfterMs = 300;

export type Status = 'idle' | 'loading' | 'stalled' | 'ready';

export interface Engine {
  indexes: LoadedIndex[];
  search: (indexes: readonly LoadedIndex[], query: string) => ResultGroup[];
  highlightTerms: (query: string, hit?: Hit) => string[];
}

/** After a failed load, typing loads again at most this often; a focus of the box at once. */
const retryWhileTypingMs = 5000;

/**
 * `load()` loads the engine and the version's index once; after a failed
 * load (an index or the engine's chunk that did not arrive gave an empty
 * index) it loads again once `retryWhileTypingMs` have passed, and
 * `load(true)`, which the box calls on focus, at once. A reader back online
 * gets results without a reload, and typing fetches at most every 5 s.
 */
export function useSearchEngine(): {engine: Engine | null; status: Status; load: (again?: boolean) => void} {
  const {siteConfig} = useDocusaurusContext();
  const {tags} = useContextualSearchFilters();
  const key = tags.join(',');
  const [state, setState] = useState<{key: string; engine: Engine | null; status: Status}>({key, engine: null, status: 'idle'});
  const started = useRef<string | null>(null);
  /** When the last load failed (performance.now()), or null. */
  const failedAt = useRef<number | null>(null);

  const load = useCallback(
    (again = false) => {
      const failed = failedAt.current;
      const retry = failed !== null && (again || performance.now() - failed >= retryWhileTypingMs);
      if (started.current === key && !retry) return;
      started.current = key;
      failedAt.current = null;
      setState({key, engine: null, status: 'loading'});
      const stall = window.setTimeout(() => {
        setState((s) => (s.key === key && s.status === 'loading' ? {...s, status: 'stalled'} : s));
      }, stallAfterMs);
      // One import: two imports of modules that share the engine made the
      // bundler ship it in two chunks, and the browser fetch it twice.
      void import('@site/src/search/loadIndex')
        .then(async (loader) => {
          const indexes = await Promise.all(key.split(',').map((tag) => loader.loadIndex(siteConfig.baseUrl, tag)));
          if (indexes.includes(loader.unavailableIndex)) failedAt.current = performance.now();
          return {indexes, search: loader.search, highlightTerms: loader.highlightTerms};
        })
        .then((engine) => setState((s) => (s.key === key ? {key, engine, status: 'ready'} : s)))
        // The code chunk itself failed to load: behave like an empty index.
        .catch(() => {
          failedAt.current = performance.now();
          setState((s) => (s.key === key ? {key, engine: {indexes: [], search: () => [], highlightTerms: () => []}, status: 'ready'} : s));
        })
        .finally(() => window.clearTimeout(stall));
    },
    [key, siteConfig.baseUrl],
  );

  const current = state.key === key ? state : {engine: null, status: 'idle' as Status};
  return {engine: current.engine, status: current.status, load};
}
