/** The recent searches offered in the empty box, as listbox options. */
import type {ReactNode} from 'react';
import styles from './SearchPanel.module.css';

interface Props {
  recent: string[];
  active: number;
  optionId: (i: number) => string;
  onHover: (i: number) => void;
  onPick: (query: string) => void;
}

export default function RecentList({recent, active, optionId, onHover, onPick}: Props): ReactNode {
  return (
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
          onMouseEnter={() => onHover(i)}
          onClick={() => onPick(q)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') onPick(q);
          }}>
          <span className={styles.sectionTitle}>{q}</span>
        </div>
      ))}
    </div>
  );
}
