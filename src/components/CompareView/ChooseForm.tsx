/** The picker: a page and two versions, submitted as the compare URL (a plain GET form without JavaScript). */
import {useState, type ReactNode, type SyntheticEvent} from 'react';
import {useHistory} from '@docusaurus/router';
import {versionOrder, type VersionName} from '@site/src/data/versions';
import {compareUrl, pageFromParam, pageParam, type CompareIndex} from '@site/src/plugins/version-compare/client/format';
import {label} from './labels';
import styles from './ChooseForm.module.css';

export default function ChooseForm({
  index,
  page,
  from,
  to,
}: {
  index: CompareIndex;
  page: string;
  from: VersionName;
  to: VersionName;
}): ReactNode {
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
