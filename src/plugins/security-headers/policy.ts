/**
 * The HTTP security headers of the site, shared by every server that serves
 * the build: `scripts/serve.ts` (`npm start`) reads them as JSON and
 * `deploy/nginx.conf` includes them as `add_header` lines. Both files are
 * written at build time by the plugin in `./index.ts`, because the
 * Content-Security-Policy lists the hash of every inline script the build
 * emits, so that scripts need no `'unsafe-inline'`.
 */
import {createHash} from 'node:crypto';
import {Parser} from 'htmlparser2';

/** Folder inside the build with the files the servers read; never served. */
export const serverConfigDir = '.server';
export const headersJsonFile = 'security-headers.json';
export const headersNginxFile = 'security-headers.nginx.conf';
/** The edge's worker (./edgeWorker.ts), bundled; the edge stage uploads it as `_worker.js`. */
export const edgeWorkerFile = 'edge-worker.js';

/** Script types a browser executes; anything else (e.g. JSON-LD) is data, outside CSP. */
const executableTypes = new Set(['', 'module', 'text/javascript', 'application/javascript', 'application/ecmascript', 'text/ecmascript']);

/** CSP source expression for a script text: `'sha256-<base64>'` of its exact UTF-8 bytes. */
export function scriptHashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * The hash sources of the inline scripts of one HTML page that a browser
 * would run: `<script>` elements without `src` whose type is JavaScript.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  let inScript = false;
  let text = '';
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name !== 'script') return;
        const type = (attributes.type ?? '').trim().toLowerCase();
        inScript = attributes.src === undefined && executableTypes.has(type);
        text = '';
      },
      ontext(data) {
        if (inScript) text += data;
      },
      onclosetag(name) {
        if (name === 'script' && inScript) {
          hashes.push(scriptHashSource(text));
          inScript = false;
        }
      },
    },
    // Script bodies are raw text: no entity decoding, exactly what the browser hashes.
    {decodeEntities: false},
  );
  parser.write(html);
  parser.end();
  return hashes;
}

/**
 * The Content-Security-Policy: everything from the site's own origin only,
 * scripts also by hash, no plugins, no framing.
 *
 * Styles allow `'unsafe-inline'`: the pre-rendered HTML carries `style`
 * attributes (code highlighting sets its colours inline). Scripts never do.
 */
export function contentSecurityPolicy(scriptHashes: Iterable<string>): string {
  const hashes = [...new Set(scriptHashes)].sort();
  return [
    "default-src 'self'",
    `script-src 'self'${hashes.map((h) => ` ${h}`).join('')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** All security headers, in the order servers send them. */
export function securityHeaders(scriptHashes: Iterable<string>): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(scriptHashes),
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'no-referrer',
    'Permissions-Policy': 'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
  };
}

/** The headers as nginx `add_header` directives, sent with every status (`always`). */
export function nginxHeaderDirectives(headers: Record<string, string>): string {
  const lines = Object.entries(headers).map(([name, value]) => {
    if (/["\\\n]/.test(value)) {
      throw new Error(`Header ${name} has a character nginx cannot quote: ${value}`);
    }
    return `add_header ${name} "${value}" always;`;
  });
  return `# Written by src/plugins/security-headers at build time. Do not edit.\n${lines.join('\n')}\n`;
}
