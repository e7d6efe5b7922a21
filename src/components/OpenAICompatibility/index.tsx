import type {ReactNode} from 'react';
import clsx from 'clsx';
import RichText from '@site/src/components/RichText';
import OpenApiDownload from '@site/src/components/OpenApiDownload';
// Types only: the rows come from src/plugins/api-fields at build time, so
// neither src/data/apiReference.ts nor ./openaiCompatibility.ts reaches the browser.
import type {CompatibilityTable, DataTable, ModelChatSupport, Support, UnservedRow} from '@site/src/plugins/api-fields/tables';
import styles from './styles.module.css';

type Table = DataTable | 'openapi-document';

const supportLabel: Record<Support, string> = {
  supported: 'Supported',
  ignored: 'Accepted, ignored',
  rejected: 'Rejected',
};

function SupportCell({support, status}: {support: Support; status?: number}): ReactNode {
  return (
    <td className={clsx(styles.support, support === 'rejected' && styles.rejected)}>
      {supportLabel[support]}
      {support === 'rejected' && status !== undefined && <>: {status}</>}
    </td>
  );
}

function EndpointTable({rows, response}: Extract<CompatibilityTable, {kind: 'endpoint'}>): ReactNode {
  return (
    <>
      {rows.length > 0 && (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Parameter</th>
              <th scope="col">In Confidant</th>
              <th scope="col">Notes</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.subject} id={row.id}>
                <th scope="row">
                  <RichText text={row.subject} />
                </th>
                <SupportCell support={row.support} status={row.status} />
                <td>
                  {row.note === '' ? '—' : <RichText text={row.note} />}
                  {row.messages && (
                    <span className={styles.message}>
                      <code>error.message</code>:{' '}
                      {row.messages.map((message, i) => (
                        <span key={message}>
                          {i > 0 && ' or '}
                          <code>{message}</code>
                        </span>
                      ))}
                    </span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {response !== undefined && (
        <p>
          <RichText text={response} />
        </p>
      )}
    </>
  );
}

function ChatModelTable({models, rejectedStatus}: {models: ModelChatSupport[]; rejectedStatus: number}): ReactNode {
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col">Model</th>
          <th scope="col">
            <code>tools</code>
          </th>
          <th scope="col">
            <code>parallel_tool_calls</code>
          </th>
          <th scope="col">Image parts</th>
          <th scope="col">
            <code>response_format</code>
          </th>
        </tr>
      </thead>
      <tbody>
        {models.map((model) => (
          <tr key={model.id}>
            <th scope="row">
              <code>{model.id}</code>
            </th>
            <SupportCell support={model.tools} status={rejectedStatus} />
            <SupportCell support={model.parallelToolCalls} status={rejectedStatus} />
            <SupportCell support={model.imageInput} status={rejectedStatus} />
            <SupportCell support={model.structuredOutputs} status={rejectedStatus} />
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function UnservedTable({rows, status}: {rows: UnservedRow[]; status: number}): ReactNode {
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col">OpenAI endpoint</th>
          <th scope="col">What it does at OpenAI</th>
          <th scope="col">In Confidant</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((e) => (
          <tr key={e.endpoint} id={e.id}>
            <th scope="row">
              <code>{e.endpoint}</code>
            </th>
            <td>
              <RichText text={e.name} />
            </td>
            <SupportCell support="rejected" status={status} />
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * One table of the OpenAI-compatibility page, from src/data/openaiCompatibility.ts
 * for the version being read (rows given by the api-fields remark plugin): an
 * endpoint's parameters, the chat features per model, the OpenAI endpoints
 * Confidant does not serve, or the link to the version's OpenAPI document.
 */
export default function OpenAICompatibility({table, rows}: {table: Table; rows?: CompatibilityTable}): ReactNode {
  if (table === 'openapi-document') {
    return (
      <p>
        <OpenApiDownload />
      </p>
    );
  }
  if (!rows) {
    throw new Error(`OpenAICompatibility (${table}) has no rows: render it from MDX; the api-fields remark plugin gives it its rows.`);
  }
  switch (rows.kind) {
    case 'chat-models':
      return <ChatModelTable {...rows} />;
    case 'unserved-endpoints':
      return <UnservedTable {...rows} />;
    default:
      return <EndpointTable {...rows} />;
  }
}
