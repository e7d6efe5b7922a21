import {existsSync} from 'node:fs';

export const chromiumLaunchArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
] as const;

export const installHint = [
  'No Chromium found. Install one of:',
  '  Debian/Ubuntu: sudo apt-get install chromium   (found at /usr/bin/chromium)',
  "  Playwright's own build: npx playwright install chromium",
  'or point CHROME_PATH at a Chromium or Chrome binary.',
].join('\n');

interface Sources {
  env: NodeJS.ProcessEnv;
  exists: (path: string) => boolean;
  /** Path of Playwright's own browser build, whether installed or not. */
  playwrightPath: () => string | undefined;
}

/**
 * The Chromium the tests drive: `CHROME_PATH`, then Debian's `/usr/bin/chromium`,
 * then Playwright's own download. Throws with install instructions when none exists.
 */
export function findChromium(sources: Sources): string {
  const candidates = [sources.env.CHROME_PATH, '/usr/bin/chromium', sources.playwrightPath()];
  if (sources.env.CHROME_PATH && !sources.exists(sources.env.CHROME_PATH)) {
    throw new Error(`CHROME_PATH is set to ${sources.env.CHROME_PATH}, which does not exist.\n${installHint}`);
  }
  const found = candidates.find((p): p is string => typeof p === 'string' && p !== '' && sources.exists(p));
  if (!found) {
    throw new Error(installHint);
  }
  return found;
}

export function defaultSources(playwrightPath: () => string | undefined): Sources {
  return {env: process.env, exists: existsSync, playwrightPath};
}
