/** The compare URL's query read and checked, and the data it names fetched: what the view shows next. */
import {useEffect, useState, type ReactNode} from 'react';
import {versionOrder, type VersionName} from '@site/src/data/versions';
import {
  compareIndexPath,
  comparisonPath,
  isOlder,
  pageFromParam,
  type CompareIndex,
  type PageComparison,
} from '@site/src/plugins/version-compare/client/format';
import {isVersion, label} from './labels';
import {missingPage} from './missingPage';

export type State =
  | {kind: 'loading'}
  | {kind: 'failed'}
  | {kind: 'choose'; index: CompareIndex; page: string; from: VersionName; to: VersionName; problem?: ReactNode}
  | {kind: 'ready'; index: CompareIndex; comparison: PageComparison};

async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return (await response.json()) as T;
}

export function useComparison(search: string, attempt: number): State {
  // The answer to the request it belongs to; any other request is still loading.
  const request = `${attempt}:${search}`;
  const [answer, setAnswer] = useState<{request: string; state: State} | null>(null);
  useEffect(() => {
    let cancelled = false;
    const params = new URLSearchParams(search);
    const load = async (): Promise<State> => {
      const index = await fetchJson<CompareIndex>(compareIndexPath);
      const rawPage = params.get('page');
      const rawFrom = params.get('from');
      const rawTo = params.get('to');
      const page = rawPage === null ? '' : pageFromParam(rawPage);
      const from = isVersion(rawFrom) ? rawFrom : versionOrder.at(-3)!;
      const to = isVersion(rawTo) ? rawTo : versionOrder.at(-2)!;
      const choose = (problem?: ReactNode): State => ({kind: 'choose', index, page: index[page] ? page : '', from, to, problem});
      if (rawPage === null) return choose();
      if (!index[page]) return choose(<>These docs have no page “{rawPage}”. Choose one below.</>);
      if (!isVersion(rawFrom) || !isVersion(rawTo)) {
        return choose(<>Choose two versions from the lists: {versionOrder.map(label).join(', ')}.</>);
      }
      if (from === to) return choose(<>Choose two different versions to compare.</>);
      const missing = missingPage(index, page, from, to);
      if (missing) return choose(missing);
      const [older, newer] = isOlder(from, to) ? [from, to] : [to, from];
      return {kind: 'ready', index, comparison: await fetchJson<PageComparison>(comparisonPath(page, older, newer))};
    };
    load().then(
      (state) => !cancelled && setAnswer({request, state}),
      () => !cancelled && setAnswer({request, state: {kind: 'failed'}}),
    );
    return () => {
      cancelled = true;
    };
  }, [search, request]);
  return answer?.request === request ? answer.state : {kind: 'loading'};
}
