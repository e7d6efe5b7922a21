import {describe, expect, it} from 'vitest';
import {plan} from '../../scripts/lib/provision';

describe('provision plan', () => {
  it('does nothing when everything is there', () => {
    expect(plan({missing: [], canApt: true, ci: true})).toEqual([]);
  });

  it("installs every missing tool from Debian's packages as root", () => {
    expect(plan({missing: ['chromium', 'nginx', 'java'], canApt: true, ci: false})).toEqual([
      {kind: 'apt', packages: ['chromium', 'nginx', 'libnginx-mod-http-brotli-static', 'default-jre-headless']},
    ]);
  });

  it("without root, tries Playwright's Chromium and names the command for the rest", () => {
    const steps = plan({missing: ['chromium', 'java'], canApt: false, ci: false});
    expect(steps[0]).toEqual({kind: 'playwright-chromium'});
    expect(steps[1]).toMatchObject({kind: 'fail'});
    expect(steps[1]!.kind === 'fail' && steps[1]!.message).toContain('sudo apt-get update && sudo apt-get install -y default-jre-headless');
  });

  it('lets a missing nginx pass with a warning outside CI, and fail in CI', () => {
    for (const [ci, kind] of [
      [false, 'warn'],
      [true, 'fail'],
    ] as const) {
      const steps = plan({missing: ['nginx'], canApt: false, ci});
      expect(steps.map((s) => s.kind)).toEqual([kind]);
      expect(steps[0]?.kind === kind && steps[0].message).toContain('sudo apt-get install -y nginx libnginx-mod-http-brotli-static');
    }
  });
});
