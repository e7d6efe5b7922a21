/**
 * Storage that exists but throws (a privacy extension, a full quota, some
 * embedded browsers) counts as unavailable storage: one warning, and the site
 * behaves as with empty storage, never a crash.
 *
 * theme-common checks only that `window.localStorage` can be read; when it
 * can but `getItem` or `setItem` throws, each storage slot logged an error on
 * every read and write, about 15 a visit. This script, inline in the page
 * template (src/utils/ssrTemplate.ts), probes storage before any of the
 * site's code runs (theme-common creates some slots when its module loads);
 * when the probe fails, `localStorage` is made to throw on access, the case
 * theme-common handles: it logs its warning once and uses no storage.
 * Plain ES5, as it runs unbundled; the security-headers plugin hashes it into
 * the Content-Security-Policy with the template's other inline script.
 */
export const storageProbeScript = `(function () {
  var storage;
  try {
    storage = window.localStorage;
  } catch (e) {
    return;
  }
  if (!storage) return;
  try {
    storage.setItem('__storage_probe', '1');
    storage.getItem('__storage_probe');
    storage.removeItem('__storage_probe');
  } catch (error) {
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get: function () {
        throw error;
      },
    });
  }
})();`;
