import { clearNotifications, useNotifications } from '@outreach/design-system';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type MockHandler, mockApi } from '../../../mock-api.test-support';
import { dialerLocales } from '../i18n';
import { BuyNumberModal } from './BuyNumberModal';
import { inventoryApi, ownedPhone } from './inventory.test-support';

beforeAll(async () => {
  await dialerLocales.load('en');
});
beforeEach(() => clearNotifications());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function setup(handlers: Record<string, MockHandler> = {}) {
  const api = mockApi({ ...inventoryApi, ...handlers });
  const onBought = vi.fn();
  const onClose = vi.fn();
  render(<BuyNumberModal open onClose={onClose} onBought={onBought} />);
  return { api, onBought, onClose };
}

// Required fields' labels end with a star hidden from screen readers: found by their accessible name.
const select = (label: string) => screen.getByRole('combobox', { name: label }) as HTMLSelectElement;
const input = (label: string) => screen.getByRole('textbox', { name: label }) as HTMLInputElement;
const pick = (label: string, value: string) => fireEvent.change(select(label), { target: { value } });
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });
const optionValues = (label: string) =>
  [...select(label).options].filter((option) => option.value !== '').map((option) => option.value);
const buy = () => fireEvent.click(screen.getByRole('button', { name: 'Buy' }));
const alerts = () => screen.queryAllByRole('alert').map((node) => node.textContent);

async function opened() {
  await waitFor(() => expect(optionValues('Country')).toEqual(['US', 'GB']));
}

/** US, local, New York, and New York City (30 available). */
async function pickNewYorkCity() {
  pick('Country', 'US');
  pick('Category', 'local');
  await waitFor(() => expect(optionValues('State')).toHaveLength(2));
  pick('State', 'US-local-new-york');
  await waitFor(() => expect(optionValues('Region')).toEqual(['US-nyc', 'US-buf']));
  pick('Region', 'US-nyc');
}

describe('the Get number modal (spec ai-telephony §2, §4, §5)', () => {
  it('is the 500px dialog titled "Get number", one country per entry of GET /dialer/countries', async () => {
    setup();
    const dialog = screen.getByRole('dialog', { name: 'Get number' });
    expect(dialog.outerHTML).toContain('500');
    await opened();
    pick('Country', 'US');
    expect([...select('Category').options].map((option) => option.textContent)).toEqual([
      'Choose a category',
      'Local (198 available)',
      'Toll-free (14 available)',
    ]);
  });

  it('a category loads the states of a country with states, a state its regions', async () => {
    const { api } = setup();
    await opened();
    pick('Country', 'US');
    expect(select('State')).toBeTruthy();
    pick('Category', 'local');
    await waitFor(() => expect(optionValues('State')).toEqual(['US-local-california', 'US-local-new-york']));
    expect(api.callsTo('GET', '/dialer/regions')).toHaveLength(0);
    pick('State', 'US-local-california');
    await waitFor(() => expect(optionValues('Region')).toEqual(['US-la', 'US-sd']));
    const asked = api.callsTo('GET', '/dialer/regions')[0]?.query;
    expect(asked?.get('state_id')).toBe('US-local-california');
    expect(asked?.get('category')).toBe('local');
  });

  it('a category of a country without states loads its regions at once', async () => {
    const { api } = setup();
    await opened();
    pick('Country', 'GB');
    expect(screen.queryByRole('combobox', { name: 'State' })).toBeNull();
    pick('Category', 'mobile');
    await waitFor(() => expect(optionValues('Region')).toEqual(['GB-mobile']));
    expect(api.callsTo('GET', '/dialer/states')).toHaveLength(0);
    expect(api.callsTo('GET', '/dialer/regions')[0]?.query.get('state_id')).toBeNull();
  });

  it('picking a country resets category, state and region; a category resets state and region', async () => {
    setup();
    await opened();
    await pickNewYorkCity();
    pick('Category', 'toll_free');
    expect(select('State').value).toBe('');
    expect(select('Region').value).toBe('');
    await waitFor(() => expect(optionValues('State')).toEqual(['US-toll_free-nationwide']));
    pick('State', 'US-toll_free-nationwide');
    await waitFor(() => expect(optionValues('Region')).toEqual(['US-800']));
    pick('Region', 'US-800');
    pick('State', 'US-toll_free-nationwide');
    pick('Country', 'GB');
    expect(select('Category').value).toBe('');
    expect(select('Region').value).toBe('');
    expect(optionValues('Region')).toEqual([]);
    expect(screen.queryByRole('combobox', { name: 'State' })).toBeNull();
    pick('Country', 'US');
    expect(select('State').value).toBe('');
  });

  it('a state resets the region', async () => {
    setup();
    await opened();
    await pickNewYorkCity();
    pick('State', 'US-local-california');
    expect(select('Region').value).toBe('');
    await waitFor(() => expect(optionValues('Region')).toEqual(['US-la', 'US-sd']));
  });

  it('regions with no availability are disabled', async () => {
    setup();
    await opened();
    pick('Country', 'US');
    pick('Category', 'local');
    await waitFor(() => expect(optionValues('State')).toHaveLength(2));
    pick('State', 'US-local-california');
    const sanDiego = await screen.findByRole('option', { name: 'San Diego (none available)' });
    expect((sanDiego as HTMLOptionElement).disabled).toBe(true);
    expect(
      (screen.getByRole('option', { name: 'Los Angeles (40 available)' }) as HTMLOptionElement).disabled,
    ).toBe(false);
  });

  it('the SMS-support toggle filters the regions and unpicks a hidden one', async () => {
    setup();
    await opened();
    await pickNewYorkCity();
    pick('Region', 'US-buf');
    fireEvent.click(screen.getByRole('switch', { name: 'Only regions with SMS support' }));
    expect(optionValues('Region')).toEqual(['US-nyc']);
    expect(select('Region').value).toBe('');
    pick('Region', 'US-nyc');
    fireEvent.click(screen.getByRole('switch', { name: 'Only regions with SMS support' }));
    expect(optionValues('Region')).toEqual(['US-nyc', 'US-buf']);
    expect(select('Region').value).toBe('US-nyc');
  });

  it('says plainly when no region of the state supports SMS', async () => {
    setup();
    await opened();
    pick('Country', 'GB');
    pick('Category', 'local');
    await waitFor(() => expect(optionValues('Region')).toEqual(['GB-london']));
    fireEvent.click(screen.getByRole('switch', { name: 'Only regions with SMS support' }));
    expect(screen.getByText('No region here supports SMS.')).toBeTruthy();
  });

  it('country, category and region are required; state only for a country with states', async () => {
    const { api } = setup();
    await opened();
    buy();
    expect(alerts()).toEqual(['Country is required', 'Category is required', 'Region is required']);
    pick('Country', 'GB');
    expect(alerts()).toEqual(['Category is required', 'Region is required']);
    pick('Country', 'US');
    expect(alerts()).toEqual(['Category is required', 'State is required', 'Region is required']);
    expect(api.callsTo('POST', '/dialer/phones/buy')).toHaveLength(0);
  });

  it.each([
    ['', 'Count is required'],
    ['two', 'Count must be a number'],
    ['1.5', 'Count must be a number'],
    ['0', 'Count must be at least 1'],
    ['31', 'Count can not be more than 30'],
  ])('count %j: %s (at most the region’s phones_available)', async (count, message) => {
    const { api } = setup();
    await opened();
    await pickNewYorkCity();
    type('How many numbers', count);
    buy();
    expect(alerts()).toEqual([message]);
    expect(api.callsTo('POST', '/dialer/phones/buy')).toHaveLength(0);
  });

  it('without a region the count may be at most 100, and it starts at 1', async () => {
    setup();
    await opened();
    expect(input('How many numbers').value).toBe('1');
    type('How many numbers', '101');
    buy();
    expect(alerts()).toContain('Count can not be more than 100');
  });

  it.each([
    ['+1 415 555', 'Redirect number must be numeric'],
    ['1234', 'Redirect number must have 5 to 15 digits'],
    ['1234567890123456', 'Redirect number must have 5 to 15 digits'],
  ])('forwarding number %j: %s', async (redirect, message) => {
    setup();
    await opened();
    await pickNewYorkCity();
    type('Forwarding number (optional)', redirect);
    buy();
    expect(alerts()).toEqual([message]);
  });

  it('shows the monthly and setup prices in credits, times the count', async () => {
    setup();
    await opened();
    await pickNewYorkCity();
    type('How many numbers', '3');
    const prices = within(screen.getByLabelText('Price'));
    expect(prices.getAllByText('30 credits (10 × 3 numbers)')).toHaveLength(2);
    expect(prices.getByText('60 credits')).toBeTruthy();
  });

  it('buys: the body of the spec, the success message, and the purchase handed back', async () => {
    const bought = ownedPhone('p1');
    const { api, onBought } = setup({
      'POST /dialer/phones/buy': () => ({
        payload: { message: 'Number has been successfully purchased', phones: [bought], balance: 80 },
      }),
    });
    await opened();
    await pickNewYorkCity();
    type('How many numbers', '2');
    type('Forwarding number (optional)', '14155550100');
    buy();
    await waitFor(() => expect(onBought).toHaveBeenCalledOnce());
    expect(api.callsTo('POST', '/dialer/phones/buy')[0]?.body).toEqual({
      region_id: 'US-nyc',
      count: 2,
      number_to_redirect: '14155550100',
    });
    expect(useNotifications.getState().notifications.map((entry) => entry.title)).toEqual([
      'Number has been successfully purchased',
    ]);
  });

  it('shows the API’s refusal in the modal (not enough credits) and buys nothing', async () => {
    const { onBought } = setup({
      'POST /dialer/phones/buy': () => ({ error: 'Not enough credits', status: 402 }),
    });
    await opened();
    await pickNewYorkCity();
    buy();
    expect(await within(screen.getByRole('dialog')).findByText('Not enough credits')).toBeTruthy();
    expect(onBought).not.toHaveBeenCalled();
    expect(select('Region').value).toBe('US-nyc');
  });

  it('a failed list shows the error with Retry, which asks again', async () => {
    let fail = true;
    const { api } = setup({
      'GET /dialer/countries': () =>
        fail ? { error: 'The carrier is not answering', status: 409 } : { payload: [] },
    });
    expect(await screen.findByText('The carrier is not answering')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(api.callsTo('GET', '/dialer/countries')).toHaveLength(2));
    await waitFor(() => expect(screen.queryByText('The carrier is not answering')).toBeNull());
  });
});
