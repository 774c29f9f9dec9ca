import { clearNotifications, useNotifications } from '@outreach/design-system';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { currentUpgradeRequest, closeUpgradePrompt } from '@outreach/sdk';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { aiLocales } from '../i18n';
import { fakeWarmupApi, warming, warmup, warmupDay } from '../warmup/warmup.test-support';
import { mailboxProblems } from './CreateMailboxModal';
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
beforeEach(() => {
  clearNotifications();
  closeUpgradePrompt();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const acme = domain('d1', { name: 'acme-mail.com' });
const beta = domain('d2', { name: 'beta-mail.com' });
const pending = domain('d3', {
  name: 'pending-mail.io',
  status: 'registering',
  ready_at: null,
  check_status: null,
});
const workspace = (fields: Partial<FakeWorkspace> = {}): FakeWorkspace => ({
  domains: [acme, beta, pending],
  mailboxes: [],
  slotLimit: 5,
  balance: 1000,
  ...fields,
});
const toasts = () => useNotifications.getState().notifications.map((entry) => entry.title);
const row = (address: string) =>
  screen.getByText(address, { selector: 'strong' }).closest('tr') as HTMLElement;

async function openModal() {
  fireEvent.click((await screen.findAllByRole('button', { name: 'Add mailbox' }))[0] as HTMLElement);
  return within(await screen.findByRole('dialog', { name: 'Add mailbox' }));
}
function fill(
  modal: ReturnType<typeof within>,
  fields: { domain?: string; name?: string; fromName?: string },
) {
  if (fields.domain !== undefined)
    fireEvent.change(modal.getByRole('combobox', { name: 'Domain' }), { target: { value: fields.domain } });
  if (fields.name !== undefined)
    fireEvent.change(modal.getByRole('textbox', { name: 'Mailbox name' }), {
      target: { value: fields.name },
    });
  if (fields.fromName !== undefined)
    fireEvent.change(modal.getByRole('textbox', { name: 'Sender name' }), {
      target: { value: fields.fromName },
    });
}

describe('the mailboxes tab (issue 29; spec ai-telephony §4, §5, §8)', () => {
  it('lists each mailbox with its domain, sender name and the link to its warm-up page', async () => {
    fakeEmailApi(
      workspace({
        mailboxes: [mailbox('m1', acme, 'ana'), { ...mailbox('m2', beta, 'bo'), integration_id: null }],
      }),
    );
    renderMailboxes('/mailboxes/mailboxes', allMailFeatures);
    const ana = within(await waitFor(() => row('ana@acme-mail.com')));
    expect(ana.getByText('acme-mail.com')).toBeTruthy();
    expect(ana.getByText('Ana Lopez')).toBeTruthy();
    expect(screen.getByText('Mailbox slots: 2 of 5 used')).toBeTruthy();
    // No email integration (yet): nothing to warm up, no link.
    expect(within(row('bo@beta-mail.com')).queryByRole('link')).toBeNull();
    fireEvent.click(ana.getByRole('link', { name: 'Warm-up of ana@acme-mail.com' }));
    // Warm-up runs on the mailbox's email integration: its page takes the integration's id.
    expect(screen.getByTestId('location').textContent).toBe('/mailboxes/mailboxes/warm-up/int-m1');
  });

  it('the Warm-up column shows each mailbox’s warm-up from one list call', async () => {
    const warmups = new Map([
      ['int-m1', warming('int-m1', 'ana@acme-mail.com', 4, [warmupDay('2026-12-02', { health_score: 80 })])],
      [
        'int-m2',
        warmup('int-m2', 'bo@beta-mail.com', {
          status: 'stopped',
          stop_reason: 'bounce',
          stop_detail: '550 5.1.1 no such user',
        }),
      ],
      ['int-m3', warmup('int-m3', 'cy@acme-mail.com')],
    ]);
    const api = fakeEmailApi(
      workspace({
        mailboxes: [mailbox('m1', acme, 'ana'), mailbox('m2', beta, 'bo'), mailbox('m3', acme, 'cy')],
      }),
      fakeWarmupApi(warmups),
    );
    renderMailboxes('/mailboxes/mailboxes', allMailFeatures);
    const cell = (address: string) => within(row(address)).getByTestId('warm-up-cell').textContent;
    await waitFor(() =>
      expect(cell('ana@acme-mail.com')).toBe('Warming · day 5 · Health 80 · 7 of 14 today'),
    );
    expect(cell('bo@beta-mail.com')).toBe('Stopped: a warm-up mail bounced (550 5.1.1 no such user)');
    expect(cell('cy@acme-mail.com')).toBe('Off');
    expect(api.callsTo('GET', '/ai_email/warmup')).toHaveLength(1);
    fireEvent.click(
      within(row('bo@beta-mail.com')).getByRole('link', { name: 'Warm-up of bo@beta-mail.com' }),
    );
    expect(screen.getByTestId('location').textContent).toBe('/mailboxes/mailboxes/warm-up/int-m2');
  });

  it('without email_warming the column keeps its links and asks for no warm-up', async () => {
    const api = fakeEmailApi(
      workspace({ mailboxes: [mailbox('m1', acme, 'ana')] }),
      fakeWarmupApi(new Map()),
    );
    renderMailboxes('/mailboxes/mailboxes', ['ai_domain', 'mailbox_slot']);
    const ana = within(await waitFor(() => row('ana@acme-mail.com')));
    expect(ana.getByRole('link', { name: 'Warm-up of ana@acme-mail.com' })).toBeTruthy();
    expect(ana.queryByTestId('warm-up-cell')).toBeNull();
    expect(api.callsTo('GET', '/ai_email/warmup')).toHaveLength(0);
  });

  it('creates a mailbox on a ready domain: only ready domains offered, the address shown as typed', async () => {
    const state = workspace();
    const api = fakeEmailApi(state);
    renderMailboxes('/mailboxes/mailboxes', allMailFeatures);
    expect(await screen.findByText('No mailboxes yet')).toBeTruthy();
    const modal = await openModal();
    const options = modal.getAllByRole('option').map((option) => option.textContent);
    expect(options).toContain('acme-mail.com');
    expect(options).toContain('beta-mail.com');
    expect(options).not.toContain('pending-mail.io');
    expect(modal.getByText('At most 3 mailboxes per domain.')).toBeTruthy();
    expect(modal.getByText('A mailbox costs 20 credits.')).toBeTruthy();
    fill(modal, { domain: 'd2', name: 'Ana', fromName: 'Ana Lopez' });
    expect(modal.getByText('The address will be ana@beta-mail.com')).toBeTruthy();
    fireEvent.click(modal.getByRole('button', { name: 'Add mailbox' }));
    await waitFor(() => expect(toasts()).toContain('ana@beta-mail.com has been created'));
    expect(api.callsTo('POST', '/ai_email/mailboxes')[0]?.body).toEqual({
      domain_id: 'd2',
      local_part: 'ana',
      from_name: 'Ana Lopez',
    });
    expect(screen.queryByRole('dialog', { name: 'Add mailbox' })).toBeNull();
    await waitFor(() => expect(row('ana@beta-mail.com')).toBeTruthy());
  });

  it('asks for what is missing before calling the API', async () => {
    const api = fakeEmailApi(workspace());
    renderMailboxes('/mailboxes/mailboxes', allMailFeatures);
    const modal = await openModal();
    fill(modal, { name: '  ', fromName: '' });
    fireEvent.click(modal.getByRole('button', { name: 'Add mailbox' }));
    expect(await modal.findByText('Type the name before the @')).toBeTruthy();
    expect(modal.getByText('Type the name your recipients see')).toBeTruthy();
    expect(api.callsTo('POST', '/ai_email/mailboxes')).toHaveLength(0);
  });

  it('refuses a duplicate name, before the API and as the API words it', async () => {
    const state = workspace({ mailboxes: [mailbox('m1', acme, 'ana')] });
    const api = fakeEmailApi(state);
    renderMailboxes('/mailboxes/mailboxes', allMailFeatures);
    await waitFor(() => row('ana@acme-mail.com'));
    let modal = await openModal();
    fill(modal, { domain: 'd1', name: 'ana', fromName: 'Ana' });
    fireEvent.click(modal.getByRole('button', { name: 'Add mailbox' }));
    expect(await modal.findByText('A mailbox with this name already exists')).toBeTruthy();
    expect(api.callsTo('POST', '/ai_email/mailboxes')).toHaveLength(0);
    fireEvent.click(modal.getByRole('button', { name: 'Cancel' }));

    // Made meanwhile in another tab: the API refuses it.
    state.mailboxes.push(mailbox('m2', beta, 'bo'));
    modal = await openModal();
    fill(modal, { domain: 'd2', name: 'bo', fromName: 'Bo' });
    fireEvent.click(modal.getByRole('button', { name: 'Add mailbox' }));
    expect((await modal.findByRole('alert')).textContent).toBe('A mailbox with this name already exists');
    expect(api.callsTo('POST', '/ai_email/mailboxes')).toHaveLength(1);
  });

  it('a domain with 3 mailboxes is full: offered disabled, the next ready one chosen', async () => {
    fakeEmailApi(
      workspace({
        mailboxes: [mailbox('m1', acme, 'a'), mailbox('m2', acme, 'b'), mailbox('m3', acme, 'c')],
      }),
    );
    renderMailboxes('/mailboxes/mailboxes', allMailFeatures);
    await waitFor(() => row('a@acme-mail.com'));
    const modal = await openModal();
    const full = modal.getByRole('option', {
      name: 'acme-mail.com (full: 3 mailboxes)',
    }) as HTMLOptionElement;
    expect(full.disabled).toBe(true);
    expect((modal.getByRole('combobox', { name: 'Domain' }) as HTMLSelectElement).value).toBe('d2');
  });

  it('no slot left: "Not enough mailbox slots" on the page and in the modal, with the way to more slots', async () => {
    const api = fakeEmailApi(workspace({ slotLimit: 1, mailboxes: [mailbox('m1', acme, 'ana')] }));
    renderMailboxes('/mailboxes/mailboxes', allMailFeatures);
    const warning = await screen.findByRole('alert');
    expect(within(warning).getByText('Not enough mailbox slots')).toBeTruthy();
    expect(
      within(warning).getByText(
        'Your plan has 1 mailbox slot and it is used. Delete a mailbox or get more slots to add one.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(warning).getByRole('button', { name: 'Get more slots' }));
    expect(currentUpgradeRequest()).toMatchObject({
      code: 'limit_reached',
      feature: 'mailbox_slot',
      limit: 1,
    });
    const modal = await openModal();
    expect(modal.getByText('Not enough mailbox slots')).toBeTruthy();
    expect((modal.getByRole('button', { name: 'Add mailbox' }) as HTMLButtonElement).disabled).toBe(true);
    expect(api.callsTo('POST', '/ai_email/mailboxes')).toHaveLength(0);
  });

  it('the API’s slots refusal (the plan changed meanwhile) shows the same warning with its words', async () => {
    fakeEmailApi(workspace(), {
      'POST /ai_email/mailboxes': () => ({
        error:
          'Not enough mailbox slots: your plan allows 2 mailboxes and email integrations. Remove one or upgrade to add more',
        status: 402,
      }),
    });
    renderMailboxes('/mailboxes/mailboxes', allMailFeatures);
    const modal = await openModal();
    fill(modal, { name: 'ana', fromName: 'Ana' });
    fireEvent.click(modal.getByRole('button', { name: 'Add mailbox' }));
    expect(await modal.findByText('Not enough mailbox slots')).toBeTruthy();
    expect(
      modal.getByText(
        'Not enough mailbox slots: your plan allows 2 mailboxes and email integrations. Remove one or upgrade to add more',
      ),
    ).toBeTruthy();
  });

  it('with no ready domain, the modal sends to the domains tab instead', async () => {
    fakeEmailApi(workspace({ domains: [pending] }));
    renderMailboxes('/mailboxes/mailboxes', allMailFeatures);
    const modal = await openModal();
    expect(
      modal.getByText('None of your domains is ready yet: mailboxes can be added once one is registered.'),
    ).toBeTruthy();
    fireEvent.click(modal.getByRole('link', { name: 'Go to domains' }));
    expect(screen.getByTestId('location').textContent).toBe('/mailboxes/domains');
  });

  it('deletes a mailbox after asking', async () => {
    const api = fakeEmailApi(workspace({ mailboxes: [mailbox('m1', acme, 'ana')] }));
    renderMailboxes('/mailboxes/mailboxes', allMailFeatures);
    fireEvent.click(
      within(await waitFor(() => row('ana@acme-mail.com'))).getByRole('button', {
        name: 'Delete ana@acme-mail.com',
      }),
    );
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Delete ana@acme-mail.com?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await waitFor(() => expect(toasts()).toContain('ana@acme-mail.com has been deleted'));
    expect(api.callsTo('DELETE', '/ai_email/mailboxes/m1')).toHaveLength(1);
    expect(await screen.findByText('No mailboxes yet')).toBeTruthy();
  });

  it('a plan without mailbox_slot sees the upgrade placeholder', async () => {
    const api = fakeEmailApi(workspace());
    const { container } = renderMailboxes('/mailboxes/mailboxes', ['ai_domain']);
    expect(container.querySelector('.locked-feature')).toBeTruthy();
    expect(api.calls.filter((call) => call.path.startsWith('/ai_email'))).toHaveLength(0);
  });
});

describe('mailboxProblems (spec ai-telephony §5)', () => {
  const list = {
    mailboxes: [mailbox('m1', acme, 'ana')],
    slots: { limit: 5, used: 1, available: 4 },
    per_domain: 1,
    price: 20,
  };
  it.each([
    ['no domain chosen', { domain: undefined, local: 'bo', fromName: 'Bo' }, { domain: 'domainRequired' }],
    ['a full domain', { domain: acme, local: 'bo', fromName: 'Bo' }, { domain: 'domainFull' }],
    ['a taken name', { domain: beta, local: 'ana', fromName: 'Ana' }, {}],
    [
      'no name, no sender name',
      { domain: beta, local: '', fromName: ' ' },
      { name: 'nameRequired', fromName: 'fromNameRequired' },
    ],
  ] as const)('%s', (_, input, expected) => {
    expect(mailboxProblems(input, list)).toEqual(expected);
  });
  it('the same name on the same domain is a duplicate', () => {
    expect(
      mailboxProblems({ domain: acme, local: 'ana', fromName: 'Ana' }, { ...list, per_domain: 3 }),
    ).toEqual({
      name: 'duplicate',
    });
  });
});
