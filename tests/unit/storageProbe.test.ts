import {describe, expect, it} from 'vitest';
import {storageProbeScript} from '../../src/utils/storageProbe';
import {ssrTemplate} from '../../src/utils/ssrTemplate';

function memoryStorage(overrides: Partial<Storage> = {}): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    key: (i) => [...data.keys()][i] ?? null,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => {
      data.set(k, v);
    },
    removeItem: (k) => {
      data.delete(k);
    },
    ...overrides,
  };
}

/** Runs the inline script against a window whose localStorage getter is `get`. */
function probe(get: () => Storage): {localStorage: Storage} {
  const window = {} as {localStorage: Storage};
  Object.defineProperty(window, 'localStorage', {configurable: true, get});
  // The script is page-template text: running it as the browser would is the test.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- see above
  const run = new Function('window', storageProbeScript) as (w: unknown) => void;
  run(window);
  return window;
}

describe('storage probe', () => {
  it('leaves storage that works as it is, with nothing left behind', () => {
    const storage = memoryStorage();
    expect(probe(() => storage).localStorage).toBe(storage);
    expect(storage.length).toBe(0);
  });

  it('makes storage whose getItem or setItem throws unreadable, with the same error', () => {
    const denied = new Error('denied');
    for (const broken of [
      {
        getItem: () => {
          throw denied;
        },
      },
      {
        setItem: () => {
          throw denied;
        },
      },
    ]) {
      const window = probe(() => memoryStorage(broken));
      expect(() => window.localStorage).toThrow(denied);
    }
  });

  it('leaves storage that cannot be read at all to theme-common', () => {
    const window = probe(() => {
      throw new Error('SecurityError');
    });
    expect(() => window.localStorage).toThrow('SecurityError');
  });

  it('runs from the page template, before the entry scripts', () => {
    expect(ssrTemplate.indexOf(storageProbeScript)).toBeGreaterThan(0);
    expect(ssrTemplate.indexOf(storageProbeScript)).toBeLessThan(ssrTemplate.indexOf('var scripts ='));
  });
});
