import { getBrand } from '@outreach/brands';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { Route } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ErrorPage from './ErrorPage';
import PrivacyPolicyPage from './PrivacyPolicyPage';
import { loadAccountStrings, renderPage } from './renderPage.test-support';
import TermsOfUsePage from './TermsOfUsePage';

const loadPage = vi.fn();
vi.mock('./full-page-navigation', () => ({ loadPage: (url: string) => loadPage(url) }));

await loadAccountStrings();
afterEach(cleanup);

describe('legal pages', () => {
  it('the terms of use give 15 days notice for material changes (spec §9), under the brand name', () => {
    renderPage(<Route path="/terms-of-use" element={<TermsOfUsePage />} />, '/terms-of-use', {
      brand: getBrand('closedesk'),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of use' })).toBeTruthy();
    expect(screen.getByText(/at least 15 days' notice/)).toBeTruthy();
    expect(screen.getByText(/These terms apply when you use CloseDesk/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Privacy policy' }).getAttribute('href')).toBe('/privacy-policy');
  });

  it('the privacy policy names what is collected and the rights', () => {
    renderPage(<Route path="/privacy-policy" element={<PrivacyPolicyPage />} />, '/privacy-policy');
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'What we collect' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Your rights' })).toBeTruthy();
  });
});

describe('error page', () => {
  it('Retry loads the root again (spec §2 "/error retries and returns to the root")', () => {
    renderPage(<Route path="/error" element={<ErrorPage />} />, '/error');
    expect(screen.getByRole('alert').textContent).toContain('The service is not reachable');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(loadPage).toHaveBeenCalledWith('/');
  });
});
