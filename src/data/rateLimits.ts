/** Rate limits per organization (not per access key), per tier and version. */
import {isAtLeast, type VersionName} from './versions';

export interface TierLimits {
  tier: string;
  /** One row per limited quantity. */
  limits: readonly {what: string; perMinute: string; perMonth: string}[];
}

const contactSales = 'Contact sales';

/** The limits up to the release before the raise below. */
const before: readonly TierLimits[] = [
  {
    tier: 'Free',
    limits: [
      {what: 'Prompt tokens', perMinute: '10,000', perMonth: '300,000'},
      {what: 'Completion tokens', perMinute: '5,000', perMonth: '200,000'},
      {what: 'Requests', perMinute: '10', perMonth: 'No monthly limit'},
      {what: 'Audio', perMinute: '2 MB', perMonth: '100 MB'},
    ],
  },
  {
    tier: 'Standard (pay as you go)',
    limits: [
      {what: 'Prompt tokens', perMinute: '20,000', perMonth: 'No monthly limit'},
      {what: 'Completion tokens', perMinute: '10,000', perMonth: 'No monthly limit'},
      {what: 'Requests', perMinute: '20', perMonth: 'No monthly limit'},
      {what: 'Audio', perMinute: '25 MB', perMonth: 'No monthly limit'},
    ],
  },
  {
    tier: 'Enterprise',
    limits: [{what: 'All quantities', perMinute: contactSales, perMonth: contactSales}],
  },
];

/** Higher per-minute limits for Free and Standard, from the version `rateLimitsOf` names. */
const raised: readonly TierLimits[] = [
  {
    tier: 'Free',
    limits: [
      {what: 'Prompt tokens', perMinute: '100,000', perMonth: '1,000,000'},
      {what: 'Completion tokens', perMinute: '10,000', perMonth: '1,000,000'},
      {what: 'Requests', perMinute: '20', perMonth: 'No monthly limit'},
      {what: 'Audio', perMinute: '25 MB', perMonth: '100 MB'},
    ],
  },
  {
    tier: 'Standard (pay as you go)',
    limits: [
      {what: 'Prompt tokens', perMinute: '100,000', perMonth: 'No monthly limit'},
      {what: 'Completion tokens', perMinute: '10,000', perMonth: 'No monthly limit'},
      {what: 'Requests', perMinute: '20', perMonth: 'No monthly limit'},
      {what: 'Audio', perMinute: '25 MB', perMonth: 'No monthly limit'},
    ],
  },
  before[2]!,
];

export function rateLimitsOf(version: VersionName): readonly TierLimits[] {
  return isAtLeast(version, 'next') ? raised : before;
}

/** The tiers by the names prose uses: `Standard` is the tier the tables call `Standard (pay as you go)`. */
export type TierName = 'Free' | 'Standard' | 'Enterprise';

export const tierNames: readonly TierName[] = ['Free', 'Standard', 'Enterprise'];

/** What a single request brings of its own: its prompt, or its audio file. */
export type RequestQuantity = 'Prompt tokens' | 'Audio';

function tierOf(version: VersionName, tier: TierName): TierLimits {
  const entry = rateLimitsOf(version).find((t) => t.tier === tier || t.tier.startsWith(`${tier} (`));
  if (!entry) {
    throw new Error(`Unknown rate-limit tier "${tier}" in version ${version}`);
  }
  return entry;
}

/**
 * A tier's per-minute limit of a quantity as the tables show it ("10,000", "2 MB"), or null where
 * the limit is agreed per contract.
 */
export function perMinuteText(version: VersionName, tier: TierName, what: RequestQuantity): string | null {
  const row = tierOf(version, tier).limits.find((r) => r.what === what);
  if (!row) {
    if (tierOf(version, tier).limits.some((r) => r.perMinute === contactSales)) return null;
    throw new Error(`The ${tier} tier has no "${what}" limit in version ${version}`);
  }
  return row.perMinute === contactSales ? null : row.perMinute;
}

/**
 * A tier's per-minute limit of a quantity as a number (tokens, or MB for audio), or null where it
 * is agreed per contract. A single request larger than it never passes on that tier, so it is
 * also the largest prompt, or audio file, the tier lets through.
 */
export function perMinuteLimit(version: VersionName, tier: TierName, what: RequestQuantity): number | null {
  const text = perMinuteText(version, tier, what);
  if (text === null) return null;
  const match = /^(\d{1,3}(?:,\d{3})*)(?: MB)?$/.exec(text);
  if (!match || text.endsWith(' MB') !== (what === 'Audio')) {
    throw new Error(`The ${tier} tier's "${what}" limit "${text}" in version ${version} is not a number in the quantity's unit`);
  }
  return Number(match[1]!.replace(/,/g, ''));
}
