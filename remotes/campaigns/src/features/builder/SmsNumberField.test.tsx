import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderArea } from '../../../../test-support';
import App from '../../expose/App';
import { campaignsLocales } from '../../i18n';
import { campaignJson, stepJson } from '../campaign-nav/campaign.test-fixtures';
import { type Call, credentials, serveApi } from './builder.test-helpers';

await campaignsLocales.load('en');

beforeAll(() => {
  vi.stubGlobal('__BUILD_ID__', 'test');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.stubGlobal('__BUILD_ID__', 'test');
});

const smsNumber = (number: string, extra: Record<string, unknown> = {}) => ({
  id: `id-${number}`,
  number,
  country_code: 'US',
  is_own: false,
  available: true,
  reason: null,
  ...extra,
});

/** A new campaign with one send SMS step, its editor open; GET /sms/numbers answers `numbers`. */
async function smsStep(numbers: unknown[]) {
  const calls = serveApi({
    'GET /credentials/fetch': credentials,
    'GET /sms/numbers': { numbers, price: 1, sandbox: true },
    'POST /workflows': (call: Call) => campaignJson({ _id: 'wf-9', ...(call.body as object) }),
    'GET /workflows/wf-9': campaignJson({ _id: 'wf-9' }),
  });
  renderArea(App, '/campaign/add?space=space-1');
  await screen.findByRole('heading', { name: 'New campaign' }, { timeout: 10_000 });
  fireEvent.click(screen.getByRole('button', { name: 'Add Send SMS' }));
  const editor = screen.getByRole('region', { name: 'Step 1' });
  return { calls, editor };
}

const optionTexts = (select: HTMLElement) =>
  [...(select as HTMLSelectElement).options].map((option) => ({
    text: option.textContent,
    value: option.value,
    disabled: option.disabled,
  }));

describe('send SMS step: the sender number (issue 27)', () => {
  it("offers the workspace's SMS numbers, the caller's marked, one that can not text disabled", async () => {
    const { calls, editor } = await smsStep([
      smsNumber('+14155550100', { is_own: true }),
      smsNumber('+33612345678', { country_code: 'FR' }),
      smsNumber('+18005550199', { available: false, reason: 'SMS unavailable' }),
    ]);
    const select = await within(editor).findByRole('combobox', { name: 'Sender number' });
    await vi.waitFor(() => expect((select as HTMLSelectElement).disabled).toBe(false));
    expect(optionTexts(select)).toEqual([
      { text: 'Choose a number', value: '', disabled: false },
      { text: '+14155550100 (yours)', value: '+14155550100', disabled: false },
      { text: '+33612345678', value: '+33612345678', disabled: false },
      { text: '+18005550199 (can not text now)', value: '+18005550199', disabled: true },
    ]);
    expect(within(editor).queryByTestId('sms-numbers-empty')).toBeNull();

    // The choice is saved as the number itself (the executor finds the number by it).
    fireEvent.change(select, { target: { value: '+33612345678' } });
    expect((select as HTMLSelectElement).value).toBe('+33612345678');
    fireEvent.change(screen.getByLabelText('Campaign name'), { target: { value: 'Texts' } });
    fireEvent.click(await screen.findByLabelText('Ada Lovelace'));
    fireEvent.change(within(editor).getByLabelText('Message'), { target: { value: 'Hi {first_name}' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.some((call) => call.method === 'POST' && call.path === '/workflows')).toBe(true),
    );
    const post = calls.find((call) => call.method === 'POST' && call.path === '/workflows');
    expect(post?.body).toMatchObject({
      sequence: [{ number: 1, kind: 'send_sms', config: { from_number: '+33612345678' } }],
    });
  });

  it('without a number that can text, links to the phone numbers page', async () => {
    const { editor } = await smsStep([]);
    const empty = await within(editor).findByTestId('sms-numbers-empty');
    expect(empty.textContent).toContain('This workspace has no phone number with SMS support.');
    const link = within(empty).getByRole('link', { name: 'Get a phone number' });
    expect(link.getAttribute('href')).toContain('/integrations/dialer/phone-numbers');
  });

  it('says so when every number is there but none can text now', async () => {
    const { editor } = await smsStep([
      smsNumber('+18005550199', { available: false, reason: 'SMS unavailable' }),
    ]);
    const empty = await within(editor).findByTestId('sms-numbers-empty');
    expect(empty.textContent).toContain("None of this workspace's numbers can text now.");
    expect(within(empty).getByRole('link', { name: 'Get a phone number' })).toBeTruthy();
  });

  /** The saved campaign wf-1 with one send SMS step from `fromNumber`, open in the editor. */
  async function savedSmsCampaign(fromNumber: string, routes: Record<string, unknown> = {}) {
    const saved = campaignJson({
      sequence: [stepJson('sms', 1, { kind: 'send_sms', text: 'Hi', config: { from_number: fromNumber } })],
    });
    serveApi({
      'GET /credentials/fetch': credentials,
      'GET /sms/numbers': { numbers: [smsNumber('+14155550100')], price: 1, sandbox: true },
      'GET /workflows/wf-1': saved,
      'PUT /workflows/wf-1/update/async': saved,
      ...routes,
    });
    renderArea(App, '/campaign/edit/wf-1?space=space-1');
    const editor = await screen.findByRole('region', { name: 'Step 1' }, { timeout: 10_000 });
    const select = await within(editor).findByRole('combobox', { name: 'Sender number' });
    await vi.waitFor(() => expect((select as HTMLSelectElement).disabled).toBe(false));
    return select as HTMLSelectElement;
  }

  it('a saved number written another way is the same number; an unknown one stays shown, not silently dropped', async () => {
    expect((await savedSmsCampaign('+1 (415) 555-0100')).value).toBe('+14155550100');
    cleanup();
    const select = await savedSmsCampaign('+19995550000');
    expect(select.value).toBe('+19995550000');
    expect(optionTexts(select).at(-1)).toEqual({
      text: '+19995550000 (not a number of this workspace with SMS)',
      value: '+19995550000',
      disabled: true,
    });
  });

  it('a start refused for the SMS step names it and links to the phone numbers page', async () => {
    await savedSmsCampaign('+14155550100', {
      'POST /workflows/wf-1/update_status': {
        status: 400,
        body: {
          error: 'Step 1 (send sms): This phone number is suspended until its monthly charge is paid',
          code: 'start_refused',
          step_number: 1,
          step_kind: 'send_sms',
          fix: '/integrations/dialer/phone-numbers',
        },
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    const notice = await screen.findByTestId('start-refusal');
    expect(notice.textContent).toContain(
      'Step 1: Send SMS: This phone number is suspended until its monthly charge is paid',
    );
    expect(within(notice).getByRole('link', { name: 'Open phone numbers' }).getAttribute('href')).toMatch(
      /^\/integrations\/dialer\/phone-numbers/,
    );
  });
});
