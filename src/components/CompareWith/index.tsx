import {useEffect, useRef, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useActiveDocContext, useVersions} from '@docusaurus/plugin-content-docs/client';
import {orderedCompareUrl} from '@site/src/plugins/version-compare/url';
import styles from './styles.module.css';

/** Docusaurus calls the development version `current`; the view's URLs say `next` (src/data/versions.ts). */
const urlName = (pluginName: string): string => (pluginName === 'current' ? 'next' : pluginName);

/**
 * "Compare with version": a menu of the other versions, each a link to the
 * compare view for this page. Docusaurus already knows the versions, newest
 * first, and which of them have the page (alternateDocVersions), so this adds
 * no data to the page.
 */
export default function CompareWith(): ReactNode {
  const {activeVersion, activeDoc, alternateDocVersions} = useActiveDocContext(undefined);
  const versions = useVersions(undefined);
  const [open, setOpen] = useState(false);
  const details = useRef<HTMLDetailsElement>(null);

  // Close on Escape and on a click outside, as a menu does.
  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent): void => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      details.current?.querySelector('summary')?.focus();
    };
    const onClick = (event: MouseEvent): void => {
      if (!details.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('click', onClick);
    };
  }, [open]);

  if (!activeVersion || !activeDoc) return null;
  const page = activeDoc.path.slice(activeVersion.path.length).replace(/^\/+|\/+$/g, '');
  const current = versions.findIndex((v) => v.name === activeVersion.name);
  // Newest first: a higher index is an older version, and the older one comes first in the URL.
  const others = versions
    .map((version, index) => ({version, index}))
    .filter(({index}) => index !== current)
    .map(({version, index}) => {
      const [older, newer] = index > current ? [version.name, activeVersion.name] : [activeVersion.name, version.name];
      return {version, url: orderedCompareUrl(page, urlName(older), urlName(newer))};
    });

  return (
    <details ref={details} className={styles.compare} open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className={styles.summary}>Compare with version</summary>
      <ul className={styles.menu}>
        {others.map(({version, url}) => (
          <li key={version.name}>
            <Link to={url} rel="nofollow" className={styles.item}>
              {version.label}
              {!alternateDocVersions[version.name] && <span className={styles.note}> (no such page)</span>}
            </Link>
          </li>
        ))}
      </ul>
    </details>
  );
}
