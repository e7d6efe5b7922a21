/**
 * What the page's script loader (./ssrTemplate.ts) shows when one of the
 * app's scripts cannot load: the page stays readable, but without its
 * scripts nothing on it responds. Plain DOM in old-browser JavaScript (no
 * arrow functions, no `const`), inline styles (the stylesheet may have
 * failed too), light colours that read in both colour modes.
 */

export const scriptsFailedNoticeId = 'confidant-scripts-failed';

export const scriptsFailedText = {
  title: 'This page could not load its scripts',
  body: 'You can read it and follow its links, but search, the colour mode switch and the menus need them. The network may be down, or the site was updated since this page was opened.',
  retry: 'Retry',
  dismiss: 'Dismiss',
} as const;

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
 * The statements the loader runs once when a script fails: adds the notice,
 * once, and focuses nothing (the reader keeps reading). Retry reloads the
 * page; Dismiss takes the notice away, for a reader who only reads.
 */
export const scriptsFailedNotice = `if (document.getElementById(${JSON.stringify(scriptsFailedNoticeId)})) return;
          var notice = document.createElement('div');
          notice.id = ${JSON.stringify(scriptsFailedNoticeId)};
          notice.setAttribute('role', 'alert');
          notice.setAttribute('style', ${JSON.stringify(noticeStyle)});
          var title = document.createElement('p');
          title.setAttribute('style', 'margin:0 0 .5rem;font-weight:bold');
          title.textContent = ${JSON.stringify(scriptsFailedText.title)};
          var body = document.createElement('p');
          body.setAttribute('style', 'margin:0 0 .75rem');
          body.textContent = ${JSON.stringify(scriptsFailedText.body)};
          var retry = document.createElement('button');
          retry.type = 'button';
          retry.setAttribute('style', ${JSON.stringify(buttonStyle)});
          retry.textContent = ${JSON.stringify(scriptsFailedText.retry)};
          retry.addEventListener('click', function () { window.location.reload(); });
          var dismiss = document.createElement('button');
          dismiss.type = 'button';
          dismiss.setAttribute('style', ${JSON.stringify(dismissStyle)});
          dismiss.textContent = ${JSON.stringify(scriptsFailedText.dismiss)};
          dismiss.addEventListener('click', function () { notice.parentNode.removeChild(notice); });
          notice.appendChild(title);
          notice.appendChild(body);
          notice.appendChild(retry);
          notice.appendChild(dismiss);
          document.body.appendChild(notice);`;
