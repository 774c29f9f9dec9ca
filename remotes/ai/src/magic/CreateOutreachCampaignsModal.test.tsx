import { clientEvents } from '@outreach/core/events';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../mock-api.test-support';
import { renderWithQueries, setUpAreaPageTests } from '../../../test-support';
import { aiLocales } from '../i18n';
import {
  type CampaignCounts,
  CreateOutreachCampaignsModal,
  reviewHref,
} from './CreateOutreachCampaignsModal';

/** The realtime events the modal listens to, by name, and what it emits on the socket. */
const realtime = vi.hoisted(() => ({
  handlers: new Map<string, (payload: unknown) => void>(),
  emitted: [] as string[],
}));
vi.mock('@outreach/sdk', async (original) => ({
  ...(await original<typeof import('@outreach/sdk')>()),
  useRealtimeEvent: (event: string, handler: (payload: unknown) => void) => {
    realtime.handlers.set(event, handler);
  },
  getRealtime: () =>
    Promise.resolve({
      connected: true,
      on: () => {},
      off: () => {},
      emit: (event: string) => realtime.emitted.push(event),
    }),
}));

setUpAreaPageTests(aiLocales);

function announce(event: string, payload: unknown) {
  act(() => realtime.handlers.get(event)?.(payload));
}

function Host({ requested, confirmed }: { requested: CampaignCounts; confirmed?: number }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        reopen
      </button>
      <CreateOutreachCampaignsModal
        open={open}
        requested={requested}
        confirmed={confirmed}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

describe('Create Outreach Campaigns modal (ai-telephony §2, §4 Campaign generation)', () => {
  it('begins with one placeholder, adds each generated campaign and one more placeholder until min(requested, confirmed)', async () => {
    mockApi({
      'GET /workflows/wf-1': () => ({ payload: { _id: 'wf-1', name: 'LinkedIn: Book demos' } }),
      'GET /workflows/wf-2': () => ({ payload: { _id: 'wf-2', name: 'Email: Book demos' } }),
    });
    renderWithQueries(<Host requested={{ linkedin: 2, email: 1 }} confirmed={2} />);
    await vi.waitFor(() => expect(realtime.emitted).toContain(clientEvents.joinAiRoom));
    expect(screen.getAllByTestId('magic-placeholder')).toHaveLength(1);
    expect(screen.getByText('0 of 2 campaigns ready')).toBeTruthy();

    announce('ai_workflow_has_been_generated', { workflow_id: 'wf-1' });
    expect(await screen.findByText('LinkedIn: Book demos')).toBeTruthy();
    expect(screen.getAllByTestId('magic-placeholder')).toHaveLength(1);
    const link = within(screen.getAllByTestId('magic-campaign')[0] as HTMLElement).getByRole('link', {
      name: 'Review campaign',
    });
    expect(link.getAttribute('href')).toBe(reviewHref('wf-1', window.location.search));
    expect(link.getAttribute('target')).toBe('_blank');

    // The same event twice adds nothing.
    announce('ai_workflow_has_been_generated', { workflow_id: 'wf-1' });
    announce('ai_workflow_has_been_generated', { workflow_id: 'wf-2' });
    expect(await screen.findByText('Email: Book demos')).toBeTruthy();
    expect(screen.getAllByTestId('magic-campaign')).toHaveLength(2);
    // Two confirmed of three requested: no placeholder after the second.
    expect(screen.queryByTestId('magic-placeholder')).toBeNull();
    expect(screen.getByText('2 of 2 campaigns ready')).toBeTruthy();
  });

  it('shows a failure with its reason in the place of a campaign', async () => {
    mockApi({});
    renderWithQueries(<Host requested={{ email: 1 }} />);
    announce('ai_workflow_generation_failed', { workflow_id: 'wf-9', error: 'Connect a mailbox first' });
    expect((await screen.findByRole('alert')).textContent).toBe('Connect a mailbox first');
    expect(screen.queryByTestId('magic-placeholder')).toBeNull();
  });

  it('"Got it!" closes it and resets the counts', async () => {
    mockApi({ 'GET /workflows/wf-1': () => ({ payload: { _id: 'wf-1', name: 'Mine' } }) });
    renderWithQueries(<Host requested={{ linkedin: 1 }} />);
    announce('ai_workflow_has_been_generated', { workflow_id: 'wf-1' });
    expect(await screen.findByText('Mine')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Got it!' }));
    expect(screen.queryByText('Mine')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'reopen' }));
    expect(screen.getAllByTestId('magic-placeholder')).toHaveLength(1);
    expect(screen.getByText('0 of 1 campaigns ready')).toBeTruthy();
  });
});
