/**
 * The largest request a model takes, next to the largest one each tier lets
 * through. A model's context window is what the model accepts; a single
 * request larger than a per-minute limit of your tier never passes on that
 * tier (the worker answers 429), so on the Free and Standard tiers the
 * largest prompt can be far smaller than the window. Model pages show both,
 * from ./models.ts and ./rateLimits.ts, so no number is typed twice.
 */
import {groupThousands} from './format';
import type {Model} from './models';
import {perMinuteLimit, tierNames, type TierName} from './rateLimits';
import type {VersionName} from './versions';

export interface TierRequestLimit {
  tier: TierName;
  /** As a reader sees it: "10,000 tokens", "Up to the context window", "2 MB". */
  text: string;
}

export interface LargestRequest {
  /** What is limited: a chat prompt, an embeddings request (all inputs together), or an audio file. */
  label: 'Largest prompt by tier' | 'Largest request by tier' | 'Largest file by tier';
  tiers: TierRequestLimit[];
}

/** What each tier lets through for one model in one version. */
export function largestRequestByTier(model: Model, version: VersionName): LargestRequest {
  const window = model.context(version);
  if (window === null) {
    const file = model.fileLimitMb;
    if (file === undefined) {
      throw new Error(`Model "${model.slug}" has neither a context window nor a file limit`);
    }
    return {
      label: 'Largest file by tier',
      tiers: tierNames.map((tier) => {
        const limit = perMinuteLimit(version, tier, 'Audio');
        if (limit === null) return {tier, text: `Agreed per contract, up to ${file} MB`};
        return {tier, text: limit >= file ? `${file} MB, the file limit` : `${limit} MB`};
      }),
    };
  }
  // An embeddings request's prompt is all its inputs together; each input has its own window.
  const embeddings = model.dimensions !== undefined;
  return {
    label: embeddings ? 'Largest request by tier' : 'Largest prompt by tier',
    tiers: tierNames.map((tier) => {
      const limit = perMinuteLimit(version, tier, 'Prompt tokens');
      if (limit === null) {
        return {tier, text: embeddings ? 'Agreed per contract' : 'Agreed per contract, up to the context window'};
      }
      if (embeddings) return {tier, text: `${groupThousands(limit)} tokens, all inputs together`};
      return {tier, text: limit >= window ? 'Up to the context window' : `${groupThousands(limit)} tokens`};
    }),
  };
}
