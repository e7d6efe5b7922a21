import type {ReactNode} from 'react';
import RichText from '@site/src/components/RichText';
import {apiReference, encryptedInTransit, rowsIn, type ApiField, type ApiParam, type EndpointSlug} from '@site/src/data/apiReference';
import {yesNo} from '@site/src/data/format';
import {fieldAnchor} from '@site/src/data/rowAnchors';
import {useVersionName} from '@site/src/hooks/useVersionName';
import styles from './styles.module.css';

interface Props {
  endpoint: EndpointSlug;
  /** `request`: the parameters a client sends; `response`: the fields it gets back. */
  part: 'request' | 'response';
}

const isParam = (row: ApiParam | ApiField): row is ApiParam => 'required' in row;

/** The parameter or field table of an API endpoint, from src/data/apiReference.ts. */
export default function ApiFields({endpoint, part}: Props): ReactNode {
  const reference = apiReference[endpoint];
  const version = useVersionName();
  const request = part === 'request';
  const rows: readonly (ApiParam | ApiField)[] = request ? rowsIn(reference.request, version) : rowsIn(reference.response, version);
  if (rows.length === 0) {
    throw new Error(`${endpoint} has no ${part} fields`);
  }
  return (
    <table className={styles.fields}>
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Type</th>
          {request && <th scope="col">Required</th>}
          {request && <th scope="col">Default</th>}
          <th scope="col">Description</th>
          {reference.showEncryption && <th scope="col">Encrypted in transit</th>}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.name} id={fieldAnchor(part, row.name)}>
            <td>
              <code>{row.name}</code>
            </td>
            <td>{row.type}</td>
            {isParam(row) && <td>{yesNo(row.required)}</td>}
            {isParam(row) && <td>{row.default === null ? '—' : <RichText text={row.default} />}</td>}
            <td>
              <RichText text={row.description} />
            </td>
            {reference.showEncryption && <td>{yesNo(encryptedInTransit(part, row.name))}</td>}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
