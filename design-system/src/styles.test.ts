import { brands } from '@outreach/brands';
import { afterEach, describe, expect, it } from 'vitest';
import { baseCss } from './allStyles';
import { modalCss } from './components/Modal/Modal.styles';
import { brandCss, coreCss, ensureBrandStyles, ensureComponentStyles, ensureStyles } from './styles';
import { paletteVariables } from './tokens';

interface Rule {
  selectors: string[];
  body: string;
}

/** Splits on commas that are not inside parentheses or brackets (`:where(a, b)` stays whole). */
function splitTopLevel(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of text) {
    if (char === '(' || char === '[') depth += 1;
    if (char === ')' || char === ']') depth -= 1;
    if (char === ',' && depth === 0) {
      parts.push(current.trim());
      current = '';
    } else {
      current += char;
    }
  }
  if (current.trim()) parts.push(current.trim());
  return parts;
}

/**
 * Style rules of a stylesheet, descending into @media and @supports. Keyframe steps (from, to, 50%) are
 * not selectors and are left out; their names are checked separately.
 */
function styleRules(css: string): Rule[] {
  const rules: Rule[] = [];
  let index = 0;
  const readBlock = (): string => {
    // index is just past an opening brace; returns the block's inside and moves past its closing brace.
    let depth = 1;
    const start = index;
    while (index < css.length && depth > 0) {
      if (css[index] === '{') depth += 1;
      if (css[index] === '}') depth -= 1;
      index += 1;
    }
    if (depth !== 0) throw new Error('unbalanced braces in the emitted CSS');
    return css.slice(start, index - 1);
  };
  while (index < css.length) {
    const open = css.indexOf('{', index);
    if (open === -1) {
      expect(css.slice(index).trim()).toBe('');
      break;
    }
    const prelude = css.slice(index, open).trim();
    index = open + 1;
    const body = readBlock();
    if (prelude.startsWith('@media') || prelude.startsWith('@supports')) {
      rules.push(...styleRules(body));
    } else if (prelude.startsWith('@keyframes')) {
    } else if (prelude.startsWith('@')) {
      throw new Error(`unexpected at-rule: ${prelude}`);
    } else {
      rules.push({ selectors: splitTopLevel(prelude), body });
    }
  }
  return rules;
}

const stylesheets: [string, string][] = [
  ['baseCss', baseCss],
  ...brands.map((brand): [string, string] => [`brandCss(${brand.id})`, brandCss(brand)]),
];

describe.each(stylesheets)('%s', (_name, css) => {
  const rules = styleRules(css);
  const selectors = rules.flatMap((rule) => rule.selectors);

  it('has rules', () => {
    expect(rules.length).toBeGreaterThan(0);
  });

  it('scopes every selector to the design-system root', () => {
    expect(selectors.filter((selector) => !selector.includes('[data-ds-root]'))).toEqual([]);
  });

  it('starts every selector at the root, or at the brand wrapper right around it', () => {
    const startsOutside = selectors.filter(
      (selector) =>
        !selector.startsWith(':where([data-ds-root])') &&
        !/^\[data-brand="[a-z0-9-]+"\]/.test(selector) &&
        !isInheritanceGuard(selector),
    );
    expect(startsOutside).toEqual([]);
  });

  it('keeps the root inside :where() so scoping adds no specificity, but for the inheritance guard', () => {
    expect(
      selectors.filter(
        (selector) => !selector.includes(':where([data-ds-root])') && !isInheritanceGuard(selector),
      ),
    ).toEqual([]);
  });

  it('limits the inheritance guard to plain elements below the root, so it only outweighs host element rules', () => {
    const guards = selectors.filter(isInheritanceGuard);
    for (const guard of guards) expect(guard).toMatch(/^\[data-ds-root\] :where\([a-z0-9, ]+\)$/);
  });

  it('never targets html, body, :root, or everything', () => {
    const global = selectors.filter(
      (selector) =>
        /(^|[\s>+~(,])(html|body)(?![\w-])/i.test(selector) ||
        selector.includes(':root') ||
        // `*` is fine only below the root (`:where([data-ds-root]) *`), never on its own or before it.
        (selector.includes('*') && selector.indexOf('*') < selector.indexOf('[data-ds-root]')),
    );
    expect(global).toEqual([]);
  });

  it('uses only ds- prefixed class names', () => {
    const classes = selectors.flatMap((selector) => selector.match(/\.[_a-zA-Z][\w-]*/g) ?? []);
    expect(classes.filter((className) => !className.startsWith('.ds-'))).toEqual([]);
  });
});

/** `[data-ds-root] :where(h1, p, …)`: see rootStyles.ts for why it carries the root's specificity. */
function isInheritanceGuard(selector: string): boolean {
  return selector.startsWith('[data-ds-root] :where(');
}

describe('coreCss', () => {
  it('holds the first page and the message hosts, and leaves the other components to their own files', () => {
    for (const className of [
      'ds-button',
      'ds-spinner',
      'ds-field',
      'ds-snackbar',
      'ds-notification',
      'ds-error-panel',
    ])
      expect(coreCss).toContain(`.${className}`);
    for (const className of [
      'ds-modal',
      'ds-select',
      'ds-checkbox',
      'ds-tabs',
      'ds-sidebar',
      'ds-dropdown',
      'ds-page',
    ])
      expect(coreCss).not.toContain(`.${className}`);
    expect(baseCss.startsWith(coreCss)).toBe(true);
  });
});

describe('baseCss', () => {
  const rules = styleRules(baseCss);
  const rootRules = rules.filter((rule) => rule.selectors.includes(':where([data-ds-root])'));
  const rootDeclarations = rootRules.map((rule) => rule.body).join(';');

  it('guards headings, text and controls against the element rules of a host page', () => {
    const guarded = rules
      .filter((rule) => rule.selectors.some(isInheritanceGuard))
      .map((rule) => rule.selectors.join(','));
    expect(guarded.join(' ')).toMatch(/h1/);
    expect(guarded.join(' ')).toMatch(/button/);
  });

  it('sets the base tokens on the root, with the default primary #47e671', () => {
    expect(rootDeclarations).toContain('--ds-primary: #47e671');
    expect(rootDeclarations).toContain('--ds-radius: 8px');
    expect(rootDeclarations).toMatch(/--ds-font: system-ui/);
    for (const step of [1, 2, 3, 4, 5, 6]) expect(rootDeclarations).toContain(`--ds-space-${step}:`);
    for (const variable of Object.values(paletteVariables))
      expect(rootDeclarations).toContain(`${variable}:`);
  });

  it('gives the root its font, text colour and surface, and border-box sizing below it', () => {
    expect(rootDeclarations).toContain('font-family: var(--ds-font)');
    expect(rootDeclarations).toContain('color: var(--ds-text)');
    expect(rootDeclarations).toContain('background: var(--ds-surface)');
    const sizing = rules.find((rule) => rule.body.includes('box-sizing: border-box'));
    expect(sizing?.selectors).toEqual(
      expect.arrayContaining([':where([data-ds-root])', ':where([data-ds-root]) *']),
    );
  });

  it('names its keyframes with the ds- prefix', () => {
    const names = Array.from(baseCss.matchAll(/@keyframes\s+([\w-]+)/g), (match) => match[1]);
    expect(names.length).toBeGreaterThan(0);
    expect(names.filter((name) => !name?.startsWith('ds-'))).toEqual([]);
  });
});

describe.each(brands.map((brand) => [brand.id, brand] as const))('brandCss(%s)', (id, brand) => {
  const rules = styleRules(brandCss(brand));

  it('puts the light palette under the brand attribute', () => {
    const light = rules.find((rule) => rule.selectors[0] === `[data-brand="${id}"] > :where([data-ds-root])`);
    expect(light?.body).toContain(`--ds-primary: ${brand.light.primary};`);
    expect(light?.body).toContain(`--ds-surface: ${brand.light.surface};`);
  });

  it('puts the dark palette under the brand and data-theme="dark" on the same element', () => {
    const dark = rules.find(
      (rule) => rule.selectors[0] === `[data-brand="${id}"][data-theme="dark"] > :where([data-ds-root])`,
    );
    for (const [key, variable] of Object.entries(paletteVariables)) {
      expect(dark?.body).toContain(`${variable}: ${brand.dark[key as keyof typeof brand.dark]};`);
    }
  });
});

describe('ensureStyles and ensureBrandStyles', () => {
  afterEach(() => {
    for (const element of document.head.querySelectorAll('style[data-ds-styles], style[data-ds-brand]')) {
      element.remove();
    }
  });

  it('inject one core style element however often they are called', () => {
    const first = ensureStyles();
    const second = ensureStyles(document);
    expect(second).toBe(first);
    expect(document.head.querySelectorAll('style[data-ds-styles]')).toHaveLength(1);
    expect(first.getAttribute('data-ds-styles')).toBe('core');
    expect(first.textContent).toBe(coreCss);
  });

  it("inject a component's rules once, in their own element after the core rules, even when called first", () => {
    const modal = ensureComponentStyles('modal', modalCss);
    expect(ensureComponentStyles('modal', modalCss)).toBe(modal);
    const elements = Array.from(document.head.querySelectorAll('style[data-ds-styles]'));
    expect(elements.map((element) => element.getAttribute('data-ds-styles'))).toEqual(['core', 'modal']);
    expect(modal.textContent).toBe(modalCss.trim());
    expect(elements[0]?.textContent).toBe(coreCss);
  });

  it('inject one style element per brand', () => {
    for (const brand of brands) {
      ensureBrandStyles(brand);
      ensureBrandStyles(brand);
    }
    const elements = Array.from(document.head.querySelectorAll('style[data-ds-brand]'));
    expect(elements.map((element) => element.getAttribute('data-ds-brand'))).toEqual(brands.map((b) => b.id));
    expect(elements[0]?.textContent).toBe(brandCss(brands[0] as (typeof brands)[number]));
  });

  it("rewrite a brand's element in place when its colours change", () => {
    const brand = brands[0] as (typeof brands)[number];
    const element = ensureBrandStyles(brand);
    const edited = { ...brand, light: { ...brand.light, primary: '#123456' } };
    expect(ensureBrandStyles(edited)).toBe(element);
    expect(element.textContent).toContain('--ds-primary: #123456;');
    expect(document.head.querySelectorAll('style[data-ds-brand]')).toHaveLength(1);
  });
});
