import type {ReactNode} from 'react';
import {rateLimitsOf} from '@site/src/data/rateLimits';
import {useVersionName} from '@site/src/hooks/useVersionName';

interface Props {
  /** Tier name as in `src/data/rateLimits.ts`, e.g. `Free`. */
  tier: string;
}

/** The limits of one tier in the docs version being read. */
export default function RateLimitTable({tier}: Props): ReactNode {
  const version = useVersionName();
  const entry = rateLimitsOf(version).find((t) => t.tier === tier);
  if (!entry) {
    throw new Error(`Unknown rate-limit tier "${tier}"`);
  }
  return (
    <table aria-label={`${tier} tier limits`}>
      <thead>
        <tr>
          <th scope="col">Limit on</th>
          <th scope="col">Per minute</th>
          <th scope="col">Per month</th>
        </tr>
      </thead>
      <tbody>
        {entry.limits.map((row) => (
          <tr key={row.what}>
            <th scope="row">{row.what}</th>
            <td>{row.perMinute}</td>
            <td>{row.perMonth}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
