/**
 * The bad-request page, build/400.html: what every server of ours sends, with
 * status 400, for a request whose address cannot be read (a `%` without two
 * hex digits, an encoded NUL, a path above the root), and with status 414
 * for an address longer than a server reads. nginx would otherwise send its
 * own page, and the node server a line of text.
 *
 * Made from build/404.html, so that it has the site's stylesheet, colour
 * mode, logo and footer; without the app's scripts. The app cannot start at
 * such an address: its router decodes the path, finds no page, and would
 * turn any page into the not-found page. So this page is plain HTML whose
 * links all work without JavaScript: the logo and a link go to the docs'
 * home, the footer's links to the rest.
 */
import {readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import * as cheerio from 'cheerio';
import type {PostBuildStep} from '../post-build';
import {badRequestFile, maxTargetLength, notFoundFile} from '../../lib/requestTarget';
import {appLoaderAttribute, appScriptAttribute} from '../../utils/ssrTemplate';

export const badRequestTitle = 'Bad request';

/** The page's main content: what happened and where to go. */
function badRequestContent(homeHref: string): string {
  return `
<main id="__docusaurus_skipToContent_fallback" class="container margin-vert--xl">
  <div class="row">
    <div class="col col--6 col--offset-3">
      <h1 class="hero__title">${badRequestTitle}</h1>
      <p>This address is not one a server can read, so it names no page of the docs. It may hold a
        <code>%</code> that is not followed by two hexadecimal digits, an encoded NUL character
        (<code>%00</code>), or a path that climbs above the site's root, or it may be longer than
        the ${maxTargetLength.toLocaleString('en')} characters a server reads.</p>
      <p>A link cut short, or copied with characters around it, usually does this. Check the
        address, or start again from <a href="${homeHref}">the documentation home</a>.</p>
      <p>The request was refused before any page was looked up.</p>
    </div>
  </div>
</main>`;
}

/** build/400.html from build/404.html's markup; `baseUrl` as the site's (`/`). */
export function badRequestPage(notFoundHtml: string, baseUrl: string): string {
  const $ = cheerio.load(notFoundHtml);
  // No app: its scripts, their preloads, and the markers of React's render.
  $(
    `script[src], script[${appLoaderAttribute}], link[${appScriptAttribute}], link[rel="preload"][as="script"], link[rel="modulepreload"], link[rel="prefetch"]`,
  ).remove();
  $('html').removeAttr('data-has-hydrated');
  // The not-found page's own address and title.
  $('link[rel="canonical"], link[rel="alternate"], meta[property="og:url"]').remove();
  const title = `${badRequestTitle} | ${$('title')
    .text()
    .replace(/^.*\|\s*/, '')}`;
  $('title').text(title).removeAttr('data-rh');
  $('meta[property="og:title"]').attr('content', title);
  if ($('meta[name="robots"]').length === 0) $('head').append('<meta name="robots" content="noindex">');
  const brand = $('.navbar__brand').first();
  const footer = $('footer').first();
  // A loader with another marker, of this template or an older one (a list of scripts in its text).
  const loaderLeft = $('script').filter((_, script) => /\/assets\/js\/|createElement\(["']script["']\)/.test($(script).text())).length > 0;
  if (brand.length === 0 || footer.length === 0 || loaderLeft) {
    throw new Error(
      `${badRequestFile}: build/404.html has no navbar brand or footer to take, or a script loader left: has the theme's markup changed?`,
    );
  }
  const homeHref = brand.attr('href') ?? baseUrl;
  $('#__docusaurus').html(
    `<nav class="navbar navbar--fixed-top" aria-label="Main"><div class="navbar__inner"><div class="navbar__items">${$.html(brand)}</div></div></nav>` +
      `<div class="main-wrapper">${badRequestContent(homeHref)}</div>${$.html(footer)}`,
  );
  return $.html();
}

/** Writes build/400.html; before the security headers, which hash its inline scripts (the same as every page's). */
export const badRequestPageStep: PostBuildStep = {
  name: 'bad-request-page',
  async run({outDir}) {
    const notFound = await readFile(path.join(outDir, notFoundFile), 'utf8');
    await writeFile(path.join(outDir, badRequestFile), badRequestPage(notFound, '/'));
    return badRequestFile;
  },
};
