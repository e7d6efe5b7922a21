import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import CodeList from '@site/src/components/CodeList';
import {acceptedIds, getModel, tasksOf, type Model} from '@site/src/data/models';
import {formatLimit, groupThousands, yesNo} from '@site/src/data/format';
import {largestRequestByTier} from '@site/src/data/modelLimits';
import {routeOf} from '@site/src/data/pageMatrix';
import type {VersionName} from '@site/src/data/versions';
import {useVersionName} from '@site/src/hooks/useVersionName';
import styles from './styles.module.css';

interface Props {
  /** Page slug of the model, e.g. `gemma-3-27b`. */
  slug: string;
}

/** The row of what the model itself accepts: a context window, an input limit (embeddings) or a file limit (audio). */
function limitRow(model: Model, version: VersionName): {label: string; value: string} {
  const value = formatLimit(model, version);
  if (model.dimensions !== undefined) return {label: 'Input limit', value: `${value} per input`};
  if (model.context(version) === null) return {label: 'File limit', value};
  return {label: 'Context window', value: `${value}, prompt and answer together`};
}

/** The key facts of one model, in the truth of the docs version being read. */
export default function ModelFacts({slug}: Props): ReactNode {
  const version = useVersionName();
  const model = getModel(slug);
  if (!model.versions.includes(version)) {
    throw new Error(`Model "${slug}" is not served in version ${version}`);
  }
  const [preferred, ...alsoAccepted] = acceptedIds(model, version);
  const largest = largestRequestByTier(model, version);
  const rateLimitsRoute = `${routeOf(version, 'rate-limits')}#a-request-larger-than-a-limit`;
  const limit = limitRow(model, version);
  return (
    <table className={styles.facts} aria-label={`${model.name} at a glance`}>
      <tbody>
        <tr>
          <th scope="row">Model ID</th>
          <td>
            <code>{preferred}</code>
            {alsoAccepted.length > 0 && (
              <>
                {' '}
                (also accepted: <code>{alsoAccepted.join(', ')}</code>)
              </>
            )}
          </td>
        </tr>
        <tr>
          <th scope="row">Source</th>
          <td>
            <Link href={model.source}>{model.source.replace('https://', '')}</Link>
          </td>
        </tr>
        <tr>
          <th scope="row">Modality</th>
          <td>{model.modality}</td>
        </tr>
        <tr>
          <th scope="row">{limit.label}</th>
          <td>{limit.value}</td>
        </tr>
        <tr>
          <th scope="row">
            <Link to={rateLimitsRoute}>{largest.label}</Link>
          </th>
          <td>
            <ul className={styles.tiers}>
              {largest.tiers.map(({tier, text}) => (
                <li key={tier}>
                  {tier}: {text}
                </li>
              ))}
            </ul>
          </td>
        </tr>
        {model.maxOutputTokens !== undefined && (
          <tr>
            <th scope="row">Output limit</th>
            <td>{groupThousands(model.maxOutputTokens)} tokens per request</td>
          </tr>
        )}
        {model.dimensions !== undefined && (
          <tr>
            <th scope="row">Dimensions</th>
            <td>{model.dimensions}</td>
          </tr>
        )}
        <tr>
          <th scope="row">Endpoints</th>
          <td>
            <CodeList items={model.endpoints} />
          </td>
        </tr>
        <tr>
          <th scope="row">Streaming</th>
          <td>{yesNo(model.streaming)}</td>
        </tr>
        <tr>
          <th scope="row">Tool calling</th>
          <td>{yesNo(model.toolCalling(version))}</td>
        </tr>
        <tr>
          <th scope="row">Structured outputs</th>
          <td>{yesNo(model.structuredOutputs)}</td>
        </tr>
        <tr>
          <th scope="row">
            <code>tasks</code> in <code>/v1/models</code>
          </th>
          <td>
            <CodeList items={tasksOf(model, version)} />
          </td>
        </tr>
      </tbody>
    </table>
  );
}
