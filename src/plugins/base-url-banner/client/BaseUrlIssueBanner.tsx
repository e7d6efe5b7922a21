/**
 * Core's BaseUrlIssueBanner (lib/client/BaseUrlIssueBanner), with the
 * site's words. How it works is core's: an inline script in the home page's
 * head inserts the banner when the site's JavaScript did not run or a script
 * failed to load; the site's CSS hides it, should the styles have loaded. Not rendered by React, so that no search engine indexes it.
 */
import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useLocation} from '@docusaurus/router';
import './styles.css';

const containerId = '__docusaurus-base-url-issue-banner-container';
const bannerId = '__docusaurus-base-url-issue-banner';
const suggestionId = '__docusaurus-base-url-issue-banner-suggestion-container';

/** The banner's markup: plain HTML with inline styles, as no stylesheet loaded. */
export function bannerHtml(baseUrl: string): string {
  return `
<div id="${bannerId}" role="alert" style="border: thick solid #b00020; background-color: #fff4e5; color: #1c1e21; margin: 20px; padding: 20px; font-size: 20px;">
  <p style="font-weight: bold; font-size: 30px;">Your site did not load properly</p>
  <p>Its scripts and styles were not found: the site is served under another base URL than the one it was built for.</p>
  <p>Built for the base URL <code style="font-weight: bold;">${baseUrl}</code>. This page is at <code id="${suggestionId}" style="font-weight: bold;"></code>: serve the site at <code>${baseUrl}</code>, or build it with that base URL (<code>baseUrl</code> in <code>docusaurus.config.ts</code>).</p>
</div>
`;
}

/**
 * Runs in old browsers too: no arrow functions, no `const`. `insertBanner` is
 * global, as core has it: the site's script loader (src/utils/ssrTemplate.ts)
 * calls it when a script fails to load.
 */
export function bannerScript(baseUrl: string): string {
  return `
document.addEventListener('DOMContentLoaded', function maybeInsertBanner() {
  if (typeof window['docusaurus'] === 'undefined') insertBanner();
});

function insertBanner() {
  var container = document.createElement('div');
  container.id = '${containerId}';
  container.innerHTML = ${JSON.stringify(bannerHtml(baseUrl)).replace(/</g, '\\u003c')};
  document.body.prepend(container);
  var path = window.location.pathname;
  document.getElementById('${suggestionId}').textContent = path.substr(-1) === '/' ? path : path + '/';
}
`;
}

/** On the home page only, as core does: elsewhere the page's path is no hint of the base URL. */
export default function BaseUrlIssueBanner(): ReactNode {
  const {
    siteConfig: {baseUrl, baseUrlIssueBanner},
  } = useDocusaurusContext();
  const {pathname} = useLocation();
  if (!baseUrlIssueBanner || pathname !== baseUrl || ExecutionEnvironment.canUseDOM) {
    return null;
  }
  // Server rendering only: Head is a side effect, so hydration is not affected.
  return (
    <Head>
      <script>{bannerScript(baseUrl)}</script>
    </Head>
  );
}
