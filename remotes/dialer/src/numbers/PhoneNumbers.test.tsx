import { clearNotifications, useNotifications } from '@outreach/design-system';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type MockHandler, mockApi } from '../../../mock-api.test-support';
import { Location } from '../../../test-support';
import { dialerLocales } from '../i18n';
import DialerManagePage from '../pages/DialerManagePage';
import { inventoryApi, ownedPhone } from './inventory.test-support';
import type { DialerPhone } from './numbers-api';

/** The page's realtime subscriptions, by event: a test pushes a server event through them. */
const realtime = vi.hoisted(() => new Map<string, Set<(payload: unknown) => void>>());
vi.mock('@outreach/sdk', async (original) => {
  const { useEffect, useRef } = await import('react');
  return {
    ...(await original<typeof import('@outreach/sdk')>()),
    useRealtimeEvent: (event: string, handler: (payload: unknown) => void) => {
      const latest = useRef(handler);
      latest.current = handler;
      useEffect(() => {
        const listener = (payload: unknown) => latest.current(payload);
        const set = realtime.get(event) ?? new Set();
        set.add(listener);
        realtime.set(event, set);
        return () => {
          set.delete(listener);
        };
      }, [event]);
    },
  };
});
const receive = (event: string, payload: unknown) => {
  for (const listener of realtime.get(event) ?? []) listener(payload);
};

beforeAll(async () => {
  await dialerLocales.load('en');
});
beforeEach(() => clearNotifications());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const newYork = ownedPhone('ph-ny', { number_to_redirect: '14155550100' });
const london = ownedPhone('ph-uk', {
  number: '+442071234567',
  country: { country_code: 'GB' },
  region: { id: 'GB-london', name: 'London' },
  state: null,
  is_sms_supported: false,
  monthly_price: 15,
  status: 'suspended',
  notice: '+442071234567 is suspended: its monthly charge of 15 credits failed (Not enough credits).',
});

/** GET /dialer/phones over `owned`, which the PUT and DELETE handlers change as the API would. */
function setup(
  owned: DialerPhone[],
  url = '/integrations/dialer/phone-numbers',
  handlers: Record<string, MockHandler> = {},
) {
  const api = mockApi({
    ...inventoryApi,
    'GET /dialer/phones': () => ({ payload: [...owned] }),
    'PUT /dialer/phones/*': ({ path, body }) => {
      const index = owned.findIndex((phone) => phone.id === path.split('/')[3]);
      const changed = { ...owned[index], ...(body as object) } as DialerPhone;
      owned.splice(index, 1, changed);
      return { payload: changed };
    },
    'DELETE /dialer/phones/*': ({ path }) => {
      const id = path.split('/')[3] ?? '';
      owned.splice(
        owned.findIndex((phone) => phone.id === id),
        1,
      );
      return { payload: { id } };
    },
    ...handlers,
  });
  render(
    <MemoryRouter initialEntries={[url]}>
      <DialerManagePage />
      <Location />
    </MemoryRouter>,
  );
  return api;
}

const toasts = () => useNotifications.getState().notifications.map((entry) => entry.title);
const row = (number: string) => screen.getByText(number).closest('tr') as HTMLElement;

describe('the phone numbers page (spec ai-telephony §2, §3 Owned phone number)', () => {
  it('lists each number: formatted, country, state and region, SMS, monthly price, status, forwarding', async () => {
    setup([newYork, london]);
    const ny = within(
      await screen.findByText('+1 212 555 0100').then((cell) => cell.closest('tr') as HTMLElement),
    );
    expect(ny.getByText('United States')).toBeTruthy();
    expect(ny.getByText('New York, New York City')).toBeTruthy();
    expect(ny.getByText('Supported')).toBeTruthy();
    expect(ny.getByText('10 credits / month')).toBeTruthy();
    expect(ny.getByText('Active')).toBeTruthy();
    expect(ny.getByText('14155550100')).toBeTruthy();
    const uk = within(row('+44 20 7123 4567'));
    expect(uk.getByText('United Kingdom')).toBeTruthy();
    expect(uk.getByText('London')).toBeTruthy();
    expect(uk.getByText('Not supported')).toBeTruthy();
    expect(uk.getByText('No forwarding')).toBeTruthy();
  });

  it('a suspended number says why and what to do, with the way to buy credits', async () => {
    setup([london]);
    const uk = within(
      row(await screen.findByText('+44 20 7123 4567').then((cell) => cell.textContent ?? '')),
    );
    expect(uk.getByText('Suspended').getAttribute('title')).toContain('Not enough credits');
    expect(uk.getByText(/Its monthly charge of 15 credits failed/)).toBeTruthy();
    fireEvent.click(uk.getByRole('link', { name: 'Buy credits' }));
    expect(screen.getByTestId('location').textContent).toBe('/billing/overview?showCreditsModal=true');
  });

  it('without numbers, the empty state’s action opens the Get number modal', async () => {
    setup([]);
    expect(await screen.findByText('No phone numbers yet')).toBeTruthy();
    const empty = screen.getByText('No phone numbers yet').parentElement as HTMLElement;
    fireEvent.click(within(empty).getByRole('button', { name: 'Get number' }));
    expect(screen.getByRole('dialog', { name: 'Get number' })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/integrations/dialer/phone-numbers?buy=1');
  });

  it('?buy=1 (the panel’s Get Started) opens the modal; closing it leaves the URL without it', async () => {
    setup([], '/integrations/dialer/phone-numbers?selectedCred=c1&buy=1');
    const dialog = await screen.findByRole('dialog', { name: 'Get number' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog', { name: 'Get number' })).toBeNull();
    expect(screen.getByTestId('location').textContent).toBe(
      '/integrations/dialer/phone-numbers?selectedCred=c1',
    );
  });

  it('a bought number joins the list at once and the modal closes', async () => {
    const owned: DialerPhone[] = [];
    setup(owned, '/integrations/dialer/phone-numbers?buy=1', {
      'POST /dialer/phones/buy': () => {
        owned.push(newYork);
        return {
          payload: { message: 'Number has been successfully purchased', phones: [newYork], balance: 80 },
        };
      },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Get number' });
    const pick = (name: string, value: string) =>
      fireEvent.change(within(dialog).getByRole('combobox', { name }), { target: { value } });
    await waitFor(() => expect(within(dialog).getByRole('option', { name: /United States/ })).toBeTruthy());
    pick('Country', 'US');
    pick('Category', 'local');
    await within(dialog).findByRole('option', { name: 'New York' });
    pick('State', 'US-local-new-york');
    await within(dialog).findByRole('option', { name: 'New York City (30 available)' });
    pick('Region', 'US-nyc');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Buy' }));
    expect(await screen.findByText('+1 212 555 0100')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Get number' })).toBeNull();
    expect(toasts()).toEqual(['Number has been successfully purchased']);
  });

  it('edits the forwarding number: checked like the buy form, saved with PUT, the list read again', async () => {
    const api = setup([newYork]);
    fireEvent.click(
      await screen.findByRole('button', { name: 'Edit the forwarding number of +1 212 555 0100' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Forwarding for +1 212 555 0100' });
    const field = within(dialog).getByRole('textbox', { name: 'Forwarding number (optional)' });
    expect((field as HTMLInputElement).value).toBe('14155550100');
    fireEvent.change(field, { target: { value: '415-555' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Redirect number must be numeric');
    expect(api.callsTo('PUT', '/dialer/phones/ph-ny')).toHaveLength(0);
    fireEvent.change(field, { target: { value: '442071234567' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('442071234567')).toBeTruthy();
    expect(api.callsTo('PUT', '/dialer/phones/ph-ny')[0]?.body).toEqual({
      number_to_redirect: '442071234567',
    });
    expect(api.callsTo('GET', '/dialer/phones')).toHaveLength(2);
    expect(toasts()).toEqual(['Calls to +1 212 555 0100 are now forwarded']);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('an empty forwarding number removes it (null)', async () => {
    const api = setup([{ ...newYork }]);
    fireEvent.click(
      await screen.findByRole('button', { name: 'Edit the forwarding number of +1 212 555 0100' }),
    );
    const dialog = screen.getByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('No forwarding')).toBeTruthy();
    expect(api.callsTo('PUT', '/dialer/phones/ph-ny')[0]?.body).toEqual({ number_to_redirect: null });
  });

  it('the API’s refusal of a change shows in the dialog', async () => {
    setup([newYork], undefined, {
      'PUT /dialer/phones/*': () => ({
        error: 'Only the owner of the number or a workspace admin can change it',
        status: 403,
      }),
    });
    fireEvent.click(
      await screen.findByRole('button', { name: 'Edit the forwarding number of +1 212 555 0100' }),
    );
    const dialog = screen.getByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('Only the owner of the number or a workspace admin can change it'),
    ).toBeTruthy();
  });

  it('releases a number after the confirmation, and it leaves the list', async () => {
    const api = setup([newYork, london]);
    fireEvent.click(await screen.findByRole('button', { name: 'Release +1 212 555 0100' }));
    const dialog = screen.getByRole('dialog', { name: 'Release +1 212 555 0100?' });
    expect(api.callsTo('DELETE', '/dialer/phones/ph-ny')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Release' }));
    await waitFor(() => expect(screen.queryByText('+1 212 555 0100')).toBeNull());
    expect(api.callsTo('DELETE', '/dialer/phones/ph-ny')).toHaveLength(1);
    expect(screen.getByText('+44 20 7123 4567')).toBeTruthy();
    expect(toasts()).toEqual(['+1 212 555 0100 has been released']);
  });

  it('cancelling the release keeps the number', async () => {
    const api = setup([newYork]);
    fireEvent.click(await screen.findByRole('button', { name: 'Release +1 212 555 0100' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.callsTo('DELETE', '/dialer/phones/ph-ny')).toHaveLength(0);
  });

  it('a failed list shows the error with Retry', async () => {
    let fail = true;
    setup([newYork], undefined, {
      'GET /dialer/phones': () =>
        fail ? { error: 'The dialer is not available', status: 409 } : { payload: [newYork] },
    });
    expect(await screen.findByText('The dialer is not available')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('+1 212 555 0100')).toBeTruthy();
  });

  it('a number the monthly charge suspends shows as suspended without a reload (refetch_data)', async () => {
    const owned = [newYork];
    setup(owned);
    expect(await screen.findByText('Active')).toBeTruthy();
    owned.splice(0, 1, { ...newYork, status: 'suspended', notice: 'suspended: Not enough credits' });
    act(() => receive('refetch_data', { dialer_phone_id: 'ph-ny', notice: 'suspended' }));
    expect(await screen.findByText('Suspended')).toBeTruthy();
    expect(screen.queryByText('Active')).toBeNull();
  });
});
