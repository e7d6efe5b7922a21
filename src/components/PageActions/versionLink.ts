/**
 * The absolute URL of a page in the docs version being read. Versions other
 * than the latest have their own path (`/1.23/...`, `/next/...`), so their
 * links keep pointing at that version. The latest release lives at the site
 * root and has no second, versioned path: its link is the root URL, which
 * shows the next release once that one is out.
 */
import {pageRoute} from '../../utils/markdownTwin';

export function versionLink(siteUrl: string, permalink: string): string {
  return siteUrl.replace(/\/+$/, '') + pageRoute(permalink);
}
