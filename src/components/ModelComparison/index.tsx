import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {modelId, modelsOf} from '@site/src/data/models';
import {formatLimit, yesNo} from '@site/src/data/format';
import {useVersionName} from '@site/src/hooks/useVersionName';

/** One row per model served in the docs version being read. */
export default function ModelComparison(): ReactNode {
  const version = useVersionName();
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">Model</th>
          <th scope="col">Model ID</th>
          <th scope="col">Modality</th>
          <th scope="col">Limit</th>
          <th scope="col">Endpoints</th>
          <th scope="col">Tool calling</th>
        </tr>
      </thead>
      <tbody>
        {modelsOf(version).map((model) => (
          <tr key={model.slug}>
            <td>
              <Link to={`./${model.slug}`}>{model.name}</Link>
            </td>
            <td>
              <code>{modelId(model, version)}</code>
            </td>
            <td>{model.modality}</td>
            <td>{formatLimit(model, version)}</td>
            <td>
              {model.endpoints.map((e, i) => (
                <span key={e}>
                  {i > 0 && ', '}
                  <code>{e}</code>
                </span>
              ))}
            </td>
            <td>{yesNo(model.toolCalling(version))}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
