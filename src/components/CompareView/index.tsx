/**
 * The compare view (/compare?page=…&from=…&to=…): a page's differences
 * between two versions. The build computed them (src/plugins/version-compare);
 * this component fetches one JSON file and renders it. The route is noindex
 * and left out of the sitemap: it repeats the docs.
 *
 * Its parts: useComparison (the URL read, the data fetched), missingPage (why
 * a pair has nothing to compare), ChooseForm (the picker), Comparison,
 * SectionView and BlockView (the differences), Segments (a fact's sentence).
 */
import {useCallback, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import {PageMetadata} from '@docusaurus/theme-common';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import ChooseForm from './ChooseForm';
import Comparison from './Comparison';
import {label} from './labels';
import {useComparison} from './useComparison';
import styles from './styles.module.css';

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
