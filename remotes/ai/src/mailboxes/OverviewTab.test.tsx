import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { aiLocales } from '../i18n';
import { domain } from './domains.test-support';
import {
  allMailFeatures,
  type FakeWorkspace,
  fakeEmailApi,
  mailbox,
  renderMailboxes,
} from './mailboxes.test-support';

beforeAll(async () => {
  await aiLocales.load('en');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const acme = domain('d1', { name: 'acme-mail.com', check_status: 'ok' });
const workspace = (fields: Partial<FakeWorkspace> = {}): FakeWorkspace => ({
  domains: [],
  mailboxes: [],
  slotLimit: 5,
  balance: 1000,
  ...fields,
});
const count = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
const step = (name: string) => within(document.querySelector(`li[data-step="${name}"]`) as HTMLElement);

describe('the overview tab (issue 29)', () => {
  it('counts the domains by status and the mailboxes, with the slots left', async () => {
    fakeEmailApi(
      workspace({
        domains: [
          acme,
          domain('d2', { name: 'beta-mail.io', status: 'registering', ready_at: null, check_status: null }),
          domain('d3', { name: 'gamma-mail.io', status: 'registering', ready_at: null, check_status: null }),
        ],
        mailboxes: [mailbox('m1', acme, 'ana'), mailbox('m2', acme, 'bo')],
      }),
    );
    renderMailboxes('/mailboxes/overview', allMailFeatures);
    await waitFor(() => expect(count('Domains ready')).toBe('1'));
    expect(count('Domains registering')).toBe('2');
    await waitFor(() => expect(count('Mailboxes')).toBe('2'));
    expect(count('Mailbox slots left')).toBe('3');
    expect(screen.queryByText('Registrations failed')).toBeNull();
  });

  it('walks the steps: buy, records (live once checked right), mailboxes, warm-up', async () => {
    fakeEmailApi(workspace({ domains: [acme] }));
    renderMailboxes('/mailboxes/overview', allMailFeatures);
    await waitFor(() => expect(step('buy').getByText('Done')).toBeTruthy());
    expect(step('records').getByText('Done')).toBeTruthy();
    expect(step('mailboxes').queryByText('Done')).toBeNull();
    expect(
      step('buy').getByText(/a .com domain is ready within 1 hour, other endings within 48 hours/),
    ).toBeTruthy();
    expect(
      step('warmUp').getByText(/cold sending rises to 25 emails a day per mailbox over the first 13 days/),
    ).toBeTruthy();
    expect(step('mailboxes').getByRole('link', { name: 'Add a mailbox' }).getAttribute('href')).toBe(
      '/mailboxes/mailboxes',
    );
  });

  it('a step the plan does not include shows the upgrade placeholder; its API is not called', async () => {
    const api = fakeEmailApi(workspace({ domains: [acme] }));
    renderMailboxes('/mailboxes/overview', ['ai_domain']);
    await waitFor(() => expect(count('Domains ready')).toBe('1'));
    expect(document.querySelector('li[data-step="buy"] .locked-feature')).toBeNull();
    expect(document.querySelector('li[data-step="mailboxes"] .locked-feature')).toBeTruthy();
    expect(document.querySelector('li[data-step="warmUp"] .locked-feature')).toBeTruthy();
    expect(count('Mailboxes')).toBe('—');
    expect(api.callsTo('GET', '/ai_email/mailboxes')).toHaveLength(0);
  });
});
