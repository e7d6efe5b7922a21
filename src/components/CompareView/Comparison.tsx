/** A page's comparison: the changed facts, a summary, the changed sections, and the rest folded away. */
import {Fragment, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import type {PageComparison, SectionDiff} from '@site/src/plugins/version-compare/client/format';
import {label} from './labels';
import Segments from './Segments';
import SectionView, {sectionLink, sectionNames} from './SectionView';
import styles from './Comparison.module.css';

const plural = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;

export default function Comparison({comparison}: {comparison: PageComparison}): ReactNode {
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
