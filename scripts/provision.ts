/**
 * First step of `npm test`: makes sure the machine has what the tests need
 * beyond npm packages (scripts/lib/provision.ts lists it), and installs what
 * is missing where it can: Debian's packages when running as root with
 * apt-get (as CI does), else Playwright's own Chromium where the network
 * allows. Otherwise it stops with the exact command to run.
 */
import {spawnSync} from 'node:child_process';
import {existsSync} from 'node:fs';
import {chromium} from '@playwright/test';
import {defaultSources, findChromium} from './lib/findChromium';
import {brotliStaticModule, findNginx} from './lib/nginx';
import {chromiumFallback, plan, type Tool} from './lib/provision';

const onPath = (command: string): boolean => spawnSync('sh', ['-c', `command -v ${command}`], {stdio: 'ignore'}).status === 0;

function hasChromium(): boolean {
  try {
    findChromium(
      defaultSources(() => {
        try {
          return chromium.executablePath();
        } catch {
          return undefined;
        }
      }),
    );
    return true;
  } catch {
    return false;
  }
}

function missingTools(): Tool['name'][] {
  const missing: Tool['name'][] = [];
  if (!hasChromium()) missing.push('chromium');
  const nginx = findNginx();
  if (!nginx || !brotliStaticModule(nginx)) missing.push('nginx');
  if (!onPath('java')) missing.push('java');
  return missing;
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): boolean {
  console.log(`$ ${command} ${args.join(' ')}`);
  return spawnSync(command, args, {stdio: 'inherit', env}).status === 0;
}

function main(): void {
  const canApt = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  const ci = Boolean(process.env.CI);
  const steps = plan({missing: missingTools(), canApt, ci});
  let failed = false;
  for (const step of steps) {
    if (step.kind === 'apt') {
      console.log(`Installing ${step.packages.join(', ')} from Debian's packages for the tests.`);
      const env = {...process.env, DEBIAN_FRONTEND: 'noninteractive'};
      if (!run('apt-get', ['update', '-q'], env) || !run('apt-get', ['install', '-y', '-q', ...step.packages], env)) {
        console.error(`apt-get could not install ${step.packages.join(' ')}.`);
        failed = true;
      }
      // The package may start the system nginx on port 80; the tests start their own.
      if (step.packages.includes('nginx')) spawnSync('service', ['nginx', 'stop'], {stdio: 'ignore'});
    } else if (step.kind === 'playwright-chromium') {
      console.log("No Chromium found: trying Playwright's own build (needs its download host).");
      if (!run('npx', ['playwright', 'install', 'chromium']) || !hasChromium()) {
        console.error(`Playwright could not download Chromium. Install one:\n  ${chromiumFallback}`);
        failed = true;
      }
    } else if (step.kind === 'warn') {
      console.warn(step.message);
    } else {
      console.error(step.message);
      failed = true;
    }
  }
  const still = missingTools().filter((name) => name !== 'nginx' || ci);
  if (failed || (steps.some((s) => s.kind === 'apt') && still.length > 0)) {
    console.error(`npm test stops here: ${still.join(', ') || 'a tool'} is missing (see above).`);
    process.exit(1);
  }
  if (steps.length === 0) console.log('Chromium, nginx and Java are installed.');
}

main();
