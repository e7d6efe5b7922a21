import type {ReactNode} from 'react';
import {proxyFlagsOf} from '@site/src/data/proxyFlags';
import {flagAnchor} from '@site/src/data/rowAnchors';
import {useVersionName} from '@site/src/hooks/useVersionName';
import RichText from '@site/src/components/RichText';

/** Every proxy flag of the docs version being read, with its default there. */
export default function ProxyFlagTable(): ReactNode {
  const version = useVersionName();
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">Flag</th>
          <th scope="col">Default</th>
          <th scope="col">Meaning</th>
        </tr>
      </thead>
      <tbody>
        {proxyFlagsOf(version).map((flag) => {
          const value = flag.default(version);
          return (
            <tr key={flag.flag} id={flagAnchor(flag.flag)}>
              <td>
                <code>{flag.value ? `${flag.flag} ${flag.value}` : flag.flag}</code>
              </td>
              <td>{value === null ? 'None' : <code>{value}</code>}</td>
              <td>
                <RichText text={flag.description} />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
