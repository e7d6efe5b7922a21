/** The search box: a combobox that controls the results panel, with its Clear and Submit buttons. */
import type {KeyboardEvent, ReactNode, RefObject, SubmitEvent} from 'react';
import {maxQueryLength} from '@site/src/search/limits';
import styles from './SearchForm.module.css';

interface Props {
  input: RefObject<HTMLInputElement | null>;
  query: string;
  expanded: boolean;
  listId: string;
  activeOptionId: string | undefined;
  onSubmit: (event: SubmitEvent<HTMLFormElement>) => void;
  onType: (value: string) => void;
  onFocus: () => void;
  onBlur: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
  onClear: () => void;
}

export default function SearchForm({
  input,
  query,
  expanded,
  listId,
  activeOptionId,
  onSubmit,
  onType,
  onFocus,
  onBlur,
  onKeyDown,
  onClear,
}: Props): ReactNode {
  return (
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
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={activeOptionId}
        placeholder="Search..."
        maxLength={maxQueryLength}
        autoComplete="off"
        spellCheck={false}
        value={query}
        onChange={(event) => onType(event.target.value)}
        onFocus={onFocus}
        onBlur={onBlur}
        onKeyDown={onKeyDown}
      />
      {query.length > 0 && (
        <button
          type="button"
          className={styles.iconButton}
          aria-label="Clear"
          title="Clear"
          onMouseDown={(event) => event.preventDefault()}
          onClick={onClear}>
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
  );
}
