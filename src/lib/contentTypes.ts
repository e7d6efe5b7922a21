/**
 * The content type and caching of a file of the build, as every server of the
 * site sends them: the node server and nginx (scripts/lib/fileResponse.ts,
 * deploy/nginx.conf) and the edge platforms' _headers
 * (src/plugins/security-headers/edge.ts). Build code and scripts both read it.
 */

/**
 * nginx's mime.types for the extensions a static site serves (Debian's file;
 * tests/unit/fileResponse.test.ts compares the two). Anything else is
 * nginx's default_type. `.md` has its own location in deploy/nginx.conf.
 */
export const mimeTypes: Readonly<Record<string, string>> = {
  html: 'text/html',
  htm: 'text/html',
  css: 'text/css',
  xml: 'text/xml',
  js: 'application/javascript',
  json: 'application/json',
  txt: 'text/plain',
  md: 'text/markdown',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  ico: 'image/x-icon',
  woff: 'font/woff',
  woff2: 'font/woff2',
  pdf: 'application/pdf',
  zip: 'application/zip',
  mp4: 'video/mp4',
  webm: 'video/webm',
};
export const defaultType = 'application/octet-stream';

/** `charset utf-8` applies to text/html and to deploy/nginx.conf's charset_types (and text/markdown, in its location). */
export const charsetTypes: readonly string[] = [
  'text/html',
  'text/css',
  'text/xml',
  'text/plain',
  'text/vnd.wap.wml',
  'application/javascript',
  'application/rss+xml',
  'application/json',
  'text/markdown',
];

/** The Content-Type of a file, by its extension. */
export function contentType(file: string): string {
  const extension = /\.([^./]+)$/.exec(file)?.[1]?.toLowerCase();
  const type = (extension && mimeTypes[extension]) || defaultType;
  return charsetTypes.includes(type) ? `${type}; charset=utf-8` : type;
}

/** Hashed files under /assets/ never change: a year for the whole file, as deploy/nginx.conf's map. */
export const immutableCacheControl = 'public, max-age=31536000, immutable';
/** Everything else, and every part, redirect or error: revalidate before reuse. */
export const revalidateCacheControl = 'no-cache';
