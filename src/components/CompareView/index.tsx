/**
 * The compare view (/compare?page=…&from=…&to=…): a page's differences
 * between two versions. The build computed them (src/plugins/version-compare);
 * this component fetches one JSON file and renders it. The route is noindex
 * and left out of the sitemap: it repeats the docs.
 */
import {Fragment, useCallback, useEffect, useState, type ReactNode, type SyntheticEvent} from 'react';
import clsx from 'clsx';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import {PageMetadata} from '@docusaurus/theme-common';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import {routeOf} from '@site/src/data/pageMatrix';
import {getVersion, versionOrder, type VersionName} from '@site/src/data/versions';
import {
  compareIndexPath,
  compareUrl,
  comparisonPath,
  isOlder,
  pageFromParam,
  pageParam,
  type Block,
  type BlockChange,
  type CompareIndex,
  type PageComparison,
  type PageSide,
  type SectionDiff,
  type Tokens,
} from '@site/src/plugins/version-compare/format';
import type {Segment} from '@site/src/data/richText';
import styles from './styles.module.css';

type State =
  | {kind: 'loading'}
  | {kind: 'failed'}
  | {kind: 'choose'; index: CompareIndex; page: string; from: VersionName; to: VersionName; problem?: ReactNode}
  | {kind: 'ready'; index: CompareIndex; comparison: PageComparison};

const label = (version: VersionName): string => getVersion(version).label;
const isVersion = (value: string | null): value is VersionName => versionOrder.includes(value as VersionName);

/** A fact's sentence, parsed at build time (src/data/richText.ts). */
function Segments({segments}: {segments: Segment[]}): ReactNode {
  return segments.map((segment, i) => {
    if (segment.kind === 'code') return <code key={i}>{segment.text}</code>;
    if (segment.kind === 'link') {
      return (
        <Link key={i} to={segment.to}>
          {segment.text}
        </Link>
      );
    }
    return segment.text;
  });
}

function Marked({tokens}: {tokens: Tokens}): ReactNode {
  return tokens.map(([op, text], i) => {
    if (op === 0) return text;
    const Tag = op === 1 ? 'ins' : 'del';
    return (
      <Tag key={i}>
        <span className={styles.visuallyHidden}>[{op === 1 ? 'added' : 'removed'}: </span>
        {text}
        <span className={styles.visuallyHidden}>]</span>
      </Tag>
    );
  });
}

const opNames = {added: 'Added', removed: 'Removed', changed: 'Changed'} as const;

/** A whole block added or removed, or a changed one with its marks. */
function BlockView({
  block,
  op,
  tokens,
  cells,
}: {
  block: Block;
  op: 'added' | 'removed' | 'changed';
  tokens?: Tokens;
  cells?: Tokens[];
}): ReactNode {
  const wholeOp = op === 'added' ? 1 : -1;
  const marked = tokens ?? [[wholeOp, block.text]];
  const className = clsx(styles.block, styles[op]);
  const prefix = opNames[op];
  // A changed row whose cell count changed is marked as one line of text.
  if (block.kind === 'row' && block.cells && (op !== 'changed' || cells)) {
    const rowCells = cells ?? block.cells.map((cell): Tokens => [[wholeOp, cell]]);
    return (
      <div className={className}>
        <span className={styles.blockLabel}>{prefix} table row</span>
        <div className={styles.tableScroll}>
          <table className={styles.rowTable}>
            {block.header?.length === rowCells.length && (
              <thead>
                <tr>
                  {block.header.map((cell, i) => (
                    <th key={i} scope="col">
                      {cell}
                    </th>
                  ))}
                </tr>
              </thead>
            )}
            <tbody>
              <tr>
                {rowCells.map((cell, i) => (
                  <td key={i} data-label={block.header?.length === rowCells.length ? block.header[i] : undefined}>
                    <Marked tokens={cell} />
                  </td>
                ))}
              </tr>
            </tbody>
          </table>
        </div>
      </div>
    );
  }
  const kind = {code: 'code block', item: 'list item', quote: 'note', row: 'table row', paragraph: 'paragraph'}[block.kind];
  return (
    <div className={className}>
      <span className={styles.blockLabel}>
        {prefix} {kind}
      </span>
      {block.kind === 'code' ? (
        <pre className={styles.code}>
          <code>
            <Marked tokens={marked} />
          </code>
        </pre>
      ) : (
        <p className={clsx(styles.text, block.kind === 'item' && styles.item, block.kind === 'quote' && styles.quote)}>
          <Marked tokens={marked} />
        </p>
      )}
    </div>
  );
}

function ChangeView({change}: {change: BlockChange}): ReactNode {
  if (change.op === 'same') {
    return <p className={styles.same}>{change.count === 1 ? '1 unchanged block' : `${change.count} unchanged blocks`}</p>;
  }
  if (change.op === 'changed') return <BlockView block={change.block} op="changed" tokens={change.tokens} cells={change.cells} />;
  return <BlockView block={change.block} op={change.op} />;
}

const statusText: Record<SectionDiff['status'], string> = {added: 'Added', removed: 'Removed', changed: 'Changed', same: 'Unchanged'};

/** A section's name with its parent ## heading, so a ### reads on its own. */
function sectionNames(sections: SectionDiff[]): string[] {
  let parent = '';
  return sections.map((section) => {
    if (section.depth <= 2) parent = section.title;
    if (section.title === '') return 'Introduction';
    return section.depth === 3 && parent ? `${parent} › ${section.title}` : section.title;
  });
}

function sectionLink(route: string, anchor: string | null): string {
  return anchor ? `${route}#${anchor}` : route;
}

function SectionView({section, name, from, to}: {section: SectionDiff; name: string; from: PageSide; to: PageSide}): ReactNode {
  const links: ReactNode[] = [];
  if (section.status !== 'added') {
    links.push(
      <Link key="from" to={sectionLink(from.route, section.fromAnchor)}>
        Read in {label(from.version)}
      </Link>,
    );
  }
  if (section.status !== 'removed') {
    links.push(
      <Link key="to" to={sectionLink(to.route, section.toAnchor)}>
        Read in {label(to.version)}
      </Link>,
    );
  }
  return (
    <section className={styles.section}>
      <Heading as="h2" className={styles.sectionTitle}>
        {name} <span className={clsx(styles.status, styles[section.status])}>{statusText[section.status]}</span>
      </Heading>
      <p className={styles.sectionLinks}>{links.flatMap((link, i) => (i === 0 ? [link] : [' · ', link]))}</p>
      {section.changes.map((change, i) => (
        <ChangeView key={i} change={change} />
      ))}
    </section>
  );
}

const plural = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;

function Comparison({comparison}: {comparison: PageComparison}): ReactNode {
  const {from, to, facts, sections} = comparison;
  const names = sectionNames(sections);
  const named = sections.map((section, i) => ({section, name: names[i]!, key: `${i}`}));
  const changed = named.filter(({section}) => section.status !== 'same' && !section.versionOnly);
  const versionOnly = named.filter(({section}) => section.versionOnly);
  const unchanged = named.filter(({section}) => section.status === 'same');
  const count = (status: SectionDiff['status']): number => changed.filter(({section}) => section.status === status).length;
  const summary =
    [
      plural(count('changed'), 'section changed', 'sections changed'),
      `${count('added')} added`,
      `${count('removed')} removed`,
      `${unchanged.length} unchanged`,
    ].join(', ') +
    (versionOnly.length > 0 ? `; ${plural(versionOnly.length, 'more differs', 'more differ')} only in version numbers.` : '.');

  return (
    <>
      {facts.length > 0 && (
        <section className={styles.facts} aria-labelledby="changed-facts">
          <Heading as="h2" id="changed-facts">
            Changed facts
          </Heading>
          {[...new Set(facts.map((fact) => fact.topic))].map((topic) => (
            <Fragment key={topic}>
              <p className={styles.topic}>{topic}</p>
              <ul>
                {facts
                  .filter((fact) => fact.topic === topic)
                  .map((fact, i) => (
                    <li key={i}>
                      <Segments segments={fact.segments} />
                    </li>
                  ))}
              </ul>
            </Fragment>
          ))}
        </section>
      )}
      {changed.length === 0 ? (
        <p className={styles.identical}>
          {versionOnly.length > 0 ? 'Apart from version numbers, the text' : 'The text'} of this page is the same in {label(from.version)}{' '}
          and {label(to.version)}.
        </p>
      ) : (
        <p className={styles.summary}>{summary}</p>
      )}
      {changed.map(({section, name, key}) => (
        <SectionView key={key} section={section} name={name} from={from} to={to} />
      ))}
      {versionOnly.length > 0 && (
        <details className={styles.more}>
          <summary>{plural(versionOnly.length, 'section differs', 'sections differ')} only in version numbers</summary>
          {versionOnly.map(({section, name, key}) => (
            <SectionView key={key} section={section} name={name} from={from} to={to} />
          ))}
        </details>
      )}
      {unchanged.length > 0 && (
        <details className={styles.more}>
          <summary>{plural(unchanged.length, 'unchanged section', 'unchanged sections')}</summary>
          <ul>
            {unchanged.map(({section, name, key}) => (
              <li key={key}>
                <Link to={sectionLink(to.route, section.toAnchor)}>{name}</Link>
              </li>
            ))}
          </ul>
        </details>
      )}
    </>
  );
}

/** Why there is nothing to compare when a version lacks the page, with links to the versions that have it. */
function missingPage(index: CompareIndex, page: string, from: VersionName, to: VersionName): ReactNode | null {
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

function ChooseForm({index, page, from, to}: {index: CompareIndex; page: string; from: VersionName; to: VersionName}): ReactNode {
  // The caller remounts the form (key) when the URL's choice changes.
  const history = useHistory();
  const [choice, setChoice] = useState({page, from, to});
  const pages = Object.entries(index)
    .map(([path, titles]) => ({path, title: titles[versionOrder.filter((v) => titles[v] !== undefined).at(-1)!]!}))
    .sort((a, b) => a.title.localeCompare(b.title));
  const submit = (event: SyntheticEvent<HTMLFormElement>): void => {
    event.preventDefault();
    history.push(compareUrl(choice.page, choice.from, choice.to));
  };
  return (
    <form className={styles.form} action="/compare" method="get" onSubmit={submit}>
      <div className={styles.field}>
        <label htmlFor="compare-page">Page</label>
        <select
          id="compare-page"
          name="page"
          value={pageParam(choice.page)}
          onChange={(e) => setChoice({...choice, page: pageFromParam(e.target.value)})}>
          {pages.map((p) => (
            <option key={p.path} value={pageParam(p.path)}>
              {p.title}
            </option>
          ))}
        </select>
      </div>
      {(['from', 'to'] as const).map((side) => (
        <div key={side} className={styles.field}>
          <label htmlFor={`compare-${side}`}>{side === 'from' ? 'From' : 'To'}</label>
          <select
            id={`compare-${side}`}
            name={side}
            value={choice[side]}
            onChange={(e) => setChoice({...choice, [side]: e.target.value as VersionName})}>
            {versionOrder.map((v) => (
              <option key={v} value={v}>
                {label(v)}
              </option>
            ))}
          </select>
        </div>
      ))}
      <button type="submit" className="button button--primary button--sm">
        Compare
      </button>
    </form>
  );
}

async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return (await response.json()) as T;
}

function useComparison(search: string, attempt: number): State {
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

function CompareBody(): ReactNode {
  const {search} = useLocation();
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const state = useComparison(search, attempt);

  if (state.kind === 'loading') {
    return (
      <>
        <Heading as="h1">Compare versions</Heading>
        <p role="status">Loading the comparison…</p>
        <noscript>
          <p>This view needs JavaScript. Each docs page is also in Markdown: add .md to its URL.</p>
        </noscript>
      </>
    );
  }
  if (state.kind === 'failed') {
    return (
      <>
        <Heading as="h1">Compare versions</Heading>
        <div role="alert" className={styles.failed}>
          <p>Could not load the comparison. Check your connection and try again.</p>
          <button type="button" className="button button--primary button--sm" onClick={retry}>
            Retry
          </button>
        </div>
      </>
    );
  }
  if (state.kind === 'choose') {
    return (
      <>
        <Heading as="h1">Compare versions</Heading>
        {state.problem ? (
          <p role="alert" className={styles.problem}>
            {state.problem}
          </p>
        ) : (
          <p>Choose a page and two versions to see what changed on the page between them.</p>
        )}
        <ChooseForm key={`${state.page}:${state.from}:${state.to}`} index={state.index} page={state.page} from={state.from} to={state.to} />
      </>
    );
  }
  const {comparison, index} = state;
  const {from, to} = comparison;
  return (
    <>
      <PageMetadata title={`Compare ${to.title}: ${label(from.version)} and ${label(to.version)}`} />
      <Heading as="h1">
        Compare “{to.title}”: {label(from.version)} and {label(to.version)}
      </Heading>
      <p>
        What changed on this page from <Link to={from.route}>version {label(from.version)}</Link> to{' '}
        <Link to={to.route}>version {label(to.version)}</Link>. Removed words are struck through, added words are underlined.
        {from.title !== to.title && (
          <>
            {' '}
            In {label(from.version)} the page is called “{from.title}”.
          </>
        )}
      </p>
      <ChooseForm
        key={`${comparison.page}:${from.version}:${to.version}`}
        index={index}
        page={comparison.page}
        from={from.version}
        to={to.version}
      />
      <Comparison comparison={comparison} />
    </>
  );
}

export default function CompareView(): ReactNode {
  return (
    <Layout title="Compare versions" description="What changed on a docs page between two versions of Confidant.">
      <Head>
        <meta name="robots" content="noindex" />
      </Head>
      <main className={clsx('container', styles.main)}>
        <CompareBody />
      </main>
    </Layout>
  );
}
