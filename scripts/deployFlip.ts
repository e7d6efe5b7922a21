/**
 * Deploys a new build under a running server (README, Deploy it): carries
 * the live build's hashed assets over into the new build, switches the
 * served folder's link atomically, then tells the server (SIGHUP to the
 * node server; `nginx -T && nginx -s reload` for nginx, after a reload with
 * a policy for both builds when the new build's CSP differs). See
 * scripts/lib/deployFlip.ts.
 *
 * Usage: tsx scripts/deployFlip.ts --link <build link> --to <new build folder>
 *          [--pid <node server pid> | --nginx [--nginx-conf <nginx.conf>] [--nginx-prefix <folder>]]
 *          [--no-keep-assets] [--no-bridge-policy] [--json]
 */
import {cliArgs} from './lib/cliArgs';
import {deploy, hangUp, nginxReload} from './lib/deployFlip';
import {findNginx, nginxInstallHint} from './lib/nginx';

const usage = [
  'Usage: tsx scripts/deployFlip.ts --link <build link> --to <new build folder>',
  '         [--pid <node server pid> | --nginx [--nginx-conf <nginx.conf>] [--nginx-prefix <folder>]]',
  '         [--no-keep-assets] [--no-bridge-policy] [--json]',
  '',
  '  --link            the folder the server serves: a symbolic link to the current build',
  '                    (created on a first deploy), e.g. /srv/confidant-docs/build',
  '  --to              the new build, a complete `npm run build` output with its .server/ folder',
  '  --pid             the node server (scripts/serve.ts) to send SIGHUP to',
  '  --nginx           run `nginx -T` (the test) and `nginx -s reload`, then wait until the old',
  '                    workers have exited (nginx: NGINX_PATH or the usual sbin folders)',
  '  --nginx-conf      the nginx.conf of the instance, passed as -c',
  '  --nginx-prefix    its prefix folder, passed as -p',
  '  --no-keep-assets  do not copy the live build’s assets the new build lacks (open pages of the',
  '                    old build then get 404 for their chunks, and reload)',
  '  --no-bridge-policy with --nginx, switch even when the new build sends another CSP without',
  '                    first reloading the old build with a policy for both (pages of the new',
  '                    build sent before the reload then have their inline scripts blocked)',
  '  --json            print what was done as JSON (for scripts/benchDeploy.ts)',
].join('\n');

function main(): void {
  const values = cliArgs(
    {
      link: {type: 'string'},
      to: {type: 'string'},
      pid: {type: 'string'},
      nginx: {type: 'boolean', default: false},
      'nginx-conf': {type: 'string'},
      'nginx-prefix': {type: 'string'},
      'no-keep-assets': {type: 'boolean', default: false},
      'no-bridge-policy': {type: 'boolean', default: false},
      json: {type: 'boolean', default: false},
    },
    usage,
  );
  const fail = (message: string): never => {
    console.error(message);
    process.exit(1);
  };
  if (!values.link || !values.to) fail(`--link and --to are both needed.\n${usage}`);
  if (values.pid !== undefined && values.nginx) fail('Either --pid (node server) or --nginx, not both.');
  if (((values['nginx-conf'] ?? values['nginx-prefix']) !== undefined || values['no-bridge-policy']) && !values.nginx) {
    fail('--nginx-conf, --nginx-prefix and --no-bridge-policy go with --nginx.');
  }

  let reload: (() => void) | undefined;
  try {
    if (values.pid !== undefined) reload = hangUp(Number(values.pid));
    if (values.nginx) {
      const nginx = findNginx() ?? fail(nginxInstallHint);
      const prefix = values['nginx-prefix'] ? ['-p', values['nginx-prefix']] : [];
      reload = nginxReload(nginx, [...prefix, ...(values['nginx-conf'] ? ['-c', values['nginx-conf']] : [])]);
    }
    const result = deploy({
      link: values.link!,
      to: values.to!,
      keepAssets: !values['no-keep-assets'],
      reload,
      bridgePolicy: values.nginx && !values['no-bridge-policy'],
    });
    if (values.json) {
      console.log(JSON.stringify(result));
      return;
    }
    const ms = (n: number) => `${n.toFixed(0)} ms`;
    if (result.bridged) {
      console.log(
        `The new build sends another Content-Security-Policy: ${result.previous} was served with a policy for both builds first (${ms(result.timings.bridge)}).`,
      );
    }
    if (result.carried) {
      const {copied, bytes, present} = result.carried;
      console.log(
        `Kept ${copied} assets of ${result.previous} (${(bytes / 1e6).toFixed(1)} MB; ${present} the new build has already) in ${ms(result.timings.keepAssets)}.`,
      );
    }
    console.log(`${values.link} names ${result.current} now${result.previous ? `, was ${result.previous}` : ''}.`);
    if (reload) console.log(`The server was told in ${ms(result.timings.reload)}.`);
    else console.log('No server was told: send SIGHUP to the node server, or run `nginx -t && nginx -s reload`.');
    if (result.policyChanged && !result.bridged) {
      console.warn(
        'The new build sends another Content-Security-Policy than the old one: pages of the old build loaded from now on may have their inline scripts blocked.',
      );
    }
  } catch (error) {
    fail((error as Error).message);
  }
}

main();
