import type { ApiSchema } from '@outreach/core/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../../../mock-api.test-support';
import { renderWithQueries } from '../../../../../test-support';
import { campaignsLocales } from '../../../i18n';
import { StepAssistant } from './StepAssistant';

const features = vi.hoisted(() => ({ list: ['campaigns', 'ai_assistant_in_campaigns'] }));
vi.mock('@outreach/sdk/account', () => ({ useFeatures: () => ({ data: features.list }) }));

await campaignsLocales.load('en');
afterEach(cleanup);

const prompt = (fields: Partial<ApiSchema<'AiPrompt'>>): ApiSchema<'AiPrompt'> => ({
  _id: 'pr-1',
  kind: 'assistant',
  category: 'assistant_in_campaigns',
  status: 'ready',
  title: 'Improve: hi',
  result: 'Hi {first_name}, a short note about {budget}.',
  error: null,
  credits: 1,
  prospect_id: null,
  dialog_id: null,
  created_at: '2026-11-02T10:00:00.000Z',
  finished_at: '2026-11-02T10:00:01.000Z',
  ...fields,
});

function renderAssistant(text = 'hi {first_name} about {budget}', kind = 'send_message') {
  const onText = vi.fn();
  renderWithQueries(
    <StepAssistant
      text={text}
      kind={kind}
      placeholders={['first_name', 'company_name', 'budget']}
      onText={onText}
    />,
  );
  return onText;
}

describe("the step editor's AI assistant (issue 28)", () => {
  it("improves the step's text, naming its channel and custom fields, and puts the result in the step", async () => {
    const api = mockApi({ 'POST /ai/assistant': () => ({ payload: prompt({}) }) });
    const onText = renderAssistant();
    fireEvent.click(screen.getByRole('button', { name: 'Improve' }));
    await waitFor(() => expect(onText).toHaveBeenCalledWith('Hi {first_name}, a short note about {budget}.'));
    expect(api.callsTo('POST', '/ai/assistant')[0]?.body).toEqual({
      action: 'improve',
      text: 'hi {first_name} about {budget}',
      instructions: '',
      channel: 'linkedin',
      custom_fields: ['budget'],
    });
  });

  it('writes from instructions for an email step', async () => {
    const api = mockApi({
      'POST /ai/assistant': () => ({ payload: prompt({ result: 'Hi {first_name},' }) }),
    });
    const onText = renderAssistant('', 'send_email');
    const write = screen.getByRole('button', { name: 'Write with AI' }) as HTMLButtonElement;
    expect(write.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('What should the message say?'), {
      target: { value: 'introduce our CRM integration' },
    });
    fireEvent.click(write);
    await waitFor(() => expect(onText).toHaveBeenCalledWith('Hi {first_name},'));
    expect(api.callsTo('POST', '/ai/assistant')[0]?.body).toMatchObject({
      action: 'write',
      channel: 'email',
    });
    expect((screen.getByRole('button', { name: 'Shorten' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows why a text was refused and leaves the step alone', async () => {
    mockApi({
      'POST /ai/assistant': () => ({
        payload: prompt({
          status: 'refused',
          result: null,
          error: "The AI text changed the step's placeholders",
        }),
      }),
    });
    const onText = renderAssistant();
    fireEvent.click(screen.getByRole('button', { name: 'Shorten' }));
    expect((await screen.findByRole('alert')).textContent).toContain('placeholders');
    expect(onText).not.toHaveBeenCalled();
  });

  it('is disabled on a plan without ai_assistant_in_campaigns', () => {
    features.list = ['campaigns'];
    renderAssistant();
    expect((screen.getByRole('button', { name: 'Improve' }) as HTMLButtonElement).disabled).toBe(true);
    features.list = ['campaigns', 'ai_assistant_in_campaigns'];
  });
});
