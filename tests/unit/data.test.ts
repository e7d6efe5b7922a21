import {describe, expect, it} from 'vitest';
import {formatLimit, groupThousands} from '../../src/data/format';
import {acceptedIds, getModel, modelId, modelsOf, tasksOf} from '../../src/data/models';
import {proxyFlagsOf} from '../../src/data/proxyFlags';
import {largestRequestByTier} from '../../src/data/modelLimits';
import {perMinuteLimit, perMinuteText, rateLimitsOf} from '../../src/data/rateLimits';
import {releaseNotesFor} from '../../src/data/releaseNotes';
import {versionOrder} from '../../src/data/versions';

describe('models', () => {
  it('serves the right models per version', () => {
    expect(modelsOf('1.24').map((m) => m.slug)).toContain('qwen25coder-14b');
    expect(modelsOf('1.25').map((m) => m.slug)).not.toContain('qwen25coder-14b');
    expect(modelsOf('1.28').map((m) => m.slug)).toContain('multilingual-e5-large');
    expect(modelsOf('1.27').map((m) => m.slug)).toContain('multilingual-e5-large-instruct');
  });

  it('uses full IDs before 1.28 and short IDs from 1.28, still accepting full ones', () => {
    const llama = getModel('llama-33-70b');
    expect(modelId(llama, '1.27')).toBe('ibnzterrell/Meta-Llama-3.3-70B-Instruct-AWQ-INT4');
    expect(modelId(llama, '1.28')).toBe('llama-3.3-70b');
    expect(acceptedIds(llama, 'next')).toEqual(['llama-3.3-70b', 'ibnzterrell/Meta-Llama-3.3-70B-Instruct-AWQ-INT4']);
    expect(acceptedIds(llama, '1.24')).toEqual(['ibnzterrell/Meta-Llama-3.3-70B-Instruct-AWQ-INT4']);
  });

  it('groups thousands with commas the way en-US does', () => {
    for (const n of [0, 7, 999, 1000, 32768, 131072, 1048576, 1000000000]) {
      expect(groupThousands(n)).toBe(n.toLocaleString('en-US'));
    }
  });

  it('has the context limits of each version', () => {
    expect(formatLimit(getModel('gemma-3-27b'), '1.23')).toBe('70,000 tokens');
    expect(formatLimit(getModel('gemma-3-27b'), '1.24')).toBe('128,000 tokens');
    expect(formatLimit(getModel('gpt-oss-120b'), '1.23')).toBe('90,000 tokens');
    expect(formatLimit(getModel('qwen3-coder-30b-a3b'), '1.25')).toBe('131,072 tokens');
    expect(formatLimit(getModel('whisper-large-v3'), '1.28')).toBe('Audio files up to 25 MB');
  });

  it('caps the output of Llama 3.3 70B at 4,096 tokens and of no other model', () => {
    expect(getModel('llama-33-70b').maxOutputTokens).toBe(4096);
    expect(getModel('gpt-oss-120b').maxOutputTokens).toBeUndefined();
  });

  it('gives tool calling where and when each model has it', () => {
    expect(tasksOf(getModel('llama-33-70b'), '1.23')).toContain('tool_calling');
    expect(tasksOf(getModel('qwen3-coder-30b-a3b'), '1.26')).not.toContain('tool_calling');
    expect(tasksOf(getModel('qwen3-coder-30b-a3b'), '1.27')).toContain('tool_calling');
    expect(tasksOf(getModel('gpt-oss-120b'), '1.28')).not.toContain('tool_calling');
    expect(tasksOf(getModel('gpt-oss-120b'), 'next')).toContain('tool_calling');
    expect(tasksOf(getModel('gemma-3-27b'), '1.28')).toEqual(['generate', 'vision']);
    expect(tasksOf(getModel('whisper-large-v3'), '1.28')).toEqual(['transcribe', 'translate']);
  });
});

describe('release notes', () => {
  it('list a version and older ones only, newest first', () => {
    expect(releaseNotesFor('1.24').map((e) => e.version)).toEqual(['1.24', '1.23']);
    expect(releaseNotesFor('next').map((e) => e.version)).toEqual([...versionOrder].reverse());
  });

  it('have notes for every release; only Next may have none yet, right after a cut', () => {
    for (const entry of releaseNotesFor('next').filter((e) => e.version !== 'next')) {
      expect(entry.notes.length, entry.version).toBeGreaterThan(0);
    }
  });
});

describe('proxy flags', () => {
  it("appear in their version with that version's defaults", () => {
    const names = (v: Parameters<typeof proxyFlagsOf>[0]) => proxyFlagsOf(v).map((f) => f.flag);
    expect(names('1.23')).not.toContain('--nvidiaOCSPAllowUnknown');
    expect(names('1.24')).not.toContain('--log-format');
    expect(names('1.25')).toContain('--log-format');
    const allowUnknown = (v: Parameters<typeof proxyFlagsOf>[0]) =>
      proxyFlagsOf(v)
        .find((f) => f.flag === '--nvidiaOCSPAllowUnknown')!
        .default(v);
    expect(allowUnknown('1.25')).toBe('false');
    expect(allowUnknown('1.26')).toBe('true');
  });
});

describe('rate limits', () => {
  it('raise the Free tier only in next', () => {
    const free = (v: Parameters<typeof rateLimitsOf>[0]) => rateLimitsOf(v).find((t) => t.tier === 'Free')!.limits[0]!.perMinute;
    expect(free('1.28')).toBe('10,000');
    expect(free('next')).toBe('100,000');
  });
});

describe('the largest request a tier lets through', () => {
  it('reads the per-minute limits as numbers, and null where a contract sets them', () => {
    expect(perMinuteLimit('1.28', 'Free', 'Prompt tokens')).toBe(10_000);
    expect(perMinuteLimit('1.28', 'Standard', 'Prompt tokens')).toBe(20_000);
    expect(perMinuteLimit('next', 'Free', 'Prompt tokens')).toBe(100_000);
    expect(perMinuteLimit('1.23', 'Free', 'Audio')).toBe(2);
    expect(perMinuteText('1.23', 'Free', 'Audio')).toBe('2 MB');
    expect(perMinuteLimit('1.28', 'Enterprise', 'Prompt tokens')).toBeNull();
  });

  it("states a model's window and, per tier, the largest prompt, which is the smaller of window and limit", () => {
    const tiers = (slug: string, v: Parameters<typeof largestRequestByTier>[1]) =>
      largestRequestByTier(getModel(slug), v).tiers.map((t) => `${t.tier}: ${t.text}`);
    expect(largestRequestByTier(getModel('gemma-3-27b'), '1.28').label).toBe('Largest prompt by tier');
    expect(tiers('gemma-3-27b', '1.28')).toEqual([
      'Free: 10,000 tokens',
      'Standard: 20,000 tokens',
      'Enterprise: Agreed per contract, up to the context window',
    ]);
    expect(tiers('gemma-3-27b', 'next')).toEqual([
      'Free: 100,000 tokens',
      'Standard: 100,000 tokens',
      expect.stringMatching(/^Enterprise/),
    ]);
    // Llama's window (70,000) is smaller than next's limit: the window decides.
    expect(tiers('llama-33-70b', 'next').slice(0, 2)).toEqual(['Free: Up to the context window', 'Standard: Up to the context window']);
    expect(tiers('multilingual-e5-large', '1.28')[0]).toBe('Free: 10,000 tokens, all inputs together');
    expect(largestRequestByTier(getModel('whisper-large-v3'), '1.27').label).toBe('Largest file by tier');
    expect(tiers('whisper-large-v3', '1.27').slice(0, 2)).toEqual(['Free: 2 MB', 'Standard: 25 MB, the file limit']);
    expect(tiers('whisper-large-v3', 'next')[0]).toBe('Free: 25 MB, the file limit');
  });

  it('refuses a tier or a quantity the data does not have', () => {
    expect(() => perMinuteLimit('1.28', 'Gold' as 'Free', 'Prompt tokens')).toThrow(/Unknown rate-limit tier "Gold"/);
    expect(() => perMinuteLimit('1.28', 'Free', 'Video' as 'Audio')).toThrow(/no "Video" limit/);
  });
});
