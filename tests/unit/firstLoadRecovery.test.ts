// A first visit whose chunks fail (src/utils/firstLoadRecovery.ts): the
// preloads wait for the reader's Retry instead of rejecting, the notice is
// drawn once, and a link's preload on hover leaves no unhandled failure.
import {afterEach, describe, expect, it, vi} from 'vitest';
import {handledPreload, recoverFirstPreloads, waitForRetry, type RouteTree} from '../../src/utils/firstLoadRecovery';
import {isRetryRequested} from '../../src/utils/chunkRetry';
import {chunkFailedText, type ShowNotice} from '../../src/utils/scriptsFailedNotice';

const settled = async (promise: Promise<unknown>): Promise<string> =>
  Promise.race([
    promise.then(
      () => 'resolved',
      () => 'rejected',
    ),
    new Promise<string>((resolve) => setTimeout(() => resolve('pending'), 20)),
  ]);

afterEach(() => vi.restoreAllMocks());

describe('a first visit whose chunks fail', () => {
  it('holds every failed preload until Retry, draws the notice once, and prepares the render first', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failing = {preload: () => Promise.reject(new Error('Loading chunk 9500 failed.'))};
    const loaded = {preload: () => Promise.resolve('module')};
    const tree: RouteTree[] = [
      {component: loaded, routes: [{component: failing}, {component: {preload: () => Promise.reject(new Error('second'))}}]},
    ];
    const shown: Parameters<ShowNotice>[] = [];
    const events: string[] = [];
    const show: ShowNotice = (...args) => {
      shown.push(args);
    };
    recoverFirstPreloads(
      tree,
      () => true,
      waitForRetry(show, () => events.push('render prepared')),
    );

    const all = Promise.all([loaded.preload(), failing.preload(), (tree[0]!.routes![1]!.component as typeof failing).preload()]).then(() =>
      events.push('preloads settled'),
    );
    expect(await settled(all)).toBe('pending');
    expect(shown).toHaveLength(1);
    expect(shown[0]![0]).toBe(chunkFailedText);
    expect(shown[0]![1]).toBe('Loading chunk 9500 failed.');
    expect(isRetryRequested()).toBe(false);

    shown[0]![2]();
    expect(await settled(all)).toBe('resolved');
    expect(events).toEqual(['render prepared', 'preloads settled']);
    // Every component that meets its failure loads again once, without asking (src/theme/Loading).
    expect(isRetryRequested()).toBe(true);
  });

  it('lets a preload after the first render reject, so that a navigation reloads the page', async () => {
    const failing = {preload: () => Promise.reject(new Error('Loading chunk 1 failed.'))};
    const onFailure = vi.fn(() => Promise.resolve());
    recoverFirstPreloads([{component: failing}], () => false, onFailure);
    expect(await settled(failing.preload())).toBe('rejected');
    expect(onFailure).not.toHaveBeenCalled();
  });

  it('renders at once, with the error box, on a page without the notice', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const render = vi.fn();
    expect(await settled(waitForRetry(undefined, render)(new Error('x')))).toBe('resolved');
    expect(render).toHaveBeenCalledOnce();
  });
});

describe('a link preloading its route on hover', () => {
  it('marks a failure handled, and its callers still see it', async () => {
    const unhandled: unknown[] = [];
    const listener = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', listener);
    try {
      const preload = handledPreload((path: string) => Promise.reject(new Error(`Loading chunk for ${path} failed.`)));
      void preload('/rate-limits');
      await expect(preload('/quickstart')).rejects.toThrow('/quickstart');
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', listener);
    }
  });
});
