/**
 * What `npm test` needs beyond npm packages, and how to get what is missing
 * (scripts/provision.ts runs it). Pure: the caller says what the machine has.
 */

/** A tool the tests need: who needs it, and the Debian package that provides it. */
export interface Tool {
  name: 'chromium' | 'nginx' | 'java';
  debianPackages: readonly string[];
  /** Without it, outside CI, the tests can still run (with less proven). */
  optionalOutsideCi: boolean;
  why: string;
}

export const tools: readonly Tool[] = [
  {name: 'chromium', debianPackages: ['chromium'], optionalOutsideCi: false, why: 'the end-to-end tests drive it'},
  {
    name: 'nginx',
    // deploy/nginx.conf serves the build's brotli twins with brotli_static.
    debianPackages: ['nginx', 'libnginx-mod-http-brotli-static'],
    optionalOutsideCi: true,
    why: 'the end-to-end tests prove deploy/nginx.conf with it, brotli_static module included (without it they run against the node server only)',
  },
  {
    name: 'java',
    debianPackages: ['default-jre-headless'],
    optionalOutsideCi: false,
    why: 'the W3C Nu HTML Checker (check:html) runs on it',
  },
];

export interface Machine {
  missing: readonly Tool['name'][];
  /** Root on a Debian-like system: apt-get installs without asking. */
  canApt: boolean;
  ci: boolean;
}

export type Step =
  {kind: 'apt'; packages: string[]} | {kind: 'playwright-chromium'} | {kind: 'fail'; message: string} | {kind: 'warn'; message: string};

const byName = (name: Tool['name']): Tool => tools.find((t) => t.name === name)!;

/**
 * The steps that provide what is missing: Debian's packages where apt-get
 * runs as root; otherwise Playwright's own Chromium download (where the
 * network allows; the caller falls back to `fail` when it does not), and for
 * the rest the exact command to run.
 */
export function plan({missing, canApt, ci}: Machine): Step[] {
  if (missing.length === 0) return [];
  const needed = missing.map(byName);
  if (canApt) return [{kind: 'apt', packages: needed.flatMap((t) => t.debianPackages)}];
  const steps: Step[] = [];
  if (missing.includes('chromium')) steps.push({kind: 'playwright-chromium'});
  const rest = needed.filter((t) => t.name !== 'chromium');
  const required = rest.filter((t) => ci || !t.optionalOutsideCi);
  const optional = rest.filter((t) => !required.includes(t));
  for (const t of optional) {
    steps.push({kind: 'warn', message: `${t.name} is not installed: ${t.why}. Install it: ${installCommand([t])}`});
  }
  if (required.length > 0) {
    steps.push({
      kind: 'fail',
      message: `Missing: ${required.map((t) => `${t.name} (${t.why})`).join('; ')}.\nInstall: ${installCommand(required)}`,
    });
  }
  return steps;
}

export function installCommand(needed: readonly Tool[]): string {
  return `sudo apt-get update && sudo apt-get install -y ${needed.flatMap((t) => t.debianPackages).join(' ')}`;
}

/** When Playwright's download fails too: how to get a Chromium by hand. */
export const chromiumFallback = `${installCommand([byName('chromium')])}   (or set CHROME_PATH to a Chromium or Chrome binary)`;
