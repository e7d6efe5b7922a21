/**
 * The page template: Docusaurus's default (core/lib/ssg/ssgTemplate.html.js),
 * except for how the two entry scripts load.
 *
 * Default: `<script defer>` in the head. When the scripts are already there
 * (a repeat visit, a fast network), a deferred script runs as soon as the
 * HTML is parsed, before the browser's first frame, so on a slow phone the
 * page stays blank while main.js evaluates and hydration starts. Lighthouse
 * counts that work into Largest Contentful Paint (README, Performance).
 *
 * Here the head only preloads them, at low priority (the download still
 * starts at once, after the stylesheet), and an inline script at the end of
 * the body adds them, in order, once the browser reports its first paint (or,
 * without paint timing, after the first frame). A page in a background tab,
 * which paints nothing, loads them after a second. The security-headers
 * plugin hashes this inline script into the Content-Security-Policy like
 * Docusaurus's own.
 *
 * When a script cannot load (the reader went offline, or a deploy removed
 * the files this page names), or loads but does not run (cut off on the
 * way: the app's entry never sets `appStartedGlobal`), the page would stay
 * readable but dead: no
 * search, no colour mode switch, no menus. The loader then says so, with a
 * Retry that reloads the page (./scriptsFailedNotice.ts). On the home page,
 * when the site's stylesheet did not apply either, the base-URL banner
 * explains instead (src/plugins/base-url-banner): the site is served
 * elsewhere than it was built for. The bad-request page
 * (src/plugins/error-pages) leaves the loader out; `data-app-loader` marks
 * it.
 *
 * The loader's text is the same in every build and on every page: it reads
 * the scripts to add from their preloads (`data-app-script`), not from a
 * list written into it. So its hash in the Content-Security-Policy does not
 * change with a build, and a page of one build works under the policy of
 * the next while a deploy swaps them (tests/unit/ssrTemplate.test.ts).
 *
 * Before that loader, a probe of local storage (src/utils/storageProbe.ts).
 */
import {appStartedGlobal, noticeFunction, noticeGlobal, scriptsFailedNotice} from './scriptsFailedNotice';
import {storageProbeScript} from './storageProbe';

/** The attribute that marks the loader's script element. */
export const appLoaderAttribute = 'data-app-loader';
/** The attribute that marks the preloads of the entry scripts, which the loader adds in their order. */
export const appScriptAttribute = 'data-app-script';

export const ssrTemplate = `<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
    <% it.scripts.forEach((script) => { %>
      <link rel="preload" as="script" fetchpriority="low" href="<%= it.baseUrl %><%= script %>" ${appScriptAttribute} />
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
    <script>${storageProbeScript}</script>
    <script ${appLoaderAttribute}>
      (function () {
        var links = document.querySelectorAll('link[${appScriptAttribute}]');
        var scripts = [];
        for (var i = 0; i < links.length; i++) scripts.push(links[i].getAttribute('href'));
        var started = false;
        // Docusaurus's base-URL check (home page) looks for window.docusaurus at
        // DOMContentLoaded, before these scripts run; main.js replaces this
        // placeholder, and a script that fails to load shows the banner instead.
        window.docusaurus = window.docusaurus || {};
        window[${JSON.stringify(noticeGlobal)}] = ${noticeFunction};
        function failed() {
          // The site's stylesheet applied sets Infima's variables: without them, nothing of the site loaded.
          var styled = getComputedStyle(document.documentElement).getPropertyValue('--ifm-color-primary') !== '';
          if (typeof window.insertBanner === 'function' && !styled) {
            if (!document.getElementById('__docusaurus-base-url-issue-banner')) window.insertBanner();
            return;
          }
          ${scriptsFailedNotice}
        }
        function load() {
          if (started) return;
          started = true;
          scripts.forEach(function (src, index) {
            var script = document.createElement('script');
            script.src = src;
            script.async = false;
            script.onerror = failed;
            // The last one starts the app, which says so as it runs. A script
            // cut off on the way loads, but fails to run.
            if (index === scripts.length - 1) {
              script.onload = function () {
                if (!window[${JSON.stringify(appStartedGlobal)}]) failed();
              };
            }
            document.body.appendChild(script);
          });
        }
        var paints = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
        if (paints && paints.indexOf('paint') >= 0) {
          new PerformanceObserver(function () { setTimeout(load, 0); }).observe({type: 'paint', buffered: true});
        } else {
          requestAnimationFrame(function () { setTimeout(load, 0); });
        }
        setTimeout(load, 1000);
      })();
    </script>
  </body>
</html>
`;
