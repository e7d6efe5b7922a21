import {createHash} from 'node:crypto';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {FullConfig} from '@playwright/test';

const sha256 = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

/**
 * Runs once the servers are up, before any test: each server serves the
 * build under test, so that a run never reports on another one (a server
 * reused with E2E_REUSE_SERVERS=1, or left over from an older build). The
 * home page names the build's hashed scripts, so its bytes differ between
 * builds that differ; each server's `/` must equal build/index.html.
 */
export default async function globalSetup(config: FullConfig): Promise<void> {
  const root = config.configFile ? path.dirname(config.configFile) : process.cwd();
  const file = path.join(root, 'build', 'index.html');
  const expected = sha256(readFileSync(file));
  const servers = new Map<string, string>();
  for (const project of config.projects) {
    if (project.use.baseURL && !servers.has(project.use.baseURL)) servers.set(project.use.baseURL, project.name);
  }
  const problems = await Promise.all(
    [...servers].map(async ([baseURL, name]): Promise<string | undefined> => {
      const where = `The ${name} server at ${baseURL}`;
      let response: Response;
      try {
        // As a browser asks: a page, not its Markdown twin.
        response = await fetch(new URL('/', baseURL), {headers: {Accept: 'text/html'}, redirect: 'manual'});
      } catch (error) {
        return `${where} does not answer: ${(error as Error).message}`;
      }
      if (response.status !== 200) return `${where} answers ${response.status} for /, not build/index.html`;
      const served = sha256(new Uint8Array(await response.arrayBuffer()));
      if (served === expected) return undefined;
      return `${where} serves another build: its / (sha256 ${served.slice(0, 12)}) is not ${file} (sha256 ${expected.slice(0, 12)})`;
    }),
  );
  const found = problems.filter((problem) => problem !== undefined);
  if (found.length > 0) {
    const hint = process.env.E2E_REUSE_SERVERS === '1' ? 'Restart the reused servers on this build, or run without E2E_REUSE_SERVERS.' : '';
    throw new Error([...found, hint].filter(Boolean).join('\n'));
  }
}
