/** Why there is nothing to compare when a version lacks the page, with links to the versions that have it. */
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {routeOf} from '@site/src/data/pageMatrix';
import {versionOrder, type VersionName} from '@site/src/data/versions';
import {compareUrl, isOlder, type CompareIndex} from '@site/src/plugins/version-compare/client/format';
import {label} from './labels';

export function missingPage(index: CompareIndex, page: string, from: VersionName, to: VersionName): ReactNode | null {
  const titles = index[page] ?? {};
  const present = versionOrder.filter((v) => titles[v] !== undefined);
  const title = titles[present.at(-1)!];
  const read = (v: VersionName): ReactNode => <Link to={routeOf(v, page)}>Read it in {label(v)}</Link>;
  const compare = (a: VersionName, b: VersionName): ReactNode => (
    <Link to={compareUrl(page, a, b)}>
      compare {label(a)} with {label(b)}
    </Link>
  );
  const hasFrom = present.includes(from);
  const hasTo = present.includes(to);
  if (hasFrom && hasTo) return null;
  if (!hasFrom && hasTo) {
    const first = present.find((v) => isOlder(from, v))!;
    return (
      <>
        “{title}” is new in {label(first)}: {label(from)} does not have it. {read(first)}
        {first !== to && <>, or {compare(first, to)}</>}.
      </>
    );
  }
  if (hasFrom && !hasTo) {
    const last = [...present].reverse().find((v) => isOlder(v, to))!;
    const removedIn = versionOrder[versionOrder.indexOf(last) + 1]!;
    return (
      <>
        “{title}” was removed in {label(removedIn)}: {label(to)} does not have it. The last version with it is {label(last)}. {read(last)}
        {last !== from && <>, or {compare(from, last)}</>}.
      </>
    );
  }
  return (
    <>
      Neither {label(from)} nor {label(to)} has “{title}”. It is in {present.map(label).join(', ')}. {read(present.at(-1)!)}.
    </>
  );
}
