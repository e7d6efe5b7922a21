/**
 * Wrapped to put "Compare with version" beside the version badge: the badge
 * says which version a page belongs to, so the way to its other versions'
 * differences sits next to it.
 */
import type {ReactNode} from 'react';
import DocVersionBadge from '@theme-original/DocVersionBadge';
import type DocVersionBadgeType from '@theme/DocVersionBadge';
import type {WrapperProps} from '@docusaurus/types';
import CompareWith from '@site/src/components/CompareWith';
import styles from './styles.module.css';

type Props = WrapperProps<typeof DocVersionBadgeType>;

export default function DocVersionBadgeWrapper(props: Props): ReactNode {
  return (
    <div className={styles.line}>
      <DocVersionBadge {...props} />
      <CompareWith />
    </div>
  );
}
