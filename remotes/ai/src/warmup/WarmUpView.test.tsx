import { clearNotifications, useNotifications } from '@outreach/design-system';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../mock-api.test-support';
import { aiLocales } from '../i18n';
import { fieldErrors, type MailboxWarmup } from './warmup-api';
import { fakeWarmupApi, renderWarmUp, warming, warmup, warmupDay } from './warmup.test-support';

beforeAll(async () => {
  await aiLocales.load('en');
});
beforeEach(() => clearNotifications());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const features = ['ai_domain', 'mailbox_slot', 'email_warming'];
const toasts = () => useNotifications.getState().notifications.map((entry) => entry.title);
const bounce = '550 5.1.1 The email account that you tried to reach does not exist';

function serve(...rows: MailboxWarmup[]) {
  const state = new Map(rows.map((row) => [row.mailbox_id, row]));
  return { state, api: mockApi(fakeWarmupApi(state)) };
}
const field = (name: string) => screen.getByRole('spinbutton', { name }) as HTMLInputElement;

describe('the warm-up page (issue 29; spec ai-telephony §2 ai-emails-mailboxes-warm-up)', () => {
  it('shows a warming mailbox: its day, today’s cold-sending cap, the health chart and the days', async () => {
    serve(
      warming('int-1', 'ana@acme-mail.com', 4, [
        warmupDay('2026-11-30', { health_score: null, delivered: 0, sent: 3, planned: 3 }),
        warmupDay('2026-12-01', { health_score: 67, in_spam: 2 }),
        warmupDay('2026-12-02', { health_score: 80, sent: 9, planned: 9, replied: 3 }),
      ]),
    );
    renderWarmUp('int-1', features);
    expect(screen.getByRole('status')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'ana@acme-mail.com' })).toBeTruthy();
    expect(screen.getByTestId('warm-up-status').textContent).toBe('Warming');
    expect(screen.getByTestId('warm-up-day').textContent).toBe('5');
    expect(screen.getByTestId('warm-up-health').textContent).toBe('80');
    // Day index 4 is the 5th day: ceil(25 × 5 / 13) = 10.
    expect(screen.getByTestId('cold-sending-cap').textContent).toBe(
      'Cold sending: up to 10 emails today, 25 from day 13',
    );
    expect(screen.getByRole('img', { name: 'Health score of the last 14 days, from 0 to 100' })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Warm-up history' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.getAttribute('data-day'))).toEqual([
      '2026-12-02',
      '2026-12-01',
      '2026-11-30',
    ]);
    expect(
      within(rows[0] as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Dec 2', '9 of 9', '6', '1', '3', '80']);
    expect(
      within(rows[2] as HTMLElement)
        .getAllByRole('cell')
        .at(-1)?.textContent,
    ).toBe('—');
    expect(screen.getByRole('button', { name: 'Disable warm-up' })).toBeTruthy();
  });

  it('a mailbox never warmed up: says so, shows the recommendation, and enabling starts it', async () => {
    const { api } = serve(warmup('int-1', 'ana@acme-mail.com'));
    renderWarmUp('int-1', features);
    expect(await screen.findByText('Warm-up has not started')).toBeTruthy();
    expect(screen.getByTestId('warm-up-status').textContent).toBe('Off');
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByTestId('warm-up-recommended').textContent).toContain(
      'Recommended: up to 25 a day, +3 a day, 33 % replies.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Enable warm-up' }));
    await waitFor(() => expect(screen.getByTestId('warm-up-status').textContent).toBe('Warming'));
    expect(api.callsTo('POST', '/ai_email/warmup/int-1/enable')).toHaveLength(1);
    expect(screen.getByTestId('cold-sending-cap').textContent).toBe(
      'Cold sending: up to 2 emails today, 25 from day 13',
    );
    expect(screen.getByRole('img', { name: 'Health score of the last 14 days, from 0 to 100' })).toBeTruthy();
    expect(screen.getByText('No warm-up mail yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Disable warm-up' }));
    await waitFor(() => expect(screen.getByTestId('warm-up-status').textContent).toBe('Off'));
    expect(api.callsTo('POST', '/ai_email/warmup/int-1/disable')).toHaveLength(1);
  });

  it('a stopped warm-up says why in plain words, and offers to restart', async () => {
    serve(
      warmup('int-1', 'ana@acme-mail.com', {
        status: 'stopped',
        stop_reason: 'bounce',
        stop_detail: bounce,
        started_at: '2026-11-20T09:00:00.000Z',
      }),
      warmup('int-2', 'bo@acme-mail.com', {
        status: 'stopped',
        stop_reason: 'blocklisted',
        stop_detail: null,
        started_at: '2026-11-20T09:00:00.000Z',
      }),
    );
    renderWarmUp('int-1', features);
    await waitFor(() =>
      expect(screen.getByTestId('warm-up-status').textContent).toBe(
        `Stopped: a warm-up mail bounced (${bounce})`,
      ),
    );
    expect(screen.getByRole('button', { name: 'Restart warm-up' })).toBeTruthy();
    cleanup();
    renderWarmUp('int-2', features);
    await waitFor(() =>
      expect(screen.getByTestId('warm-up-status').textContent).toBe(
        'Stopped: the sending IP is on a blocklist',
      ),
    );
  });

  it('saves the settings, and shows the API’s refusals at the fields they name', async () => {
    const { api, state } = serve(warming('int-1', 'ana@acme-mail.com', 2));
    renderWarmUp('int-1', features);
    await screen.findByRole('heading', { name: 'ana@acme-mail.com' });
    fireEvent.change(field('Most mails a day'), { target: { value: '500' } });
    fireEvent.change(field('Replies (%)'), { target: { value: '101' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('max_per_day must be between 1 and 100')).toBeTruthy();
    expect(screen.getByText('reply_rate_percent must be between 0 and 100')).toBeTruthy();
    expect(field('Most mails a day').getAttribute('aria-invalid')).toBe('true');
    expect(field('Mails on the first day').getAttribute('aria-invalid')).not.toBe('true');

    // The service's own check (max below start) names max_per_day.
    fireEvent.change(field('Most mails a day'), { target: { value: '5' } });
    fireEvent.change(field('Mails on the first day'), { target: { value: '10' } });
    fireEvent.change(field('Replies (%)'), { target: { value: '40' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('max_per_day must be at least start_per_day')).toBeTruthy();
    expect(field('Most mails a day').getAttribute('aria-invalid')).toBe('true');

    // An empty field is asked for before the API.
    const before = api.callsTo('PUT', '/ai_email/warmup/int-1').length;
    fireEvent.change(field('Added each day'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Type a whole number')).toBeTruthy();
    expect(api.callsTo('PUT', '/ai_email/warmup/int-1')).toHaveLength(before);

    fireEvent.change(field('Added each day'), { target: { value: '2' } });
    fireEvent.change(field('Most mails a day'), { target: { value: '30' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /Warm up with the pool/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(toasts()).toContain('Warm-up settings saved'));
    expect(api.callsTo('PUT', '/ai_email/warmup/int-1').at(-1)?.body).toEqual({
      pool: true,
      start_per_day: 10,
      increase_per_day: 2,
      max_per_day: 30,
      reply_rate_percent: 40,
    });
    expect(state.get('int-1')?.settings).toMatchObject({ pool: true, max_per_day: 30 });
    expect(screen.queryByText('max_per_day must be at least start_per_day')).toBeNull();

    // The recommended values, one click away.
    fireEvent.click(screen.getByRole('button', { name: 'Use the recommended values' }));
    expect(field('Most mails a day').value).toBe('25');
    expect(field('Added each day').value).toBe('3');
    expect(field('Replies (%)').value).toBe('33');
  });

  it('enabling a mailbox the API refuses shows its reason', async () => {
    const { state } = serve(warmup('int-1', 'ana@acme-mail.com'));
    mockApi({
      ...fakeWarmupApi(state),
      'POST /ai_email/warmup/*/enable': () => ({
        error: 'Connect the mailbox before warming it up',
        status: 409,
      }),
    });
    renderWarmUp('int-1', features);
    fireEvent.click(await screen.findByRole('button', { name: 'Enable warm-up' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Connect the mailbox before warming it up');
    expect(screen.getByTestId('warm-up-status').textContent).toBe('Off');
  });

  it('a failed load shows the error and Retry reads again', async () => {
    const { state } = serve(warming('int-1', 'ana@acme-mail.com', 0));
    let failing = true;
    const handlers = fakeWarmupApi(state);
    mockApi({
      ...handlers,
      'GET /ai_email/warmup/*': (call) =>
        failing
          ? { error: 'The server is busy', status: 503 }
          : (handlers['GET /ai_email/warmup/*']?.(call) ?? { error: '', status: 500 }),
    });
    renderWarmUp('int-1', features);
    expect(await screen.findByText('The server is busy')).toBeTruthy();
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: /retry/i }));
    expect(await screen.findByRole('heading', { name: 'ana@acme-mail.com' })).toBeTruthy();
  });

  it('a plan without email_warming sees the upgrade placeholder and calls nothing', async () => {
    const { api } = serve(warmup('int-1', 'ana@acme-mail.com'));
    const { container } = renderWarmUp('int-1', ['ai_domain', 'mailbox_slot']);
    expect(container.querySelector('.locked-feature')).toBeTruthy();
    expect(api.calls.filter((call) => call.path.startsWith('/ai_email/warmup'))).toHaveLength(0);
  });

  it('a 402 feature_locked from the API (features not known yet) shows the same placeholder', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json(
          {
            ok: false,
            error: 'Email warming is available from the Growth plan',
            code: 'feature_locked',
            feature: 'email_warming',
            tier: 'growth',
          },
          { status: 402 },
        ),
      ),
    );
    const { container } = renderWarmUp('int-1');
    await waitFor(() => expect(container.querySelector('.locked-feature')).toBeTruthy());
    expect(screen.queryByRole('button', { name: 'Enable warm-up' })).toBeNull();
  });
});

describe('fieldErrors', () => {
  it('splits the API’s validation message by field, and keeps what names none', () => {
    expect(
      fieldErrors(
        'max_per_day: max_per_day must be between 1 and 100; start_per_day: start_per_day must be a whole number; body: unknown key',
      ),
    ).toEqual({
      fields: {
        max_per_day: 'max_per_day must be between 1 and 100',
        start_per_day: 'start_per_day must be a whole number',
      },
      form: ['body: unknown key'],
    });
    expect(fieldErrors('max_per_day must be at least start_per_day')).toEqual({
      fields: { max_per_day: 'max_per_day must be at least start_per_day' },
      form: [],
    });
  });
});
