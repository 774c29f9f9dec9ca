import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../mock-api.test-support';
import { Location } from '../../../test-support';
import { dialerLocales } from '../i18n';
import DialerPage from './DialerPage';

beforeAll(async () => {
  await dialerLocales.load('en');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the /dialer page (spec ai-telephony §2 Dialer)', () => {
  it('without a number, Get Started opens the numbers page with the Get number modal, keeping the query', async () => {
    mockApi({
      'GET /dialer/phones': () => ({ payload: [] }),
      'GET /dialer/calls': () => ({ payload: { items: [], total: 0, skip: 0, limit: 50 } }),
    });
    render(
      <MemoryRouter initialEntries={['/dialer?space=s1']}>
        <DialerPage />
        <Location />
      </MemoryRouter>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Get Started' }));
    expect(screen.getByTestId('location').textContent).toBe(
      '/integrations/dialer/phone-numbers?buy=1&space=s1',
    );
  });
});
