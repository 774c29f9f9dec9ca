import type { Brand } from '@outreach/brands';
import { useInsertionEffect } from 'react';
import { buttonCss } from './components/Button/Button.styles';
import { errorPanelCss } from './components/ErrorPanel/ErrorPanel.styles';
import { notificationCss } from './components/Notification/Notification.styles';
import { snackbarCss } from './components/Snackbar/Snackbar.styles';
import { spinnerCss } from './components/Spinner/Spinner.styles';
import { fieldCss } from './fieldStyles';
import { rootStylesCss } from './rootStyles';
import { baseTokensCss, brandCss } from './tokens';

export { brandCss };

/**
 * The rules every page needs from its first frame: base tokens, the root, and the components of the
 * sign-in page and the message hosts. CSS ships as TypeScript and is injected at runtime, so a remote
 * needs no CSS loader and a partner page gets no stylesheet it did not ask for; every selector sits
 * under `:where([data-ds-root])` (see styles.test.ts). Every other component brings its own rules when
 * it first renders (useComponentStyles), so the first page downloads only these (issue 25).
 */
export const coreCss: string = [
  baseTokensCss(),
  rootStylesCss,
  spinnerCss,
  buttonCss,
  fieldCss,
  snackbarCss,
  notificationCss,
  errorPanelCss,
]
  .map((css) => css.trim())
  .join('\n');

function findStyle(doc: Document, attribute: string, value: string): HTMLStyleElement | undefined {
  return Array.from(doc.head.querySelectorAll<HTMLStyleElement>(`style[${attribute}]`)).find(
    (element) => element.getAttribute(attribute) === value,
  );
}

function upsertStyle(doc: Document, attribute: string, value: string, css: string): HTMLStyleElement {
  let element = findStyle(doc, attribute, value);
  if (!element) {
    element = doc.createElement('style');
    element.setAttribute(attribute, value);
    doc.head.appendChild(element);
  }
  // Rewriting equal text would make the browser re-parse the sheet on every call.
  if (element.textContent !== css) element.textContent = css;
  return element;
}

/** Puts the core rules in `<style data-ds-styles="core">` in the head; calling it again changes nothing. */
export function ensureStyles(doc: Document = document): HTMLStyleElement {
  return upsertStyle(doc, 'data-ds-styles', 'core', coreCss);
}

/**
 * Puts one component's rules in `<style data-ds-styles="NAME">`, once, after the core rules (so a
 * component's rule wins over a core rule of equal specificity, as in one sheet). One element per
 * component, never one shared element: two copies of the design system on a page (the portal) each
 * add their own components without overwriting the other's.
 */
export function ensureComponentStyles(name: string, css: string, doc: Document = document): HTMLStyleElement {
  ensureStyles(doc);
  return upsertStyle(doc, 'data-ds-styles', name, css.trim());
}

/** A component's rules, injected before its first frame is painted; see ensureComponentStyles. */
export function useComponentStyles(name: string, css: string): void {
  // Insertion effects run before layout and paint, so the first frame is already styled.
  useInsertionEffect(() => {
    ensureComponentStyles(name, css);
  }, [name, css]);
}

/**
 * Puts one brand's tokens in `<style data-ds-brand="ID">`, once per brand. A brand whose colours changed
 * (a white-label preview) has its element rewritten in place.
 */
export function ensureBrandStyles(brand: Brand, doc: Document = document): HTMLStyleElement {
  return upsertStyle(doc, 'data-ds-brand', brand.id, brandCss(brand));
}
