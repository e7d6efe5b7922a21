import type {ReactNode} from 'react';
import RichText from '@site/src/components/RichText';
// Types only: the rows come from src/plugins/api-fields at build time, so the
// API data (src/data/apiReference.ts) never reaches the browser.
import type {ApiFieldsTable, EndpointSlug, Part} from '@site/src/plugins/api-fields/tables';
import styles from './styles.module.css';

interface Props {
  endpoint: EndpointSlug;
  /** `request`: the parameters a client sends; `response`: the fields it gets back. */
  part: Part;
  /** Added by the api-fields remark plugin for the page's version; not written in MDX. */
  table?: ApiFieldsTable;
}

/** The parameter or field table of an API endpoint, from src/data/apiReference.ts via the api-fields remark plugin. */
export default function ApiFields({endpoint, part, table}: Props): ReactNode {
  if (!table) {
    throw new Error(
      `ApiFields (${endpoint} ${part}) has no rows: render ApiFields from MDX; the api-fields remark plugin gives it its rows.`,
    );
  }
  const request = part === 'request';
  return (
    <table className={styles.fields}>
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Type</th>
          {request && <th scope="col">Required</th>}
          {request && <th scope="col">Default</th>}
          <th scope="col">Description</th>
          {table.showEncryption && <th scope="col">Encrypted in transit</th>}
        </tr>
      </thead>
      <tbody>
        {table.rows.map((row) => (
          <tr key={row.name} id={row.id}>
            <td>
              <code>{row.name}</code>
            </td>
            <td>{row.type}</td>
            {row.required !== undefined && <td>{row.required}</td>}
            {row.default !== undefined && <td>{row.default === null ? '—' : <RichText text={row.default} />}</td>}
            <td>
              <RichText text={row.description} />
            </td>
            {row.encrypted !== undefined && <td>{row.encrypted}</td>}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
