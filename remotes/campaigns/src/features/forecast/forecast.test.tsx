import { campaignsLocales } from '../../i18n';
import { setUpCampaignPageTests } from '../campaign-nav/campaign-page.test-support';
import { i18n } from '@outreach/sdk';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderArea } from '../../../../test-support';
import ForecastPage from '../../pages/ForecastPage';
import { socketIoMock } from '../campaign-nav/fake-socket.test-support';
import { forecastCap, forecastJson, forecastSender } from '../campaign-nav/campaign.test-fixtures';
import { mockApi } from '../../../../mock-api.test-support';
import { normalizeForecast } from './forecast';

vi.mock('socket.io-client', () => socketIoMock());

const start = Date.parse('2026-11-24T08:00:00.000Z');

/** GET /engine/forecast as the engine answers it (api/src/engine/forecast.ts). */
const payload = forecastJson([
  forecastSender({
    timezone: 'Europe/Paris',
    work_hours: { start: 9, end: 18 },
    work_window: { start: '2026-11-24T08:00:00.000Z', end: '2026-11-24T17:00:00.000Z' },
    health_score: 0.5,
    caps: [
      forecastCap('connection_request', 16, 16, { weekly_cap: 100, used_week: 90, remaining_week: 10 }),
      forecastCap('message', 40, 0, { weekly_cap: 500, used_week: 0, remaining_week: 500 }),
    ],
    hours: Array.from({ length: 24 }, (_, index) => ({
      start: new Date(start + index * 3_600_000).toISOString(),
      working: index < 9,
      planned: index < 8 ? { connection_request: 2, message: 3 } : {},
    })),
    reasons: ['Working until 18:00 Europe/Paris', '0 connection requests left today'],
  }),
  forecastSender({
    credential_id: 'cred-2',
    name: 'Bo Lind',
    cooldown_until: '2026-11-24T12:00:00.000Z',
    reasons: ['Paused until 09:00 UTC (outside work hours)'],
  }),
]);

// recharts loads lazily: on a busy machine its first load takes seconds.
const chartTimeoutMs = 20_000;

const reasonsOf = (name: string) =>
  within(screen.getByRole('list', { name: `Why ${name} does not send more` }))
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');

setUpCampaignPageTests();

describe('forecast (what each sender will send in the next 24 hours)', () => {
  it(
    'says what each sender will send and why not more, in plain words',
    async () => {
      mockApi({ 'GET /engine/forecast': () => ({ payload }) });
      renderArea(ForecastPage, '/campaigns/forecast?space=s-1');
      expect(
        await screen.findByText(
          'In the next 24 hours Anna Berg will send: Connection requests: 16, Messages: 24.',
        ),
      ).toBeTruthy();
      expect(reasonsOf('Anna Berg')).toEqual([
        expect.stringMatching(/^Working until .+\.$/),
        '0 connection requests left today.',
        'The daily cap of Connection requests is reached.',
        'Sending at 50% of the usual limits after a warning from the network.',
      ]);
      expect(screen.getByText('Bo Lind will send nothing in the next 24 hours.')).toBeTruthy();
      expect(reasonsOf('Bo Lind')).toEqual([
        expect.stringMatching(/^The sender is cooling down after a limit signal \(until .+\)$/),
        expect.stringMatching(/^Outside the sender’s work hours \(until .+\)$/),
      ]);
    },
    chartTimeoutMs,
  );

  it(
    'says it in the reader’s language',
    async () => {
      mockApi({ 'GET /engine/forecast': () => ({ payload }) });
      await campaignsLocales.load('fr');
      await i18n.changeLanguage('fr');
      try {
        renderArea(ForecastPage, '/campaigns/forecast?space=s-1');
        expect(await screen.findByText('Il reste 0 demandes de connexion aujourd’hui.')).toBeTruthy();
      } finally {
        await i18n.changeLanguage('en');
      }
    },
    chartTimeoutMs,
  );

  it(
    'draws a stacked bar per hour and action kind for each sender',
    async () => {
      mockApi({ 'GET /engine/forecast': () => ({ payload }) });
      renderArea(ForecastPage, '/campaigns/forecast?space=s-1');
      const chart = await screen.findByRole('img', {
        name: 'Actions of Anna Berg per hour over the next 24 hours',
      });
      // 8 busy hours × 2 kinds.
      await waitFor(() => expect(chart.querySelectorAll('.recharts-bar-rectangle').length).toBe(16));
      expect(screen.queryByRole('img', { name: /Actions of Bo Lind/ })).toBeNull();
      const caps = screen.getAllByRole('table')[0] as HTMLElement;
      const row = within(caps)
        .getByRole('rowheader', { name: 'Connection requests' })
        .closest('tr') as HTMLElement;
      expect(
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ).toEqual(['16', '16', '0']);
    },
    chartTimeoutMs,
  );

  it("reads the engine's caps, planned hours and structured facts into the view's shape", () => {
    const forecast = normalizeForecast(payload);
    const [anna, bo] = forecast.senders;
    expect(anna?.caps).toEqual({ connection_request: 16, message: 40 });
    expect(anna?.remaining).toEqual({ connection_request: 0, message: 40 });
    expect(anna?.hours[0]).toEqual({
      start: '2026-11-24T08:00:00.000Z',
      counts: { connection_request: 2, message: 3 },
    });
    expect(anna?.hours[8]?.counts).toEqual({});
    expect(bo?.reasons.map((reason) => [reason.code, reason.until])).toEqual([
      ['sender_cooling_down', '2026-11-24T12:00:00.000Z'],
      ['outside_work_hours', '2026-11-24T09:00:00.000Z'],
    ]);
  });
});
