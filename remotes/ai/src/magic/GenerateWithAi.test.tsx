import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../mock-api.test-support';
import { renderWithQueries, setUpAreaPageTests } from '../../../test-support';
import { aiLocales } from '../i18n';
import { GenerateWithAi } from './GenerateWithAi';

const realtime = vi.hoisted(() => new Map<string, (payload: unknown) => void>());
vi.mock('@outreach/sdk', async (original) => ({
  ...(await original<typeof import('@outreach/sdk')>()),
  useRealtimeEvent: (event: string, handler: (payload: unknown) => void) => {
    realtime.set(event, handler);
  },
  getRealtime: () => null,
}));

setUpAreaPageTests(aiLocales);

describe('Generate with AI (campaigns list)', () => {
  it('asks one magic campaign per chosen type with the objective, then shows them as they are built', async () => {
    const api = mockApi({
      'POST /workflows': () => ({ status: 201, payload: { _id: 'wf-1', name: 'LinkedIn: demos' } }),
      'GET /workflows/wf-1': () => ({ payload: { _id: 'wf-1', name: 'Retail demos' } }),
    });
    renderWithQueries(<GenerateWithAi />);
    fireEvent.click(screen.getByRole('button', { name: 'Generate with AI' }));
    fireEvent.change(screen.getByLabelText('Objective'), { target: { value: ' Book demos ' } });
    fireEvent.click(screen.getByLabelText('LinkedIn + Email + Calls'));
    fireEvent.click(screen.getByRole('button', { name: 'Generate' }));
    await vi.waitFor(() => expect(api.callsTo('POST', '/workflows')).toHaveLength(2));
    expect(api.callsTo('POST', '/workflows').map((call) => call.body)).toEqual([
      { workflow_to_generate: 'linkedin', objective: 'Book demos' },
      { workflow_to_generate: 'linkedin_email_dialer', objective: 'Book demos' },
    ]);
    expect(await screen.findByText('0 of 2 campaigns ready')).toBeTruthy();
    act(() => realtime.get('ai_workflow_has_been_generated')?.({ workflow_id: 'wf-1' }));
    expect(await screen.findByText('Retail demos')).toBeTruthy();
  });
});
