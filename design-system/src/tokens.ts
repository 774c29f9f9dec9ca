import type { Brand, Palette } from '@outreach/brands';
import { defaultLightPalette } from '@outreach/brands/default';
import { dsRoot } from './scope';

export const themeNames = ['light', 'dark'] as const;
export type ThemeName = (typeof themeNames)[number];

/** Each brand palette colour becomes one CSS variable; components read only these variables. */
export const paletteVariables: Readonly<Record<keyof Palette, string>> = {
  primary: '--ds-primary',
  primaryContrast: '--ds-primary-contrast',
  surface: '--ds-surface',
  surfaceRaised: '--ds-surface-raised',
  text: '--ds-text',
  textMuted: '--ds-text-muted',
  border: '--ds-border',
  danger: '--ds-danger',
  warning: '--ds-warning',
  success: '--ds-success',
  info: '--ds-info',
};

/**
 * The palette used when no brand is set on the page: the default brand's light palette
 * (colour #47e671), declared once in @outreach/brands.
 */
export const defaultPalette: Readonly<Palette> = defaultLightPalette;

/** Tokens that do not change per brand. */
export const fixedTokens: Readonly<Record<string, string>> = {
  '--ds-radius': '8px',
  '--ds-font':
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  '--ds-font-size': '14px',
  '--ds-space-1': '4px',
  '--ds-space-2': '8px',
  '--ds-space-3': '12px',
  '--ds-space-4': '16px',
  '--ds-space-5': '24px',
  '--ds-space-6': '32px',
  '--ds-shadow': '0 8px 28px rgb(0 0 0 / 0.18)',
};

function paletteDeclarations(palette: Palette): string {
  return (Object.keys(paletteVariables) as (keyof Palette)[])
    .map((key) => `${paletteVariables[key]}: ${palette[key]};`)
    .join(' ');
}

/** Base tokens on every design-system root, before any brand applies. */
export function baseTokensCss(): string {
  const fixed = Object.entries(fixedTokens)
    .map(([name, value]) => `${name}: ${value};`)
    .join(' ');
  return `${dsRoot} { ${paletteDeclarations(defaultPalette)} ${fixed} color-scheme: light; }`;
}

/** Brand ids are validated as [a-z0-9-]; quoting anyway keeps a bad id from breaking out of the selector. */
function attributeValue(value: string): string {
  return `"${value.replace(/["\\]/g, '\\$&')}"`;
}

/**
 * One brand's tokens: its light palette, and its dark palette when `data-theme="dark"` sits on the same
 * element as `data-brand` (ThemeRoot renders both on the wrapper around the root).
 *
 * The child combinator is deliberate: with a plain descendant combinator an outer ThemeRoot's brand rule
 * also matches a nested root (a white-label colour preview inside the app, or the all-themes story), and
 * a dark outer theme (two attributes, higher specificity) would beat the inner brand's light palette.
 */
export function brandCss(brand: Brand): string {
  const id = attributeValue(brand.id);
  return [
    `[data-brand=${id}] > ${dsRoot} { ${paletteDeclarations(brand.light)} color-scheme: light; }`,
    `[data-brand=${id}][data-theme="dark"] > ${dsRoot} { ${paletteDeclarations(brand.dark)} color-scheme: dark; }`,
  ].join('\n');
}
