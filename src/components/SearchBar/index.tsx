/**
 * Our search box, which src/theme/SearchBar puts in the navbar. It searches
 * the local index of the docs version being read (see
 * src/plugins/search-index and src/search). The engine and lunr load on
 * first use, so they stay out of every page's first download.
 *
 * This file holds the combobox's state and keyboard handling; its parts:
 * useSearchEngine (the engine client), SearchForm (the box), SearchPanel with
 * RecentList, ResultList and Snippet (the listbox), useSearchShortcut
 * (Ctrl/Cmd+K and "/"), typedBeforeHydration (text typed before the scripts ran).
 */
import {useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode, type SubmitEvent} from 'react';
import {useHistory} from '@docusaurus/router';
import {useStorageSlot} from '@docusaurus/theme-common';
import type {Hit} from '@site/src/search/engine';
import type {SearchNavigationState} from '@site/src/search/highlightOnArrival';
import {parseRecent, recentSearchesKey, withRecent} from '@site/src/search/recent';
import {cutQuery} from '@site/src/search/limits';
import SearchForm from './SearchForm';
import SearchPanel from './SearchPanel';
import {typedBeforeHydration} from './typedBeforeHydration';
import {useSearchEngine} from './useSearchEngine';
import {useSearchShortcut} from './useSearchShortcut';
import styles from './SearchForm.module.css';

export default function SearchBar(): ReactNode {
  const history = useHistory<SearchNavigationState>();
  const {engine, status, load} = useSearchEngine();
  const [query, setQuery] = useState('');
  const [storedRecent, recentSlot] = useStorageSlot(recentSearchesKey);
  const recent = useMemo(() => parseRecent(storedRecent), [storedRecent]);
  const [typedEarly] = useState(typedBeforeHydration);
  const [open, setOpen] = useState(false);
  // The selected result: the first again whenever the query changes.
  const [selection, setSelection] = useState({query, index: 0});
  const active = selection.query === query ? selection.index : 0;
  const setActive = (index: number): void => setSelection({query, index});
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const listId = `${id}-results`;
  const optionId = (i: number): string => `${id}-option-${i}`;

  useEffect(() => {
    if (!typedEarly) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the server rendered an empty box: the early text can only go in after hydration
    setQuery(typedEarly);
    if (document.activeElement === input.current) {
      setOpen(true);
      load();
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, after hydration: `load` changes with the docs version, and a rerun would put the early text back
  }, []);

  useSearchShortcut(input);

  const groups = useMemo(() => (engine && query.trim() ? engine.search(engine.indexes, query) : []), [engine, query]);
  const hits: Hit[] = useMemo(() => groups.flatMap((g) => g.hits), [groups]);

  // With an empty box the panel offers the recent searches instead of results.
  const showRecent = query.trim() === '' && recent.length > 0;
  const options = showRecent ? recent.length : hits.length;

  const go = (hit: Hit): void => {
    recentSlot.set(JSON.stringify(withRecent(recent, query)));
    setOpen(false);
    input.current?.blur();
    history.push(hit.document.sectionRoute, {searchHighlight: engine?.highlightTerms(query, hit) ?? []});
  };

  const runRecent = (q: string): void => {
    setQuery(q);
    setOpen(true);
    load();
    input.current?.focus();
  };

  // Submit closes the panel, also when nothing matched.
  const onSubmit = (event: SubmitEvent<HTMLFormElement>): void => {
    event.preventDefault();
    if (showRecent) {
      // The list may have changed in another tab since the selection was made.
      runRecent(recent[Math.min(active, recent.length - 1)]!);
      return;
    }
    const hit = hits[active];
    if (hit) go(hit);
    else setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>): void => {
    if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (options > 0) {
        setActive((active + (event.key === 'ArrowDown' ? 1 : options - 1)) % options);
      }
    }
  };

  const showPanel = open && (query.length > 0 || showRecent);

  // On narrow screens the panel spans the viewport just below the box, wherever
  // the announcement bar has pushed the navbar.
  const [panelTop, setPanelTop] = useState<number | null>(null);
  useLayoutEffect(() => {
    if (showPanel && input.current) {
      setPanelTop(input.current.getBoundingClientRect().bottom + 8);
    }
  }, [showPanel]);
  const waiting = status === 'loading' || status === 'stalled' || status === 'idle';
  let message: string | null = null;
  if (showRecent) message = null;
  else if (status === 'stalled') message = 'Loading…';
  else if (status === 'ready' && hits.length === 0) message = 'No results found.';

  return (
    <div className={styles.search} role="search">
      <SearchForm
        input={input}
        query={query}
        expanded={showPanel}
        listId={listId}
        activeOptionId={showPanel && options > 0 ? optionId(active) : undefined}
        onSubmit={onSubmit}
        onType={(value) => {
          setQuery(cutQuery(value));
          setOpen(true);
          load();
        }}
        onFocus={() => {
          setOpen(true);
          load(true);
        }}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        onClear={() => {
          setQuery('');
          input.current?.focus();
        }}
      />
      <SearchPanel
        shown={showPanel}
        top={panelTop}
        message={message}
        stalled={status === 'stalled'}
        listId={listId}
        recent={showRecent ? recent : null}
        groups={waiting ? null : groups}
        active={active}
        optionId={optionId}
        termsOf={(hit) => engine?.highlightTerms(query, hit) ?? []}
        onHover={setActive}
        onPickRecent={runRecent}
        onOpen={go}
        onClearRecent={() => {
          recentSlot.del();
          input.current?.focus();
        }}
        onCancel={() => setOpen(false)}
      />
    </div>
  );
}
