import type { Brand } from '@outreach/brands';
import { avatarCss } from './components/AvatarStack/AvatarStack.styles';
import { badgeCss } from './components/Badge/Badge.styles';
import { buttonCss } from './components/Button/Button.styles';
import { dropdownCss } from './components/Dropdown/Dropdown.styles';
import { emptyStateCss } from './components/EmptyState/EmptyState.styles';
import { errorPanelCss } from './components/ErrorPanel/ErrorPanel.styles';
import { modalCss } from './components/Modal/Modal.styles';
import { notificationCss } from './components/Notification/Notification.styles';
import { pageCss } from './components/Page/Page.styles';
import { rangeSliderCss } from './components/RangeSlider/RangeSlider.styles';
import { selectCss } from './components/Select/Select.styles';
import { sidebarCss } from './components/Sidebar/Sidebar.styles';
import { snackbarCss } from './components/Snackbar/Snackbar.styles';
import { spinnerCss } from './components/Spinner/Spinner.styles';
import { tabsCss } from './components/Tabs/Tabs.styles';
import { wizardStepperCss } from './components/WizardStepper/WizardStepper.styles';
import { checkboxCss } from './components/Checkbox/Checkbox.styles';
import { fieldCss } from './fieldStyles';
import { rootStylesCss } from './rootStyles';
import { baseTokensCss, brandCss } from './tokens';

export { brandCss };

/**
 * Every design-system rule, as one string: base tokens, the root, then each component. CSS ships as
 * TypeScript and is injected at runtime, so a remote needs no CSS loader and a partner page gets no
 * stylesheet it did not ask for; every selector sits under `:where([data-ds-root])` (see styles.test.ts).
 */
export const baseCss: string = [
  baseTokensCss(),
  rootStylesCss,
  spinnerCss,
  buttonCss,
  fieldCss,
  checkboxCss,
  selectCss,
  badgeCss,
  modalCss,
  snackbarCss,
  notificationCss,
  tabsCss,
  sidebarCss,
  avatarCss,
  emptyStateCss,
  errorPanelCss,
  wizardStepperCss,
  pageCss,
  dropdownCss,
  rangeSliderCss,
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

/** Puts the design-system rules in one `<style data-ds-styles>` in the head; calling it again changes nothing. */
export function ensureStyles(doc: Document = document): HTMLStyleElement {
  return upsertStyle(doc, 'data-ds-styles', '', baseCss);
}

/**
 * Puts one brand's tokens in `<style data-ds-brand="ID">`, once per brand. A brand whose colours changed
 * (a white-label preview) has its element rewritten in place.
 */
export function ensureBrandStyles(brand: Brand, doc: Document = document): HTMLStyleElement {
  return upsertStyle(doc, 'data-ds-brand', brand.id, brandCss(brand));
}
