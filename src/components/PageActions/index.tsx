import {useEffect, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {markdownTwinPath} from '@site/src/utils/markdownTwin';
import type {Outcome} from './actions';
import {versionLink} from './versionLink';
import styles from './styles.module.css';

/** How long a message stays before the status line clears. */
const messageMs = 6000;

/**
 * Copy page (the Markdown twin), View as Markdown, Copy link to this version:
 * for readers who hand a page to an assistant or a colleague. The clipboard
 * and fetch code loads on the first click (./actions.ts).
 */
export default function PageActions(): ReactNode {
  const {metadata} = useDoc();
  const {siteConfig} = useDocusaurusContext();
  const twin = markdownTwinPath(metadata.permalink);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const show = (result: Outcome) => {
    setBusy(false);
    setOutcome(result);
    timer.current = window.setTimeout(() => setOutcome(null), messageMs);
  };
  // The buttons stay enabled while an action runs: disabling the focused one would drop keyboard focus.
  const run = (action: (actions: typeof import('./actions')) => Promise<Outcome>) => {
    if (busy) return;
    setBusy(true);
    window.clearTimeout(timer.current);
    import('./actions')
      .then(action)
      .then(show, () => show({ok: false, message: 'Could not load the page actions. Check your connection and try again.'}));
  };

  return (
    <div className={styles.bar}>
      <div className={styles.actions} role="group" aria-label="Page actions" aria-busy={busy}>
        <button type="button" className={styles.action} onClick={() => run((a) => a.copyPage(twin))}>
          Copy page
        </button>
        {/* A file of the build, not a route: pathname:// renders a plain <a> (see OpenApiDownload). */}
        <Link className={styles.action} to={`pathname://${twin}`} target="_self" type="text/markdown">
          View as Markdown
        </Link>
        <button
          type="button"
          className={styles.action}

          onClick={() => run((a) => a.copyLink(versionLink(siteConfig.url, metadata.permalink)))}>
          Copy link to this version
        </button>
      </div>
      <p className={clsx(styles.status, outcome && !outcome.ok && styles.error)} role="status">
        {outcome?.message}
      </p>
    </div>
  );
}
