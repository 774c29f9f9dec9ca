import type { ApiSchema } from '@outreach/core/contract';
import { PlanFeaturesProvider } from '@outreach/sdk';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../../../mock-api.test-support';
import { renderWithQueries } from '../../../../../test-support';
import { inboxLocales } from '../../../i18n';
import { AiReplyButton } from './AiReplyButton';

beforeAll(() => inboxLocales.load('en'));
afterEach(cleanup);

const prompt = (fields: Partial<ApiSchema<'AiPrompt'>>): ApiSchema<'AiPrompt'> => ({
  _id: 'pr-1',
  kind: 'suggested_reply',
  category: 'inbox_message_generation',
  status: 'ready',
  title: 'Suggested reply to Ada Lovelace',
  result: 'Hi Ada,\n\nThank you for your reply.',
  error: null,
  credits: 1,
  prospect_id: 'p1',
  dialog_id: 'd1',
  created_at: '2026-11-02T10:00:00.000Z',
  finished_at: '2026-11-02T10:00:01.000Z',
  ...fields,
});

function renderButton(features: string[] = ['ai_assistant_in_inbox']) {
  const onDraft = vi.fn();
  renderWithQueries(
    <PlanFeaturesProvider value={features}>
      <AiReplyButton dialogId="d1" onDraft={onDraft} />
    </PlanFeaturesProvider>,
  );
  return onDraft;
}

describe("the composer's AI reply (issue 28)", () => {
  it('asks for a draft of the dialog and puts it in the composer', async () => {
    const api = mockApi({ 'POST /ai/suggested_reply': () => ({ payload: prompt({}) }) });
    const onDraft = renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'AI reply' }));
    await waitFor(() => expect(onDraft).toHaveBeenCalledWith('Hi Ada,\n\nThank you for your reply.'));
    expect(api.callsTo('POST', '/ai/suggested_reply')[0]?.body).toEqual({ dialog_id: 'd1' });
  });

  it('shows why when the draft was refused, and fills nothing', async () => {
    mockApi({
      'POST /ai/suggested_reply': () => ({
        payload: prompt({
          status: 'refused',
          result: null,
          error: 'The AI draft named facts that are not in the conversation',
        }),
      }),
    });
    const onDraft = renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'AI reply' }));
    expect((await screen.findByRole('alert')).textContent).toContain('not in the conversation');
    expect(onDraft).not.toHaveBeenCalled();
  });

  it("shows the server's refusal when credits are short", async () => {
    mockApi({ 'POST /ai/suggested_reply': () => ({ error: 'Not enough credits', status: 402 }) });
    renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'AI reply' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Not enough credits');
  });

  it('is disabled on a plan without ai_assistant_in_inbox', () => {
    renderButton(['campaigns']);
    expect((screen.getByRole('button', { name: 'AI reply' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('lists Recent prompts and uses a ready one', async () => {
    mockApi({
      'GET /ai/recent_prompts': () => ({
        payload: { prompts: [prompt({}), prompt({ _id: 'pr-2', status: 'pending', result: null })] },
      }),
    });
    const onDraft = renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Recent prompts' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Use' }));
    expect(onDraft).toHaveBeenCalledWith('Hi Ada,\n\nThank you for your reply.');
    expect(screen.getByText('Still writing')).toBeTruthy();
  });
});
