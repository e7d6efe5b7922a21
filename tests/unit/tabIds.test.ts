import {describe, expect, it} from 'vitest';
import {tabIds} from '../../src/utils/tabIds';

describe('tab ids', () => {
  const ids = tabIds('_R_1ab_', ['curl', 'python', 'a b']);

  it('names each tab and its panel from the set id and the tab position, so they pair up', () => {
    expect(ids.tab('python')).toBe('_R_1ab_-tab-1');
    expect(ids.panel('python')).toBe('_R_1ab_-panel-1');
  });

  it('makes valid ids from values holding spaces', () => {
    expect(ids.tab('a b')).not.toMatch(/\s/);
    expect(ids.panel('a b')).not.toMatch(/\s/);
  });

  it('refuses a value no tab has', () => {
    expect(() => ids.tab('go')).toThrow(/no tab has the value "go"/);
  });
});
