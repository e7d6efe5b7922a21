import {useEffect, useRef, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useActiveDocContext} from '@docusaurus/plugin-content-docs/client';
import {fromPluginVersionName, getVersion, versionOrder, versionPrefix, type VersionName} from '@site/src/data/versions';
import {compareUrl} from '@site/src/plugins/version-compare/format';
import styles from './styles.module.css';

/** Docusaurus calls the development version `current`. */
const pluginName = (version: VersionName): string => (version === 'next' ? 'current' : version);

/**
 * "Compare with version": a menu of the other versions, each a link to the
 * compare view for this page. Docusaurus already knows which versions have
 * the page (alternateDocVersions), so this adds no data to the page.
 */
export default function CompareWith(): ReactNode {
  const {activeVersion, activeDoc, alternateDocVersions} = useActiveDocContext(undefined);
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
  const current = fromPluginVersionName(activeVersion.name);
  const page = activeDoc.path.slice(versionPrefix(current).length).replace(/^\/+|\/+$/g, '');
  const others = versionOrder.filter((v) => v !== current).reverse();

  return (
    <details ref={details} className={styles.compare} open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className={styles.summary}>Compare with version</summary>
      <ul className={styles.menu}>
        {others.map((version) => (
          <li key={version}>
            <Link to={compareUrl(page, version, current)} rel="nofollow" className={styles.item}>
              {getVersion(version).label}
              {!alternateDocVersions[pluginName(version)] && <span className={styles.note}> (no such page)</span>}
            </Link>
          </li>
        ))}
      </ul>
    </details>
  );
}
