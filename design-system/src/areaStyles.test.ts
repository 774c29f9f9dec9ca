import { afterEach, describe, expect, it } from 'vitest';
import { ensureAreaStyles } from './areaStyles';

afterEach(() => {
  for (const style of document.head.querySelectorAll('style[data-area-test]')) style.remove();
});

describe('ensureAreaStyles', () => {
  it('adds one style element with the rules, and nothing more when called again', () => {
    ensureAreaStyles('data-area-test', '.a { color: red; }');
    ensureAreaStyles('data-area-test', '.b { color: blue; }');
    const styles = document.head.querySelectorAll('style[data-area-test]');
    expect(styles).toHaveLength(1);
    expect(styles[0]?.textContent).toBe('.a { color: red; }');
  });
});
