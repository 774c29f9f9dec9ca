import { brands, getBrand } from '@outreach/brands';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { brandCss, coreCss } from '../../styles';
import { Modal } from '../Modal/Modal';
import { modalCss } from '../Modal/Modal.styles';
import { ThemeRoot } from './ThemeRoot';

// Unmount between tests: vitest runs without globals, so testing-library cannot register this itself.
afterEach(cleanup);

afterEach(() => {
  for (const element of document.head.querySelectorAll('style[data-ds-styles], style[data-ds-brand]')) {
    element.remove();
  }
});

describe('ThemeRoot', () => {
  it('puts brand and theme on a wrapper and renders children inside the ds root', () => {
    const acme = getBrand('acme');
    render(
      <ThemeRoot brand={acme} theme="dark" className="app" style={{ minHeight: 10 }}>
        <span>content</span>
      </ThemeRoot>,
    );
    const root = screen.getByText('content').parentElement as HTMLElement;
    expect(root.hasAttribute('data-ds-root')).toBe(true);
    expect(root.className).toBe('app');
    expect(root.style.minHeight).toBe('10px');
    const wrapper = root.parentElement as HTMLElement;
    expect(wrapper.getAttribute('data-brand')).toBe('acme');
    expect(wrapper.getAttribute('data-theme')).toBe('dark');
    expect(wrapper.className).toBe('ds-theme');
  });

  it('injects the core styles and the brand tokens into the head on first render, and no component rules', () => {
    const acme = getBrand('acme');
    render(<ThemeRoot brand={acme} theme="light" />);
    const styles = Array.from(document.head.querySelectorAll('style[data-ds-styles]'));
    expect(styles.map((element) => element.getAttribute('data-ds-styles'))).toEqual(['core']);
    expect(styles[0]?.textContent).toBe(coreCss);
    expect(document.head.querySelector('style[data-ds-brand="acme"]')?.textContent).toBe(brandCss(acme));
  });

  it("adds a component's rules after the core rules when the component first renders inside it", () => {
    render(
      <ThemeRoot brand={getBrand(undefined)} theme="light">
        <Modal open title="Hello" onClose={() => undefined}>
          body
        </Modal>
      </ThemeRoot>,
    );
    const styles = Array.from(document.head.querySelectorAll('style[data-ds-styles]'));
    expect(styles.map((element) => element.getAttribute('data-ds-styles'))).toEqual(['core', 'modal']);
    expect(styles[1]?.textContent).toBe(modalCss.trim());
  });

  it('injects the base styles once and each brand once, however many roots render', () => {
    render(
      <>
        {brands.map((brand) => (
          <ThemeRoot key={`${brand.id}-light`} brand={brand} theme="light" />
        ))}
        {brands.map((brand) => (
          <ThemeRoot key={`${brand.id}-dark`} brand={brand} theme="dark" />
        ))}
      </>,
    );
    expect(document.head.querySelectorAll('style[data-ds-styles]')).toHaveLength(1);
    expect(
      Array.from(document.head.querySelectorAll('style[data-ds-brand]'), (element) =>
        element.getAttribute('data-ds-brand'),
      ).sort(),
    ).toEqual(brands.map((brand) => brand.id).sort());
  });

  it('switches theme by changing only the attribute', () => {
    const brand = getBrand('reachly');
    const { rerender, container } = render(<ThemeRoot brand={brand} theme="light" />);
    rerender(<ThemeRoot brand={brand} theme="dark" />);
    expect(container.querySelector('[data-brand="reachly"]')?.getAttribute('data-theme')).toBe('dark');
  });
});

describe('ThemeRoot nested in another ThemeRoot (a white-label preview inside the app)', () => {
  it('uses the inner brand and theme inside, and the outer ones outside', () => {
    const reachly = getBrand('reachly');
    const acme = getBrand('acme');
    const { container } = render(
      <ThemeRoot brand={reachly} theme="dark">
        <p id="outer">app text</p>
        <ThemeRoot brand={acme} theme="light">
          <button id="inner" type="button" className="ds-button ds-button--primary">
            Preview
          </button>
        </ThemeRoot>
      </ThemeRoot>,
    );
    const outer = container.querySelector('#outer') as HTMLElement;
    const inner = container.querySelector('#inner') as HTMLElement;
    expect(getComputedStyle(outer).color).toBe(reachly.dark.text);
    expect(getComputedStyle(inner).backgroundColor).toBe(acme.light.primary);
    expect(getComputedStyle(inner).color).toBe(acme.light.primaryContrast);
  });

  it('leaves an element outside every root unstyled', () => {
    const { container } = render(
      <div>
        <button id="host" type="button" className="ds-button ds-button--primary">
          Partner button
        </button>
        <ThemeRoot brand={getBrand('acme')} theme="light" />
      </div>,
    );
    const host = container.querySelector('#host') as HTMLElement;
    expect(getComputedStyle(host).backgroundColor).not.toBe(getBrand('acme').light.primary);
    expect(getComputedStyle(host).fontFamily).not.toContain('system-ui');
  });
});
