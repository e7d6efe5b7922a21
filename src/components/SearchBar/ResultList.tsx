/** The results, grouped by page, as listbox options numbered across the groups. */
import type {ReactNode} from 'react';
import type {Hit, ResultGroup} from '@site/src/search/engine';
import Snippet from './Snippet';
import styles from './SearchPanel.module.css';

interface Props {
  groups: ResultGroup[];
  active: number;
  optionId: (i: number) => string;
  termsOf: (hit: Hit) => string[];
  onHover: (i: number) => void;
  onOpen: (hit: Hit) => void;
}

export default function ResultList({groups, active, optionId, termsOf, onHover, onOpen}: Props): ReactNode {
  let index = -1;
  return groups.map((group) => (
    <div key={group.hits[0]!.document.sectionRoute.split('#')[0]} role="group" aria-label={group.pageTitle} className={styles.group}>
      <div className={styles.pageTitle} aria-hidden="true">
        {group.pageTitle}
      </div>
      {group.hits.map((hit) => {
        index++;
        const i = index;
        const {document} = hit;
        return (
          // eslint-disable-next-line @docusaurus/no-html-links -- a listbox option: onOpen navigates, carrying the terms to highlight; Link would also prefetch every result shown
          <a
            key={document.sectionRoute}
            id={optionId(i)}
            role="option"
            aria-selected={i === active}
            className={styles.option}
            href={document.sectionRoute}
            onMouseEnter={() => onHover(i)}
            onClick={(event) => {
              if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
              event.preventDefault();
              onOpen(hit);
            }}>
            <span className={styles.sectionTitle}>
              {document.sectionTitle === document.pageTitle ? document.pageTitle : document.sectionTitle}
            </span>
            {document.content && <Snippet text={document.content} terms={termsOf(hit)} />}
          </a>
        );
      })}
    </div>
  ));
}
