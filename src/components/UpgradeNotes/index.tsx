import {Fragment, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useDocsVersion, useVersions} from '@docusaurus/plugin-content-docs/client';
import {factChanges, factTopics, type FactPageLink} from '@site/src/data/factChanges';
import {hasPage, routeOf} from '@site/src/data/pageMatrix';
import {compareUrl} from '@site/src/plugins/version-compare/client/format';
import RichText from '@site/src/components/RichText';
import {getVersion, type VersionName} from '@site/src/data/versions';
import {useVersionName} from '@site/src/hooks/useVersionName';
import {useBuiltVersions} from '@site/src/hooks/useBuiltVersions';

interface Props {
  /** The older version of the pair. */
  from: VersionName;
  /** The newer version of the pair. */
  to: VersionName;
}

/**
 * Titles of the pages of the version being read, by doc path. The docs plugin
 * keeps no titles of other versions on the client, so a page the version being
 * read lacks is named by its path.
 */
function usePageTitles(reading: VersionName): (path: string) => string | undefined {
  const version = useDocsVersion();
  const global = useVersions(undefined).find((v) => v.name === version.version);
  return (path) => {
    const route = routeOf(reading, path);
    const doc = global?.docs.find((d) => d.path === route);
    return doc ? version.docs[doc.id]?.title : undefined;
  };
}

/** What changed in the typed data between two versions (src/data/factChanges.ts), by topic. */
export default function UpgradeNotes({from, to}: Props): ReactNode {
  const reading = useVersionName();
  const titleOf = usePageTitles(reading);
  const isBuilt = useBuiltVersions();
  const changes = factChanges(from, to);
  const label = ({path, version}: FactPageLink): ReactNode => {
    const title = titleOf(path);
    const versionLabel = getVersion(version).label;
    return title ? `${title} (${versionLabel})` : `the page in ${versionLabel}`;
  };

  if (changes.length === 0) {
    return (
      <p>
        The data these notes come from does not differ between {getVersion(from).label} and {getVersion(to).label}.
      </p>
    );
  }
  return factTopics
    .map(({topic, title}) => ({topic, title, items: changes.filter((c) => c.topic === topic)}))
    .filter(({items}) => items.length > 0)
    .map(({topic, title, items}) => (
      <Fragment key={topic}>
        <p>
          <strong>{title}</strong>
        </p>
        <ul>
          {items.map((change) => (
            <li key={change.text}>
              <RichText text={change.text} />
              {change.pages.length > 0 && ' See '}
              {change.pages.map((page, i) => (
                <Fragment key={`${page.version}/${page.path}`}>
                  {i > 0 && ', '}
                  <Link to={routeOf(page.version, page.path)} data-noBrokenLinkCheck={!isBuilt(page.version)}>
                    {label(page)}
                  </Link>
                  {hasPage(from, page.path) && hasPage(to, page.path) && (
                    <>
                      {' '}
                      (
                      <Link to={compareUrl(page.path, from, to)} rel="nofollow">
                        compare with {getVersion(from).label}
                      </Link>
                      )
                    </>
                  )}
                </Fragment>
              ))}
              {change.pages.length > 0 && '.'}
            </li>
          ))}
        </ul>
      </Fragment>
    ));
}
