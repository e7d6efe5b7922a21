import type {ReactNode} from 'react';
import CodeList from '@site/src/components/CodeList';
import Link from '@docusaurus/Link';
import {acceptedIds, modelsOf, tasksOf, type Endpoint} from '@site/src/data/models';
import {formatLimit} from '@site/src/data/format';
import {routeOf} from '@site/src/data/pageMatrix';
import {useVersionName} from '@site/src/hooks/useVersionName';

interface Props {
  /** Only the models that serve this endpoint; all of the version's models when absent. */
  endpoint?: Endpoint;
}

/** One row per model of the docs version being read. */
export default function ModelComparison({endpoint}: Props): ReactNode {
  const version = useVersionName();
  const rows = modelsOf(version).filter((m) => !endpoint || m.endpoints.includes(endpoint));
  if (rows.length === 0) {
    throw new Error(`No model serves ${endpoint} in version ${version}`);
  }
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">Model</th>
          <th scope="col">Model ID</th>
          {!endpoint && <th scope="col">Modality</th>}
          <th scope="col">Limit</th>
          {!endpoint && <th scope="col">Endpoints</th>}
          <th scope="col">
            <code>tasks</code>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((model) => {
          const [preferred, ...alsoAccepted] = acceptedIds(model, version);
          return (
            <tr key={model.slug}>
              <td>
                <Link to={routeOf(version, `models/${model.slug}`)}>{model.name}</Link>
              </td>
              <td>
                <code>{preferred}</code>
                {alsoAccepted.map((id) => (
                  <span key={id}>
                    <br />
                    also <code>{id}</code>
                  </span>
                ))}
              </td>
              {!endpoint && <td>{model.modality}</td>}
              <td>{formatLimit(model, version)}</td>
              {!endpoint && (
                <td>
                  <CodeList items={model.endpoints} />
                </td>
              )}
              <td>
                <CodeList items={tasksOf(model, version)} />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
