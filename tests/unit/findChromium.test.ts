import {describe, expect, it} from 'vitest';
import {findChromium, installHint} from '../../scripts/lib/findChromium';

const sources = (env: Record<string, string>, present: string[], playwright?: string) => ({
  env,
  exists: (p: string) => present.includes(p),
  playwrightPath: () => playwright,
});

describe('findChromium', () => {
  it('prefers CHROME_PATH, then Debian, then Playwright', () => {
    expect(findChromium(sources({CHROME_PATH: '/opt/c'}, ['/opt/c', '/usr/bin/chromium']))).toBe('/opt/c');
    expect(findChromium(sources({}, ['/usr/bin/chromium', '/pw/chrome'], '/pw/chrome'))).toBe('/usr/bin/chromium');
    expect(findChromium(sources({}, ['/pw/chrome'], '/pw/chrome'))).toBe('/pw/chrome');
  });

  it('fails with install instructions when there is none', () => {
    expect(() => findChromium(sources({}, [], '/pw/chrome'))).toThrow(installHint);
    expect(installHint).toMatch(/apt-get install chromium/);
  });

  it('fails when CHROME_PATH points nowhere', () => {
    expect(() => findChromium(sources({CHROME_PATH: '/nope'}, ['/usr/bin/chromium']))).toThrow(/CHROME_PATH/);
  });
});
