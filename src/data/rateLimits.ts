/** Rate limits per organization (not per access key), per tier and version. */
import type {VersionName} from './versions';

export interface TierLimits {
  tier: string;
  /** One row per limited quantity. */
  limits: readonly {what: string; perMinute: string; perMonth: string}[];
}

const contactSales = 'Contact sales';

const released: readonly TierLimits[] = [
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

const next: readonly TierLimits[] = [
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
  released[2]!,
];

export function rateLimitsOf(version: VersionName): readonly TierLimits[] {
  return version === 'next' ? next : released;
}
