import { PlanFeaturesProvider } from '@outreach/sdk';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mockApi } from '../../../../../mock-api.test-support';
import { renderWithQueries } from '../../../../../test-support';
import { inboxLocales } from '../../../i18n';
import { AiConversationCard } from './AiConversationCard';
import type { AiConversation } from './useAiConversation';

beforeAll(() => inboxLocales.load('en'));
afterEach(cleanup);

const conversation = (fields: Partial<AiConversation> = {}): AiConversation => ({
  _id: 'c1',
  dialog_id: 'd1',
  employee_id: 'e1',
  employee_name: 'Ava Mitchell',
  status: 'waiting_for_approve',
  reason: null,
  draft: 'Hi Dana, happy to show how Reachly helps.',
  draft_kind: 'reply',
  classification: { label: 'interested', reason: 'asks for more', source: 'model' },
  follow_ups_done: 0,
  next_at: null,
  meeting_booked_at: null,
  updated_at: '2026-11-02T10:00:00.000Z',
  ...fields,
});

function renderCard(features: string[] = ['ai_employee_messages']) {
  renderWithQueries(
    <PlanFeaturesProvider value={features}>
      <AiConversationCard dialogId="d1" />
    </PlanFeaturesProvider>,
  );
}

describe('the AI Employee approval card in the thread (issue 28)', () => {
  it('shows the status badge and the editable draft; Approve & send sends the edit', async () => {
    const api = mockApi({
      'GET /ai_conversations/d1': () => ({ payload: conversation() }),
      'POST /ai_conversations/d1/approve': () => ({
        payload: conversation({ status: 'waiting_for_follow_up', draft: null, draft_kind: null }),
      }),
    });
    renderCard();
    const draft = await screen.findByLabelText('Drafted reply');
    expect((draft as HTMLTextAreaElement).value).toBe('Hi Dana, happy to show how Reachly helps.');
    expect(screen.getByText('Waiting for approval')).toBeTruthy();
    fireEvent.change(draft, { target: { value: 'Hi Dana, happy to show you how Reachly helps.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Approve & send' }));
    await waitFor(() => expect(screen.getByText('Follow-up planned')).toBeTruthy());
    expect(api.callsTo('POST', '/ai_conversations/d1/approve')[0]?.body).toEqual({
      text: 'Hi Dana, happy to show you how Reachly helps.',
    });
    expect(screen.queryByRole('button', { name: 'Approve & send' })).toBeNull();
  });

  it('approves the draft unchanged without a text, and shows a grounding refusal', async () => {
    const api = mockApi({
      'GET /ai_conversations/d1': () => ({ payload: conversation() }),
      'POST /ai_conversations/d1/approve': () => ({
        error: 'Not sent: the reply mentions what its inputs do not (Globex).',
        status: 400,
      }),
    });
    renderCard();
    fireEvent.click(await screen.findByRole('button', { name: 'Approve & send' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Globex');
    expect(api.callsTo('POST', '/ai_conversations/d1/approve')[0]?.body).toEqual({});
  });

  it('Reject drops the draft', async () => {
    const api = mockApi({
      'GET /ai_conversations/d1': () => ({ payload: conversation() }),
      'POST /ai_conversations/d1/reject': () => ({
        payload: conversation({ status: 'waiting_for_reply', draft: null, draft_kind: null }),
      }),
    });
    renderCard();
    fireEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(screen.getByText('Waiting for a reply')).toBeTruthy());
    expect(api.callsTo('POST', '/ai_conversations/d1/reject')).toHaveLength(1);
  });

  it('shows why the employee stopped, with no approval card', async () => {
    mockApi({
      'GET /ai_conversations/d1': () => ({
        payload: conversation({
          status: 'disabled',
          draft: null,
          reason: 'A person answered in this thread: the AI Employee stays out of it.',
        }),
      }),
    });
    renderCard();
    expect(await screen.findByText('Handed to a person')).toBeTruthy();
    expect(screen.getByText(/stays out of it/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve & send' })).toBeNull();
  });

  it('shows nothing on a thread no employee works, or on a plan without AI Employees', async () => {
    const api = mockApi({ 'GET /ai_conversations/d1': () => ({ payload: null }) });
    renderCard();
    await waitFor(() => expect(api.callsTo('GET', '/ai_conversations/d1')).toHaveLength(1));
    expect(screen.queryByRole('region')).toBeNull();
    cleanup();
    const locked = mockApi({ 'GET /ai_conversations/d1': () => ({ payload: conversation() }) });
    renderCard([]);
    expect(screen.queryByRole('region')).toBeNull();
    expect(locked.callsTo('GET', '/ai_conversations/d1')).toHaveLength(0);
  });
});
