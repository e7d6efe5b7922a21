import type {ReactNode} from 'react';
import styles from './styles.module.css';

interface Props {
  method: 'GET' | 'POST';
  /** Path on the proxy, e.g. `/v1/chat/completions`. */
  path: string;
}

/** The method and path of an API endpoint, shown under the page title. */
export default function Endpoint({method, path}: Props): ReactNode {
  return (
    <p className={styles.endpoint}>
      <span className={styles.method} data-method={method}>
        {method}
      </span>
      <code className={styles.path}>{path}</code>
    </p>
  );
}
