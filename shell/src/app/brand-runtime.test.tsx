import { type Brand, getBrand } from '@outreach/brands';
import { sessionStore, setHostBrand, setWorkspaceBrand, useBrand } from '@outreach/sdk';
import { cleanup, render, renderHook, screen } from '@testing-library/react';
import { Route } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { BrandLogo } from '../layouts/BrandLogo';
import { brandOfAccount } from '../layouts/use-shell-context';
import SignInPage from '../pages/auth/SignInPage';
import SignUpPage from '../pages/auth/SignUpPage';
import { loadAccountStrings, renderPage } from '../pages/auth/renderPage.test-support';
import { applyFavicon, faviconOf } from './brand-runtime';
import { loadSupportWidget, supportScriptOf } from './support-widget';

await loadAccountStrings();

const reachly = getBrand('reachly');
const closedesk = getBrand('closedesk');
const png = 'data:image/png;base64,iVBORw0KGgo=';

afterEach(() => {
  cleanup();
  document.head.querySelectorAll('link[rel="icon"], script[data-support-widget]').forEach((node) => {
    node.remove();
  });
  sessionStore.setState({ hostBrand: null, workspaceBrand: null });
});

describe('the brand at run time (issue 14 item 6)', () => {
  it("signed-in pages follow the workspace's brand record, else the host's", () => {
    const edited: Brand = { ...closedesk, name: 'CloseDesk Renamed' };
    expect(brandOfAccount({ brand_config: edited }, reachly)).toBe(edited);
    expect(brandOfAccount({}, reachly)).toBe(reachly);
    expect(brandOfAccount(undefined, reachly)).toBe(reachly);
  });

  it("useBrand is the workspace's brand while signed in, the host's otherwise", () => {
    const { result, rerender } = renderHook(() => useBrand());
    expect(result.current).toBeNull();
    setHostBrand(reachly);
    rerender();
    expect(result.current?.id).toBe('reachly');
    expect(sessionStore.getState().brand).toBe('reachly');
    setWorkspaceBrand(closedesk);
    rerender();
    expect(result.current?.id).toBe('closedesk');
    setWorkspaceBrand(null);
    rerender();
    expect(result.current?.id).toBe('reachly');
  });

  it('the logo is the uploaded image when there is one, else the seeded svg', () => {
    render(
      <>
        <BrandLogo brand={{ ...reachly, logo: { ...reachly.logo, image: png } }} />
        <BrandLogo brand={closedesk} />
      </>,
    );
    expect(screen.getByAltText(reachly.name).getAttribute('src')).toBe(png);
    expect(screen.getByAltText(closedesk.name).getAttribute('src')).toMatch(
      /^data:image\/svg\+xml;utf8,%3Csvg/,
    );
  });

  it("sets the tab's icon to the brand's favicon, else its logo, and follows a brand change", () => {
    applyFavicon({ ...reachly, favicon: png });
    const link = document.head.querySelector('link[rel="icon"]');
    expect(link?.getAttribute('href')).toBe(png);
    applyFavicon(closedesk);
    expect(document.head.querySelectorAll('link[rel="icon"]')).toHaveLength(1);
    expect(link?.getAttribute('href')).toBe(faviconOf(closedesk));
    expect(faviconOf(closedesk)).toMatch(/^data:image\/svg\+xml/);
  });

  it('loads the support widget once, only for a vendor with an app id', () => {
    expect(supportScriptOf(reachly)).toBeNull();
    const intercom: Brand = { ...reachly, support: { integration: 'intercome', appId: 'abc123' } };
    expect(supportScriptOf({ ...intercom, support: { integration: 'intercome' } })).toBeNull();
    expect(
      supportScriptOf({ ...intercom, support: { integration: 'intercome', appId: 'bad id"' } }),
    ).toBeNull();
    // A document of its own: happy-dom would otherwise try to fetch the vendor's script.
    const page = document.implementation.createHTMLDocument('support');
    expect(loadSupportWidget(reachly, page)).toBeNull();
    const script = loadSupportWidget(intercom, page);
    expect(script?.getAttribute('src')).toBe('https://widget.intercom.io/widget/abc123');
    expect(loadSupportWidget(intercom, page)).toBeNull();
    expect(page.head.querySelectorAll('script[data-support-widget]')).toHaveLength(1);
  });
});

describe("the host's auth options on the sign-in and sign-up pages", () => {
  const withAuth = (auth: Partial<Brand['auth']>): Brand => ({
    ...reachly,
    auth: { ...reachly.auth, ...auth },
  });

  it('sign-up is closed with a message when UI registration is off', () => {
    renderPage(<Route path="/auth/sign-up" element={<SignUpPage />} />, '/auth/sign-up', {
      brand: withAuth({ uiRegistration: false }),
    });
    expect(screen.getByRole('heading', { name: 'Sign-up is closed' })).toBeTruthy();
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeTruthy();
  });

  it('sign-up offers the providers instead of the password form when password auth is off', () => {
    renderPage(<Route path="/auth/sign-up" element={<SignUpPage />} />, '/auth/sign-up', {
      brand: withAuth({ password: false, google: true }),
    });
    expect(screen.getByText(/Sign-up with a password is turned off/)).toBeTruthy();
    expect(screen.queryByLabelText('Password')).toBeNull();
  });

  it('sign-in hides the password form when password auth is off, and the sign-up link when registration is', () => {
    renderPage(<Route path="/auth/sign-in" element={<SignInPage />} />, '/auth/sign-in', {
      brand: withAuth({ password: false, google: true, uiRegistration: false }),
    });
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(screen.getByText(/Password sign-in is turned off/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Sign up' })).toBeNull();
  });

  it('the default brand keeps both forms', () => {
    renderPage(<Route path="/auth/sign-up" element={<SignUpPage />} />, '/auth/sign-up');
    expect(screen.getByLabelText('Password')).toBeTruthy();
  });
});
