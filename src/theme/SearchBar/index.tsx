/**
 * Our search box. theme-classic ships only an empty SearchBar for a search
 * plugin to fill; this one searches the local index of the docs version
 * being read (see src/plugins/search-index and src/search). The engine and
 * lunr load on first use, so they stay out of every page's first download.
 */
import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
  type SubmitEvent,
} from 'react';
import {useHistory} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useContextualSearchFilters, useStorageSlot} from '@docusaurus/theme-common';
import type {Hit, LoadedIndex, ResultGroup} from '@site/src/search/engine';
import {snippet} from '@site/src/search/snippet';
import type {SearchNavigationState} from '@site/src/search/highlightOnArrival';
import {parseRecent, recentSearchesKey, withRecent} from '@site/src/search/recent';
import {cutQuery, maxQueryLength} from '@site/src/search/limits';
import styles from './styles.module.css';

const stallAfterMs = 300;

type Status = 'idle' | 'loading' | 'stalled' | 'ready';

interface Engine {
  indexes: LoadedIndex[];
  search: (indexes: readonly LoadedIndex[], query: string) => ResultGroup[];
  highlightTerms: (query: string, hit?: Hit) => string[];
}

function useSearchEngine(): {engine: Engine | null; status: Status; load: () => void} {
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

function Snippet({text, terms}: {text: string; terms: string[]}): ReactNode {
  return (
    <span className={styles.snippet}>
      {snippet(text, terms).map((part, i) => (part.mark ? <mark key={i}>{part.text}</mark> : <span key={i}>{part.text}</span>))}
    </span>
  );
}

const isTyping = (target: EventTarget | null): boolean =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * What a reader typed into the server-rendered box before React hydrated it:
 * hydration resets a controlled input to its state, and the scripts run only
 * after the first paint (src/utils/ssrTemplate.ts). Read during the first
 * render, before that reset; later mounts start empty as before.
 */
function typedBeforeHydration(): string {
  if (typeof document === 'undefined' || document.documentElement.dataset.hasHydrated === 'true') return '';
  const boxes = document.querySelectorAll<HTMLInputElement>('input[role="combobox"][aria-label="Search the docs"]');
  return cutQuery(Array.from(boxes, (box) => box.value).find((value) => value !== '') ?? '');
}

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

  // Ctrl/Cmd+K and "/" open the search from anywhere.
  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent): void => {
      const shortcut = (event.key === 'k' || event.key === 'K') && (event.ctrlKey || event.metaKey);
      if (shortcut || (event.key === '/' && !isTyping(event.target))) {
        event.preventDefault();
        input.current?.focus();
        input.current?.select();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

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

  // Enter closes the results panel, also when nothing matched: the reader is done with it.
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

  let index = -1;
  return (
    <div className={styles.search} role="search">
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <input
          ref={input}
          className={styles.input}
          // A text box, not type="search": HTML gives a search box the role
          // searchbox and allows neither role="combobox" nor aria-expanded on it.
          type="text"
          role="combobox"
          enterKeyHint="search"
          aria-label="Search the docs"
          aria-autocomplete="list"
          aria-expanded={showPanel}
          aria-controls={listId}
          aria-activedescendant={showPanel && options > 0 ? optionId(active) : undefined}
          placeholder="Search..."
          maxLength={maxQueryLength}
          autoComplete="off"
          spellCheck={false}
          value={query}
          onChange={(event) => {
            setQuery(cutQuery(event.target.value));
            setOpen(true);
            load();
          }}
          onFocus={() => {
            setOpen(true);
            load();
          }}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
        {query.length > 0 && (
          <button
            type="button"
            className={styles.iconButton}
            aria-label="Clear"
            title="Clear"
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              setQuery('');
              input.current?.focus();
            }}>
            ×
          </button>
        )}
        <button
          type="submit"
          className={styles.iconButton}
          aria-label="Submit"
          title="Submit"
          onMouseDown={(event) => event.preventDefault()}>
          <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true">
            <path
              d="M14.4 12.9 19 17.5 17.5 19l-4.6-4.6a7.5 7.5 0 1 1 1.5-1.5ZM8.5 14a5.5 5.5 0 1 0 0-11 5.5 5.5 0 0 0 0 11Z"
              fill="currentColor"
            />
          </svg>
        </button>
        <kbd className={styles.shortcut} aria-hidden="true">
          Ctrl K
        </kbd>
      </form>
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions -- not an interaction: it keeps focus in the box while the panel's links and buttons are clicked */}
      <div
        className={styles.panel}
        hidden={!showPanel}
        style={panelTop === null ? undefined : ({'--search-panel-top': `${panelTop}px`} as CSSProperties)}
        onMouseDown={(event) => event.preventDefault()}>
        <div className={styles.status} role="status" aria-live="polite">
          {message}
          {status === 'stalled' && <span className={styles.spinner} aria-hidden="true" />}
        </div>
        <div id={listId} role="listbox" aria-label={showRecent ? 'Recent searches' : 'Search results'}>
          {showRecent && (
            <div role="group" aria-label="Recent searches" className={styles.group}>
              <div className={styles.pageTitle} aria-hidden="true">
                Recent searches
              </div>
              {recent.map((q, i) => (
                <div
                  key={q}
                  id={optionId(i)}
                  role="option"
                  tabIndex={-1}
                  aria-selected={i === active}
                  className={styles.option}
                  onMouseEnter={() => setActive(i)}
                  onClick={() => runRecent(q)}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter') runRecent(q);
                  }}>
                  <span className={styles.sectionTitle}>{q}</span>
                </div>
              ))}
            </div>
          )}
          {!waiting &&
            !showRecent &&
            groups.map((group) => (
              <div
                key={group.hits[0]!.document.sectionRoute.split('#')[0]}
                role="group"
                aria-label={group.pageTitle}
                className={styles.group}>
                <div className={styles.pageTitle} aria-hidden="true">
                  {group.pageTitle}
                </div>
                {group.hits.map((hit) => {
                  index++;
                  const i = index;
                  const {document} = hit;
                  return (
                    // eslint-disable-next-line @docusaurus/no-html-links -- a listbox option: go() navigates, carrying the terms to highlight; Link would also prefetch every result shown
                    <a
                      key={document.sectionRoute}
                      id={optionId(i)}
                      role="option"
                      aria-selected={i === active}
                      className={styles.option}
                      href={document.sectionRoute}
                      onMouseEnter={() => setActive(i)}
                      onClick={(event) => {
                        if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
                        event.preventDefault();
                        go(hit);
                      }}>
                      <span className={styles.sectionTitle}>
                        {document.sectionTitle === document.pageTitle ? document.pageTitle : document.sectionTitle}
                      </span>
                      {document.content && <Snippet text={document.content} terms={engine?.highlightTerms(query, hit) ?? []} />}
                    </a>
                  );
                })}
              </div>
            ))}
        </div>
        <div className={styles.footer}>
          <span className={styles.hint} aria-hidden="true">
            ↑ ↓ to move · Enter to open · Esc to close
          </span>
          {showRecent && (
            <button
              type="button"
              className={styles.cancel}
              onClick={() => {
                recentSlot.del();
                input.current?.focus();
              }}>
              Clear recent searches
            </button>
          )}
          <button type="button" className={styles.cancel} onClick={() => setOpen(false)}>
            Cancel
          </button>
        </div>
      </div>
    </div>
  );
}
