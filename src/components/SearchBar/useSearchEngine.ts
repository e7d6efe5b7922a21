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

export function useSearchEngine(): {engine: Engine | null; status: Status; load: () => void} {
  const {siteConfig} = useDocusaurusContext();
  const {tags} = useContextualSearchFilters();
  const key = tags.join(',');
  const [state, setState] = useState<{key: string; engine: Engine | null; status: Status}>({key, engine: null, status: 'idle'});
  const started = useRef<string | null>(null);

  const load = useCallback(() => {
    if (started.current === key) return;
    started.current = key;
    setState({key, engine: null, status: 'loading'});
    const stall = window.setTimeout(() => {
      setState((s) => (s.key === key && s.status === 'loading' ? {...s, status: 'stalled'} : s));
    }, stallAfterMs);
    // One import: two imports of modules that share the engine made the
    // bundler ship it in two chunks, and the browser fetch it twice.
    void import('@site/src/search/loadIndex')
      .then(async (loader) => {
        const indexes = await Promise.all(key.split(',').map((tag) => loader.loadIndex(siteConfig.baseUrl, tag)));
        return {indexes, search: loader.search, highlightTerms: loader.highlightTerms};
      })
      .then((engine) => setState((s) => (s.key === key ? {key, engine, status: 'ready'} : s)))
      // The code chunk itself failed to load: behave like an empty index.
      .catch(() =>
        setState((s) => (s.key === key ? {key, engine: {indexes: [], search: () => [], highlightTerms: () => []}, status: 'ready'} : s)),
      )
      .finally(() => window.clearTimeout(stall));
  }, [key, siteConfig.baseUrl]);

  const current = state.key === key ? state : {engine: null, status: 'idle' as Status};
  return {engine: current.engine, status: current.status, load};
}
