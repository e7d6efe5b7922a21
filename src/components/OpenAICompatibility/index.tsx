import type {ReactNode} from 'react';
import clsx from 'clsx';
import RichText from '@site/src/components/RichText';
import OpenApiDownload from '@site/src/components/OpenApiDownload';
import type {EndpointSlug} from '@site/src/data/apiReference';
import {
  chatModelSupport,
  compatibilityRows,
  openaiCompatibility,
  rejectedModelFeatureStatus,
  unservedEndpoints,
  unservedStatus,
  type Support,
} from '@site/src/data/openaiCompatibility';
import {parseRichText} from '@site/src/data/richText';
import type {VersionName} from '@site/src/data/versions';
import {differenceAnchor} from '@site/src/data/rowAnchors';
import {useVersionName} from '@site/src/hooks/useVersionName';
import styles from './styles.module.css';

type Table = EndpointSlug | 'chat-models' | 'unserved-endpoints' | 'openapi-document';

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

/** Rich text as the reader sees it, without code and link markup. */
const plainText = (text: string, version: VersionName): string =>
  parseRichText(text, version)
    .map((segment) => segment.text)
    .join('');

function EndpointTable({endpoint}: {endpoint: EndpointSlug}): ReactNode {
  const version = useVersionName();
  const rows = compatibilityRows(endpoint, version);
  const {response} = openaiCompatibility[endpoint];
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
              <tr
                key={row.subject}
                id={row.support === 'supported' ? undefined : differenceAnchor(endpoint, plainText(row.subject, version))}>
                <th scope="row">
                  <RichText text={row.subject} />
                </th>
                <SupportCell support={row.support} status={row.status} />
                <td>{row.note === '' ? '—' : <RichText text={row.note} />}</td>
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

function ChatModelTable(): ReactNode {
  const version = useVersionName();
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
        {chatModelSupport(version).map((model) => (
          <tr key={model.id}>
            <th scope="row">
              <code>{model.id}</code>
            </th>
            <SupportCell support={model.tools} status={rejectedModelFeatureStatus} />
            <SupportCell support={model.parallelToolCalls} status={rejectedModelFeatureStatus} />
            <SupportCell support={model.imageInput} status={rejectedModelFeatureStatus} />
            <SupportCell support={model.structuredOutputs} status={rejectedModelFeatureStatus} />
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function UnservedTable(): ReactNode {
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
        {unservedEndpoints.map((e) => (
          <tr key={e.endpoint} id={differenceAnchor('unserved', e.endpoint)}>
            <th scope="row">
              <code>{e.endpoint}</code>
            </th>
            <td>
              <RichText text={e.name} />
            </td>
            <SupportCell support="rejected" status={unservedStatus} />
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * One table of the OpenAI-compatibility page, from src/data/openaiCompatibility.ts
 * for the version being read: an endpoint's parameters, the chat features per
 * model, the OpenAI endpoints Confidant does not serve, or the link to the
 * version's OpenAPI document.
 */
export default function OpenAICompatibility({table}: {table: Table}): ReactNode {
  switch (table) {
    case 'chat-models':
      return <ChatModelTable />;
    case 'unserved-endpoints':
      return <UnservedTable />;
    case 'openapi-document':
      return (
        <p>
          <OpenApiDownload />
        </p>
      );
    default:
      return <EndpointTable endpoint={table} />;
  }
}
