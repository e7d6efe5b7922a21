import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {openApiFileName, openApiPath} from '@site/src/data/openapiUrl';
import {useVersionName} from '@site/src/hooks/useVersionName';

/**
 * A download link to the OpenAPI document of the version being read. The
 * document is a file of the build (src/plugins/openapi), not a route:
 * `pathname://` makes Link render a plain <a> (no client-side navigation, no
 * broken-link check against the routes), and `target="_self"` stops Link
 * from opening it in a new tab as it does for other non-route links.
 */
export default function OpenApiDownload({className}: {className?: string}): ReactNode {
  const version = useVersionName();
  return (
    <Link
      className={className}
      to={`pathname://${openApiPath(version)}`}
      target="_self"
      download={openApiFileName(version)}
      type="application/json">
      Download the OpenAPI document
    </Link>
  );
}
