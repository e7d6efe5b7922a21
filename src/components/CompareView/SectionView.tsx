/** One section of the page with its status, links to it in both versions, and its changed blocks. */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import type {PageSide, SectionDiff} from '@site/src/plugins/version-compare/client/format';
import ChangeView from './BlockView';
import {label} from './labels';
import styles from './SectionView.module.css';

const statusText: Record<SectionDiff['status'], string> = {added: 'Added', removed: 'Removed', changed: 'Changed', same: 'Unchanged'};

/** A section's name with its parent ## heading, so a ### reads on its own. */
export function sectionNames(sections: SectionDiff[]): string[] {
  let parent = '';
  return sections.map((section) => {
    if (section.depth <= 2) parent = section.title;
    if (section.title === '') return 'Introduction';
    return section.depth === 3 && parent ? `${parent} › ${section.title}` : section.title;
  });
}

export function sectionLink(route: string, anchor: string | null): string {
  return anchor ? `${route}#${anchor}` : route;
}

export default function SectionView({
  section,
  name,
  from,
  to,
}: {
  section: SectionDiff;
  name: string;
  from: PageSide;
  to: PageSide;
}): ReactNode {
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
