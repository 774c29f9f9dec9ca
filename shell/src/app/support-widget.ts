import type { Brand } from '@outreach/brands';
import { supportWidgets } from '@outreach/brands/support';

// Apart from brand-runtime.ts (the favicon, on every page): the vendors' list is signed-in code and
// stays off the sign-in page's bundle (issue 25).

/**
 * The support vendor's loader script for a brand, or null: none for `no_support`, and none without an
 * app id (the seeded brands have none, so tests and the e2e suite never reach the vendor's servers).
 */
export function supportScriptOf(brand: Brand): string | null {
  const { integration, appId } = brand.support;
  if (integration === 'no_support' || !appId) return null;
  const widget = supportWidgets[integration];
  if (!widget?.appId.test(appId)) return null;
  return widget.script(appId) || null;
}

const SUPPORT_SCRIPT_ATTRIBUTE = 'data-support-widget';

/**
 * Adds the brand's support widget script once per page (after sign-in). A later brand with another
 * widget does not add a second one: vendors' loaders are not made to be unloaded, so the next page
 * load picks the new one.
 */
export function loadSupportWidget(brand: Brand, doc: Document = document): HTMLScriptElement | null {
  const src = supportScriptOf(brand);
  if (!src || doc.querySelector(`script[${SUPPORT_SCRIPT_ATTRIBUTE}]`)) return null;
  const script = doc.createElement('script');
  script.src = src;
  script.async = true;
  script.setAttribute(SUPPORT_SCRIPT_ATTRIBUTE, brand.support.integration);
  const appId = brand.support.appId ?? '';
  script.setAttribute('data-widget-id', appId);
  // The vendors whose loader reads the id from a global rather than its URL.
  const vendorGlobals = doc.defaultView as (Window & Record<string, unknown>) | null;
  if (vendorGlobals && brand.support.integration === 'crisp') vendorGlobals.CRISP_WEBSITE_ID = appId;
  if (vendorGlobals && brand.support.integration === 'chatra') vendorGlobals.ChatraID = appId;
  doc.head.appendChild(script);
  return script;
}
