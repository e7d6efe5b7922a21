/**
 * The skip link leaves focus on the main content, not on <body>.
 *
 * theme-common's skip link focuses <main> by adding tabindex="-1", calling
 * focus() and removing the tabindex at once; Chromium then drops the focus
 * to <body>, so a screen reader announces nothing and focus styles show
 * nowhere. This listener runs after React's own click handler (it sits on the
 * document, React on its root) and focuses the same element, keeping the
 * tabindex until the element loses focus.
 */
const skipLinkSelector = 'a[href="#__docusaurus_skipToContent_fallback"]';

export function focusUntilBlur(element: HTMLElement): void {
  const hadTabIndex = element.hasAttribute('tabindex');
  if (!hadTabIndex) element.setAttribute('tabindex', '-1');
  element.focus();
  if (!hadTabIndex) {
    element.addEventListener('blur', () => element.removeAttribute('tabindex'), {once: true});
  }
}

if (typeof document !== 'undefined') {
  document.addEventListener('click', (event) => {
    if (!(event.target instanceof Element) || !event.target.closest(skipLinkSelector)) return;
    const target = document.querySelector<HTMLElement>('main') ?? document.getElementById('__docusaurus_skipToContent_fallback');
    if (target) focusUntilBlur(target);
  });
}
