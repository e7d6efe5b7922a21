/**
 * theme-classic's DocBreadcrumbs/Items/Home (ejected), whose home icon links
 * to the site's root: on a page of 1.23 or Next that is another version's
 * home. Ours links to the home of the version being read (`/1.23`, `/next`,
 * `/` for the latest release). Nothing else changed.
 */
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {translate} from '@docusaurus/Translate';
import IconHome from '@theme/Icon/Home';
import {routeOf} from '@site/src/data/pageMatrix';
import {useVersionName} from '@site/src/hooks/useVersionName';

import styles from './styles.module.css';

export default function HomeBreadcrumbItem(): ReactNode {
  const homeHref = useBaseUrl(routeOf(useVersionName(), ''));

  return (
    <li className="breadcrumbs__item">
      <Link
        aria-label={translate({
          id: 'theme.docs.breadcrumbs.home',
          message: 'Home page',
          description: 'The ARIA label for the home page in the breadcrumbs',
        })}
        className="breadcrumbs__link"
        href={homeHref}>
        <IconHome className={styles.breadcrumbHomeIcon} />
      </Link>
    </li>
  );
}
