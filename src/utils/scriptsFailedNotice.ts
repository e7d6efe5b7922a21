/**
 * The notice a page shows when it cannot start: the page stays readable,
 * but without its scripts nothing on it responds. Two cases use it:
 *
 * - the page's script loader (./ssrTemplate.ts): one of the app's entry
 *   scripts did not load, or loaded and did not run (a file cut off on the
 *   way); Retry reloads the page;
 * - the first visit's chunks (src/clientModules/firstLoadRecovery.ts): the
 *   app runs, but a chunk of the page's content did not arrive; Retry loads
 *   it again in place.
 *
 * The loader defines the one function that draws it (`noticeFunction`) and
 * keeps it on `window` under `noticeGlobal`, so the app draws the same box.
 * Plain DOM in old-browser JavaScript (no arrow functions, no `const`),
 * inline styles (the stylesheet may have failed too), light colours that
 * read in both colour modes.
 */

export const scriptsFailedNoticeId = 'confidant-scripts-failed';

/** The window property under which the loader keeps the notice's function. */
export const noticeGlobal = 'confidantShowNotice';

/**
 * The window property the app's entry sets as soon as main.js runs
 * (src/plugins/yielding-hydration/client/clientEntry.tsx): the loader reads
 * it once the last entry script has loaded, to tell a script that loaded
 * but did not run (cut off on the way) from one that runs.
 */
export const appStartedGlobal = 'confidantAppStarted';

/** The texts of one notice. */
export interface NoticeText {
  title: string;
  body: string;
  retry: string;
  dismiss: string;
}

/** What the loader says when an entry script failed. */
export const scriptsFailedText = {
  title: 'This page could not load its scripts',
  body: 'You can read it and follow its links, but search, the colour mode switch and the menus need them. The network may be down, or the site was updated since this page was opened.',
  retry: 'Retry',
  dismiss: 'Dismiss',
} as const satisfies NoticeText;

/**
 * What the loader says when the site's stylesheet did not apply either, on
 * a page other than the home page (which shows the base-URL banner): the
 * usual cause is a site served under another base URL than it was built for.
 */
export const unstyledFailedText = {
  title: 'This page could not load its scripts and styles',
  body: 'You can read it and follow its links. The site may be served under another base URL than the one it was built for, or the network may be down.',
  retry: 'Retry',
  dismiss: 'Dismiss',
} as const satisfies NoticeText;

/** What the app says when a chunk of the page failed on the first visit. */
export const chunkFailedText = {
  title: 'Part of this page could not load',
  body: 'You can read it and follow its links; search, the colour mode switch and the menus start once the rest has arrived. The network may be down, or the site was updated since this page was opened.',
  retry: 'Retry',
  dismiss: 'Dismiss',
} as const satisfies NoticeText;

/** The signature of the function the loader keeps under `noticeGlobal`. */
export type ShowNotice = (text: NoticeText, detail: string, onRetry: () => void) => void;

const noticeStyle = [
  'position:fixed',
  'left:1rem',
  'right:1rem',
  'bottom:1rem',
  'z-index:1000',
  'max-width:40rem',
  'margin:0 auto',
  'padding:1rem 1.25rem',
  'border:2px solid #b00020',
  'border-radius:8px',
  'background:#fff4e5',
  'color:#1c1e21',
  'box-shadow:0 4px 16px rgba(0,0,0,.3)',
].join(';');

const buttonStyle = [
  'padding:.4rem 1.2rem',
  'border:2px solid #b00020',
  'border-radius:6px',
  'background:#b00020',
  'color:#fff',
  'font:inherit',
  'font-weight:bold',
  'cursor:pointer',
].join(';');

/** The second button: the notice out of the reader's way. */
const dismissStyle = `${buttonStyle};background:transparent;color:#b00020;margin-left:.75rem`;

/**
 * A function expression `(text, detail, onRetry)`: adds the notice, once,
 * and focuses nothing (the reader keeps reading). `detail` (the error, may
 * be empty) is shown under the text. Retry takes the notice away and calls
 * `onRetry`; Dismiss only takes it away, for a reader who only reads.
 */
export const noticeFunction = `function (text, detail, onRetry) {
          if (document.getElementById(${JSON.stringify(scriptsFailedNoticeId)})) return;
          var notice = document.createElement('div');
          notice.id = ${JSON.stringify(scriptsFailedNoticeId)};
          notice.setAttribute('role', 'alert');
          notice.setAttribute('style', ${JSON.stringify(noticeStyle)});
          function line(content, style) {
            var p = document.createElement('p');
            p.setAttribute('style', style);
            p.textContent = content;
            notice.appendChild(p);
          }
          function button(label, style, onClick) {
            var b = document.createElement('button');
            b.type = 'button';
            b.setAttribute('style', style);
            b.textContent = label;
            b.addEventListener('click', function () {
              if (notice.parentNode) notice.parentNode.removeChild(notice);
              if (onClick) onClick();
            });
            notice.appendChild(b);
          }
          line(text.title, 'margin:0 0 .5rem;font-weight:bold');
          line(text.body, 'margin:0 0 .75rem');
          if (detail) line(detail, 'margin:0 0 .75rem;font-size:.875em;font-family:monospace');
          button(text.retry, ${JSON.stringify(buttonStyle)}, onRetry);
          button(text.dismiss, ${JSON.stringify(dismissStyle)}, null);
          document.body.appendChild(notice);
        }`;

/**
 * The loader's statement for a failed entry script: the notice, with Retry
 * reloading the page. `styled` is a variable of the loader: whether the
 * site's stylesheet applied.
 */
export const scriptsFailedNotice = `window[${JSON.stringify(noticeGlobal)}](styled ? ${JSON.stringify(scriptsFailedText)} : ${JSON.stringify(unstyledFailedText)}, '', function () { window.location.reload(); });`;
