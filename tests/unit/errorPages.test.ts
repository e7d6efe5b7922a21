// build/400.html (src/plugins/error-pages): the bad-request page in the
// site's design, made from the not-found page, with no script of the app.
import {describe, expect, it} from 'vitest';
import * as cheerio from 'cheerio';
import {badRequestPage, badRequestTitle} from '../../src/plugins/error-pages';
import {appLoaderAttribute, ssrTemplate} from '../../src/utils/ssrTemplate';
import {scriptsFailedNoticeId, scriptsFailedText} from '../../src/utils/scriptsFailedNotice';

const notFound = `<!doctype html><html lang="en" data-has-hydrated="false"><head>
<title data-rh="true">Page Not Found | Confidant Docs</title>
<meta property="og:title" content="Page Not Found | Confidant Docs">
<meta property="og:url" content="https://docs.example/404.html">
<link rel="canonical" href="https://docs.example/404.html">
<link rel="alternate" href="https://docs.example/404.html" hreflang="en">
<link rel="stylesheet" href="/assets/css/styles.css">
<link rel="preload" as="script" href="/assets/js/main.js">
</head><body>
<script>theme()</script>
<div id="__docusaurus"><nav class="navbar"><a class="navbar__brand" href="/"><img src="/img/logo.svg" alt="Confidant logo"></a>
<button>Search</button></nav><main><h1>Page Not Found</h1></main><footer class="footer"><a href="/quickstart">Quickstart</a></footer></div>
<script>probe()</script>
<script ${appLoaderAttribute}>(function(){var scripts=["/assets/js/main.js"];})()</script>
</body></html>`;

describe('the bad-request page', () => {
  const $ = cheerio.load(badRequestPage(notFound, '/'));

  it('says what happened, with the title, in the site’s stylesheet, logo and footer', () => {
    expect($('h1').text()).toBe(badRequestTitle);
    expect($('title').text()).toBe('Bad request | Confidant Docs');
    expect($('link[rel="stylesheet"]').attr('href')).toBe('/assets/css/styles.css');
    expect($('.navbar__brand img').attr('alt')).toBe('Confidant logo');
    expect($('footer a').attr('href')).toBe('/quickstart');
    expect($('main a').attr('href')).toBe('/');
    expect($('meta[name="robots"]').attr('content')).toBe('noindex');
  });

  it('has no script of the app, and keeps the inline scripts of every page (colour mode)', () => {
    expect($('script[src], link[rel="preload"]').length).toBe(0);
    expect($(`script[${appLoaderAttribute}]`).length).toBe(0);
    expect(
      $('script')
        .map((_, s) => $(s).text())
        .get(),
    ).toEqual(['theme()', 'probe()']);
    // No control that needs the app: the not-found page's search button is gone.
    expect($('button').length).toBe(0);
    expect($('html').attr('data-has-hydrated')).toBeUndefined();
  });

  it('names no address of its own', () => {
    expect($('link[rel="canonical"], link[rel="alternate"], meta[property="og:url"]').length).toBe(0);
  });

  it('fails the build when the not-found page’s markup changed, or a loader is left', () => {
    expect(() => badRequestPage(notFound.replace('navbar__brand', 'brand'), '/')).toThrow(/no navbar brand or footer/);
    expect(() => badRequestPage(notFound.replace(` ${appLoaderAttribute}`, ''), '/')).toThrow(/script loader left/);
  });
});

describe('the page template', () => {
  it('marks its script loader, which shows the notice with Retry when a script cannot load', () => {
    expect(ssrTemplate).toContain(`<script ${appLoaderAttribute}>`);
    expect(ssrTemplate).toContain('script.onerror = failed;');
    expect(ssrTemplate).toContain(JSON.stringify(scriptsFailedNoticeId));
    expect(ssrTemplate).toContain(JSON.stringify(scriptsFailedText.retry));
    expect(ssrTemplate).toContain('window.location.reload()');
  });
});
