/** A result's text around the words found, those words marked. */
import type {ReactNode} from 'react';
import {snippet} from '@site/src/search/snippet';
import styles from './SearchPanel.module.css';

export default function Snippet({text, terms}: {text: string; terms: string[]}): ReactNode {
  return (
    <span className={styles.snippet}>
      {snippet(text, terms).map((part, i) => (part.mark ? <mark key={i}>{part.text}</mark> : <span key={i}>{part.text}</span>))}
    </span>
  );
}
