import {useEffect, useRef, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useActiveDocContext, useVersions} from '@docusaurus/plugin-content-docs/client';
import {fromPluginVersionName} from '@site/src/data/versions';
import {compareUrl, pageFromParam} from '@site/src/plugins/version-compare/client/format';
import styles from './styles.module.css';

/**
 * "Compare with version": a menu of the other versions, each a link to the
 * compare view for this page. Docusaurus already knows the versions and
 * which of them have the page (alternateDocVersions), so this adds no data
 * to the page.
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
  const current = fromPluginVersionName(activeVersion.name);
  // A doc's id is its name in every version, and the view's `page` parameter.
  const page = pageFromParam(activeDoc.id);
  const others = versions
    .filter((version) => version.name !== activeVersion.name)
    .map((version) => ({version, url: compareUrl(page, fromPluginVersionName(version.name), current)}));

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
