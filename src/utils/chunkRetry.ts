/**
 * One Retry retries everything the route needs.
 *
 * A docs route renders four nested components, each loaded on demand
 * (react-loadable), and each keeps the failure of its first load until it
 * is retried. When several of their chunks failed on a first visit, Retry on
 * the outer one loaded it, and the next one then rendered its own old
 * failure with its own Retry: up to four clicks for one page.
 *
 * Once the reader has clicked Retry, a component that shows a failure loads
 * again at once, one time, instead of asking (src/theme/Loading). A failure
 * of that attempt is shown with Retry, as before.
 */

let retryRequested = false;

/** The reader clicked Retry. */
export function requestRetry(): void {
  retryRequested = true;
}

/** Whether the reader has clicked Retry on this page. */
export function isRetryRequested(): boolean {
  return retryRequested;
}
