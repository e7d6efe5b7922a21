import type {ReactNode} from 'react';
import {perMinuteText, type RequestQuantity, type TierName} from '@site/src/data/rateLimits';
import {useVersionName} from '@site/src/hooks/useVersionName';

interface Props {
  tier: TierName;
  /** `Prompt tokens` (shown as "10,000") or `Audio` (shown as "2 MB"). */
  quantity: RequestQuantity;
}

/**
 * A tier's per-minute limit inside a sentence, from src/data/rateLimits.ts for the docs version
 * being read, so that prose about the largest request a tier lets through never types the number.
 */
export default function TierLimit({tier, quantity}: Props): ReactNode {
  const version = useVersionName();
  const text = perMinuteText(version, tier, quantity);
  if (text === null) {
    throw new Error(`The ${tier} tier's ${quantity} limit is agreed per contract in version ${version}: write that in prose instead`);
  }
  return text;
}
