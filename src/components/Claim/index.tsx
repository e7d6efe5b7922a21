import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';

interface Props {
  /** The claim's id in src/data/securityClaims.ts; the page writes only this. */
  id: string;
  /** The claim on the security page, set at build time by src/plugins/security-claims. */
  href?: string;
  /** The claim's text, conditions and limits, set at build time from the ledger. */
  children?: ReactNode;
}

/**
 * One security claim from the ledger, as the security page states it, with its
 * conditions and what it does not cover. The page writes `<Claim id="..." />`;
 * the text comes from src/data/securityClaims.ts at build time, so the claim
 * reads the same on every page and no page can state it without its conditions.
 * A note, not an aside: an aside is a landmark, and several claims on one
 * page would be landmarks with the same name (axe: landmark-unique).
 */
export default function Claim({id, href, children}: Props): ReactNode {
  return (
    <div className={styles.claim} role="note" aria-label="Security claim" data-claim={id}>
      {children}
      {href && (
        <p className={styles.source}>
          <Link to={href}>All security claims and their conditions</Link>
        </p>
      )}
    </div>
  );
}
