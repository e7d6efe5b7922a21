/**
 * Replaces @docusaurus/core's client/renderToHtml (aliased by ./index.ts for
 * the server bundle). The same render, with one option:
 * `progressiveChunkSize: Infinity`.
 *
 * Why: with React's default (12,800 bytes), a Suspense boundary that comes
 * after that many bytes of a page is written out of place, in a hidden
 * `<div>`, and moved into place by an inline script. The page's sections are
 * Suspense boundaries (./DeferredSection.tsx), so most of an article would
 * depend on inline scripts, which our Content-Security-Policy does not allow
 * and readers without JavaScript do not run. A static page is complete when
 * written: every boundary stays in place.
 */
import {renderToPipeableStream} from 'react-dom/server';
import {PassThrough} from 'node:stream';
import {text} from 'node:stream/consumers';
import type {ReactNode} from 'react';

export async function renderToHtml(app: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const passThrough = new PassThrough();
    const {pipe} = renderToPipeableStream(app, {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError(error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      },
      onAllReady() {
        pipe(passThrough);
        text(passThrough).then(resolve, reject);
      },
    });
  });
}
