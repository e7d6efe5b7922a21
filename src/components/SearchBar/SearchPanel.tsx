/** The panel under the box: a status line, the listbox of recent searches or results, and its buttons. */
import type {CSSProperties, ReactNode} from 'react';
import type {Hit, ResultGroup} from '@site/src/search/engine';
import RecentList from './RecentList';
import ResultList from './ResultList';
import styles from './SearchPanel.module.css';

interface Props {
  shown: boolean;
  /** Where the panel starts on narrow screens, below the box (px); null before it was measured. */
  top: number | null;
  message: string | null;
  stalled: boolean;
  listId: string;
  /** Recent searches to offer, or null to offer the results. */
  recent: string[] | null;
  /** The results, or null while the engine is not ready. */
  groups: ResultGroup[] | null;
  active: number;
  optionId: (i: number) => string;
  termsOf: (hit: Hit) => string[];
  onHover: (i: number) => void;
  onPickRecent: (query: string) => void;
  onOpen: (hit: Hit) => void;
  onClearRecent: () => void;
  onCancel: () => void;
}

export default function SearchPanel({
  shown,
  top,
  message,
  stalled,
  listId,
  recent,
  groups,
  active,
  optionId,
  termsOf,
  onHover,
  onPickRecent,
  onOpen,
  onClearRecent,
  onCancel,
}: Props): ReactNode {
  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- not an interaction: it keeps focus in the box while the panel's links and buttons are clicked
    <div
      className={styles.panel}
      hidden={!shown}
      style={top === null ? undefined : ({'--search-panel-top': `${top}px`} as CSSProperties)}
      onMouseDown={(event) => event.preventDefault()}>
      <div className={styles.status} role="status" aria-live="polite">
        {message}
        {stalled && <span className={styles.spinner} aria-hidden="true" />}
      </div>
      <div id={listId} role="listbox" aria-label={recent ? 'Recent searches' : 'Search results'}>
        {recent && <RecentList recent={recent} active={active} optionId={optionId} onHover={onHover} onPick={onPickRecent} />}
        {!recent && groups && (
          <ResultList groups={groups} active={active} optionId={optionId} termsOf={termsOf} onHover={onHover} onOpen={onOpen} />
        )}
      </div>
      <div className={styles.footer}>
        <span className={styles.hint} aria-hidden="true">
          ↑ ↓ to move · Enter to open · Esc to close
        </span>
        {recent && (
          <button type="button" className={styles.cancel} onClick={onClearRecent}>
            Clear recent searches
          </button>
        )}
        <button type="button" className={styles.cancel} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </div>
  );
}
