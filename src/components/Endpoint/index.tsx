import type {ReactNode} from 'react';
import OpenApiDownload from '@site/src/components/OpenApiDownload';
import styles from './styles.module.css';

interface Props {
  method: 'GET' | 'POST';
  /** Path on the proxy, e.g. `/v1/chat/completions`. */
  path: string;
}

/** The method and path of an API endpoint, shown under the page title, with the version's OpenAPI document. */
export default function Endpoint({method, path}: Props): ReactNode {
  return (
    <p className={styles.endpoint}>
      <span className={styles.method} data-method={method}>
        {method}
      </span>{' '}
      {/* The spaces keep "POST /v1/completions" apart in text that tools and search read; flex ignores them. */}
      <code className={styles.path}>{path}</code> <OpenApiDownload className={styles.download} />
    </p>
  );
}
