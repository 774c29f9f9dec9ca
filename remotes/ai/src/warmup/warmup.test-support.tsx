/**
 * /ai_email/warmup as the API answers it, for the warm-up page's and the mailboxes table's tests:
 * warm-ups kept in memory, changed by PUT and enable/disable with the API's checks and messages.
 */
import { coldSendingCap } from '@outreach/core/mail/warmup';
import { PlanFeaturesProvider } from '@outreach/sdk';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { MockHandler } from '../../../mock-api.test-support';
import { Location } from '../../../test-support';
import MailboxWarmUpPage from '../pages/MailboxWarmUpPage';
import type { MailboxWarmup, WarmupDay, WarmupSummary } from './warmup-api';

const recommended = {
  start_per_day: 3,
  increase_per_day: 3,
  max_per_day: 25,
  reply_rate_percent: 33,
  variance_percent: 10,
};

/** A mailbox's warm-up, never enabled unless `fields` say otherwise. */
export function warmup(id: string, email: string, fields: Partial<MailboxWarmup> = {}): MailboxWarmup {
  return {
    mailbox_id: id,
    email,
    settings: { enabled: false, pool: false, ...recommended },
    recommended,
    status: 'off',
    stop_reason: null,
    stop_detail: null,
    started_at: null,
    stopped_at: null,
    day_index: null,
    cold_sending_cap: null,
    health_score: null,
    history: [],
    ...fields,
  };
}

/** Warming since `dayIndex` days, with `history`. */
export function warming(id: string, email: string, dayIndex: number, history: WarmupDay[] = []) {
  const base = warmup(id, email);
  return warmup(id, email, {
    settings: { ...base.settings, enabled: true },
    status: 'warming',
    started_at: '2026-11-28T09:00:00.000Z',
    day_index: dayIndex,
    cold_sending_cap: coldSendingCap(dayIndex),
    health_score: [...history].reverse().find((day) => day.health_score !== null)?.health_score ?? null,
    history,
  });
}

export function warmupDay(day: string, fields: Partial<WarmupDay> = {}): WarmupDay {
  return {
    day,
    planned: 6,
    sent: 6,
    delivered: 6,
    in_spam: 1,
    opened: 5,
    replied: 2,
    bounced: 0,
    health_score: 83,
    ...fields,
  };
}

const fields = ['start_per_day', 'increase_per_day', 'max_per_day', 'reply_rate_percent'] as const;
const bounds = {
  start_per_day: [1, 100],
  increase_per_day: [0, 20],
  max_per_day: [1, 100],
  reply_rate_percent: [0, 100],
};

/** GET/PUT /ai_email/warmup/{id}, enable, disable and the list over `state` (by mailbox id). */
export function fakeWarmupApi(state: Map<string, MailboxWarmup>): Record<string, MockHandler> {
  const idOf = (path: string) => decodeURIComponent(path.split('/')[3] ?? '');
  const found = (path: string) => state.get(idOf(path));
  return {
    'GET /ai_email/warmup': () => ({
      payload: [...state.values()].map(
        (row): WarmupSummary => ({
          mailbox_id: row.mailbox_id,
          email: row.email ?? '',
          enabled: row.settings.enabled,
          status: row.status,
          stop_reason: row.stop_reason,
          stop_detail: row.stop_detail,
          day_index: row.day_index,
          health_score: row.health_score,
          today: row.history.length > 0 ? { planned: 14, sent: 7 } : null,
        }),
      ),
    }),
    'GET /ai_email/warmup/*': ({ path }) => {
      const row = found(path);
      return row ? { payload: row } : { error: 'Mailbox not found', status: 404 };
    },
    'PUT /ai_email/warmup/*': ({ path, body }) => {
      const row = found(path);
      if (!row) return { error: 'Mailbox not found', status: 404 };
      const input = body as Partial<Record<(typeof fields)[number], number>> & { pool?: boolean };
      const problems = fields.flatMap((field) => {
        const value = input[field];
        const [min, max] = bounds[field];
        if (value === undefined) return [];
        if (!Number.isInteger(value)) return [`${field}: ${field} must be a whole number`];
        return value < (min ?? 0) || value > (max ?? 0)
          ? [`${field}: ${field} must be between ${min} and ${max}`]
          : [];
      });
      if (problems.length > 0) return { error: problems.join('; '), status: 400 };
      const next = { ...row.settings, ...input };
      if (next.max_per_day < next.start_per_day)
        return { error: 'max_per_day must be at least start_per_day', status: 400 };
      const updated = { ...row, settings: next };
      state.set(row.mailbox_id, updated);
      return { payload: updated };
    },
    'POST /ai_email/warmup/*/enable': ({ path }) => {
      const row = found(path);
      if (!row) return { error: 'Mailbox not found', status: 404 };
      const on = {
        ...row,
        settings: { ...row.settings, enabled: true },
        status: 'warming' as const,
        stop_reason: null,
        stop_detail: null,
        started_at: row.started_at ?? '2026-12-02T09:00:00.000Z',
        day_index: row.day_index ?? 0,
        cold_sending_cap: coldSendingCap(row.day_index ?? 0),
      };
      state.set(row.mailbox_id, on);
      return { payload: on };
    },
    'POST /ai_email/warmup/*/disable': ({ path }) => {
      const row = found(path);
      if (!row) return { error: 'Mailbox not found', status: 404 };
      const off = {
        ...row,
        settings: { ...row.settings, enabled: false },
        status: 'off' as const,
        day_index: null,
        cold_sending_cap: null,
      };
      state.set(row.mailbox_id, off);
      return { payload: off };
    },
  };
}

/** The warm-up page of `mailboxId`, in a router, with the plan's features as the shell hands them. */
export function renderWarmUp(mailboxId: string, features?: readonly string[]) {
  return render(
    <PlanFeaturesProvider value={features}>
      <MemoryRouter initialEntries={[`/mailboxes/mailboxes/warm-up/${mailboxId}`]}>
        <Routes>
          <Route path="/mailboxes/mailboxes/warm-up/:mailboxId" element={<MailboxWarmUpPage />} />
        </Routes>
        <Location />
      </MemoryRouter>
    </PlanFeaturesProvider>,
  );
}
