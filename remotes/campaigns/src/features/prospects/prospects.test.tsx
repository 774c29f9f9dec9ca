import { campaignsLocales } from '../../i18n';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderArea, setUpAreaPageTests } from '../../../../test-support';
import MyProspectsPage from '../../pages/MyProspectsPage';
import ProspectPage from '../../pages/ProspectPage';
import { fakeSocket, mockApi, socketIoMock } from '../../../../mock-api.test-support';

vi.mock('socket.io-client', () => socketIoMock());
import type { Prospect, ProspectDetail } from './prospects.types';
import { Route, Routes } from 'react-router';
import { onOpenDialer, type OpenDialerRequest, PlanFeaturesProvider, seedSession } from '@outreach/sdk';

function prospect(id: string, name: string, extra: Partial<Prospect> = {}): Prospect {
  return {
    _id: id,
    first_name: name,
    last_name: '',
    full_name: name,
    profile_url: null,
    position: 'CTO',
    location: null,
    industry: null,
    company_name: 'Acme',
    company_domain: null,
    personal_email: null,
    work_email: `${id}@acme.test`,
    enriched_email: null,
    phone: null,
    twitter: null,
    website: null,
    custom_fields: {},
    lifecycle: 'new',
    enrichment: null,
    source: 'api',
    labels: [],
    created_at: '2026-11-01T00:00:00.000Z',
    updated_at: '2026-11-01T00:00:00.000Z',
    ...extra,
  };
}

const vip = {
  _id: 'l1',
  name: 'VIP',
  color: '#ff00ff',
  type: 'profile' as const,
  is_shared: true,
  display_order: 0,
};

setUpAreaPageTests(campaignsLocales);

/** The prospect page at its route, as the area mounts it. */
function ProspectRoute() {
  return (
    <Routes>
      <Route path="/profiles/:profileId" element={<ProspectPage />} />
    </Routes>
  );
}

/** The prospect page as the shell mounts it for a plan with calling. */
function ProspectRouteWithCalling() {
  return (
    <PlanFeaturesProvider value={['calling']}>
      <ProspectRoute />
    </PlanFeaturesProvider>
  );
}

describe('My Prospects (outreach §2)', () => {
  it('lists prospects with their status and labels, filters by status and label, pages by 25', async () => {
    const items = Array.from({ length: 25 }, (_, index) => prospect(`p${index}`, `Person ${index}`));
    items[0] = prospect('p0', 'Ada', { lifecycle: 'lead', labels: [vip] });
    const api = mockApi({
      'GET /profiles': (call) => ({
        payload: {
          items: call.query.get('status') === 'lead' ? [items[0]] : items,
          total: 30,
          offset: Number(call.query.get('offset')),
          limit: 25,
        },
      }),
      'GET /labels/fetch': () => ({ payload: [vip] }),
      'GET /workflows': () => ({
        payload: { items: [{ _id: 'w1', name: 'Spring' }], total: 1, offset: 0, limit: 100 },
      }),
    });
    renderArea(MyProspectsPage, '/profiles/my-prospects?space=s-1');
    const list = await screen.findByRole('list', { name: 'Prospects' });
    expect(within(list).getByRole('link', { name: 'Ada' })).toBeTruthy();
    expect(within(list).getByText('VIP')).toBeTruthy();
    expect(screen.getByText('1–25 of 30')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(api.calls.some((call) => call.path === '/profiles' && call.query.get('offset') === '25')).toBe(
        true,
      ),
    );

    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'lead' } });
    await waitFor(() => expect(api.calls.at(-1)?.query.get('status')).toBe('lead'));
    expect(api.calls.at(-1)?.query.get('offset')).toBe('0');
    await screen.findByRole('option', { name: 'VIP' });
    fireEvent.change(screen.getByLabelText('Label'), { target: { value: 'l1' } });
    await waitFor(() => expect(api.calls.at(-1)?.query.get('label_ids')).toBe('l1'));
    await screen.findByRole('option', { name: 'Spring' });
    fireEvent.change(screen.getByLabelText('Campaign'), { target: { value: 'w1' } });
    fireEvent.change(screen.getByLabelText('Added from'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('Added until'), { target: { value: '2026-11-30' } });
    await waitFor(() => {
      const last = api.callsTo('GET', '/profiles').at(-1);
      expect([
        last?.query.get('workflow_id'),
        last?.query.get('created_from'),
        last?.query.get('created_to'),
      ]).toEqual(['w1', '2026-11-01', '2026-11-30T23:59:59.999Z']);
    });
  });

  it('shows the empty state when the workspace has no prospects', async () => {
    mockApi({
      'GET /profiles': () => ({ payload: { items: [], total: 0, offset: 0, limit: 25 } }),
      'GET /labels/fetch': () => ({ payload: [] }),
    });
    renderArea(MyProspectsPage, '/profiles/my-prospects?space=s-1');
    expect(await screen.findByText('No prospects yet')).toBeTruthy();
  });
});

describe('Prospect page (outreach §3)', () => {
  function detail(extra: Partial<ProspectDetail> = {}): ProspectDetail {
    return {
      ...prospect('p1', 'Grace Hopper', { custom_fields: { custom1: 'navy' } }),
      notes: [
        { _id: 'n1', text: 'Met at the fair', author_id: 'u1', created_at: '2026-11-02T00:00:00.000Z' },
      ],
      campaigns: [
        {
          workflow_id: 'w1',
          name: 'Spring',
          status: 'active',
          state: 'active',
          pause_reason: null,
          wait_reason: null,
          next_step: { key: 's2', kind: 'send_email', number: 2 },
          next_step_at: null,
        },
      ],
      messages: [],
      ...extra,
    };
  }

  function renderProspect() {
    return renderArea(ProspectRoute, '/profiles/p1?space=s-1');
  }

  it('shows fields, custom fields, notes, and campaigns with state and next step', async () => {
    mockApi({
      'GET /profiles/p1': () => ({ payload: detail() }),
      'GET /labels/fetch': () => ({ payload: [vip] }),
    });
    renderProspect();
    expect(await screen.findByRole('heading', { name: 'Grace Hopper' })).toBeTruthy();
    expect(screen.getByText('navy')).toBeTruthy();
    expect(screen.getByText('Met at the fair')).toBeTruthy();
    const campaigns = screen.getByRole('list', { name: 'Campaigns' });
    expect(within(campaigns).getByText('Active')).toBeTruthy();
    // Issue 26 item 26: the step's name from the builder's strings, not its raw kind.
    expect(within(campaigns).getByText('Next step: 2 · Send email')).toBeTruthy();
  });

  it('shows calls as call cards and texts with their direction and number in the timeline (issue 27)', async () => {
    const base = {
      dialog_id: 'd1',
      subject: null,
      sent_at: '2026-11-02T10:00:00.000Z',
      call: null,
      sms: null,
    };
    mockApi({
      'GET /profiles/p1': () => ({
        payload: detail({
          messages: [
            { ...base, _id: 'm1', direction: 'in', channel: 'email', kind: 'reply', text: 'Sounds good' },
            {
              ...base,
              _id: 'm2',
              direction: 'out',
              channel: 'sms',
              kind: 'message',
              text: 'Talk tomorrow?',
              sms: { from: '+15125550101', to: '+14155550123' },
            },
            {
              ...base,
              _id: 'm3',
              direction: 'out',
              channel: 'call',
              kind: 'call',
              text: 'Wants a demo',
              call: {
                id: 'call-1',
                direction: 'outgoing',
                result: 'answered',
                duration_seconds: 134,
                disposition: 'Interested',
                note: 'Wants a demo',
                number: '+14155550123',
                our_number: '+15125550101',
              },
            },
          ],
        }),
      }),
      'GET /labels/fetch': () => ({ payload: [vip] }),
    });
    renderProspect();
    const timeline = await screen.findByRole('list', { name: 'Messages' });
    const [email, sms, call] = within(timeline).getAllByRole('listitem') as HTMLElement[];
    expect(email?.textContent).toBe('Sounds good');
    expect(within(sms as HTMLElement).getByText('SMS to +14155550123')).toBeTruthy();
    expect(within(sms as HTMLElement).getByText(/Talk tomorrow\?/)).toBeTruthy();
    const card = within(call as HTMLElement);
    expect(card.getByText('Outgoing call · +14155550123 · 2 min · Answered')).toBeTruthy();
    expect(card.getByText('Interested')).toBeTruthy();
    expect(card.getByText('Wants a demo')).toBeTruthy();
    expect(card.getByRole('button', { name: 'Play' })).toBeTruthy();
  });

  it('shows a call that just ended without a reload (dialer_call_updated)', async () => {
    seedSession({ token: 't-1', space: 's-1', selectedCredentialId: null, locale: 'en' });
    let messages: ProspectDetail['messages'] = [];
    mockApi({
      'GET /profiles/p1': () => ({ payload: detail({ messages }) }),
      'GET /labels/fetch': () => ({ payload: [vip] }),
    });
    renderProspect();
    expect(await screen.findByRole('heading', { name: 'Grace Hopper' })).toBeTruthy();
    await waitFor(() => expect(fakeSocket.listeners.get('dialer_call_updated')?.size).toBeGreaterThan(0));
    messages = [
      {
        _id: 'm1',
        dialog_id: 'd1',
        direction: 'in',
        channel: 'call',
        kind: 'call',
        subject: null,
        text: '',
        sent_at: '2026-11-02T10:00:00.000Z',
        sms: null,
        call: {
          id: 'call-9',
          direction: 'incoming',
          result: 'no_answer',
          duration_seconds: 0,
          disposition: null,
          note: null,
          number: '+14155550123',
          our_number: null,
        },
      },
    ];
    fakeSocket.receive('dialer_call_updated', {
      call_id: 'call-9',
      prospect_id: 'p1',
      dialog_id: 'd1',
      status: 'no_answer',
    });
    expect(await screen.findByText('Incoming call · +14155550123 · No answer')).toBeTruthy();
    fakeSocket.reset();
  });

  it('calls the prospect in one click from the phone field when the plan has calling (issue 27)', async () => {
    mockApi({
      'GET /profiles/p1': () => ({ payload: detail({ phone: '+1 415 555 0100' }) }),
      'GET /labels/fetch': () => ({ payload: [vip] }),
    });
    const requests: OpenDialerRequest[] = [];
    const stop = onOpenDialer((request) => requests.push(request));
    renderArea(ProspectRouteWithCalling, '/profiles/p1?space=s-1');
    fireEvent.click(await screen.findByRole('button', { name: 'Call Grace Hopper' }));
    stop();
    expect(requests).toEqual([{ to: '+1 415 555 0100', prospectId: 'p1' }]);
  });

  it('shows the phone without a Call button when the plan has no calling', async () => {
    mockApi({
      'GET /profiles/p1': () => ({ payload: detail({ phone: '+1 415 555 0100' }) }),
      'GET /labels/fetch': () => ({ payload: [vip] }),
    });
    renderProspect();
    expect(await screen.findByText('+1 415 555 0100')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Call Grace Hopper' })).toBeNull();
  });

  it('pushes the prospect to a connected CRM (Push to HubSpot) and says it was sent', async () => {
    seedSession({ token: 't-1', space: 's-1', selectedCredentialId: null, locale: 'en' });
    const api = mockApi({
      'GET /profiles/p1': () => ({ payload: detail() }),
      'GET /labels/fetch': () => ({ payload: [vip] }),
      'GET /space/info': () => ({ payload: { _id: 's-1', crm_tokens: ['hubspot'] } }),
      'POST /integrations/crm/hubspot/push': () => ({
        payload: {
          pushed_contacts: 1,
          skipped_without_email: 0,
          processed_pushes: 0,
          deals_created: 0,
          last_synced_at: null,
        },
      }),
    });
    renderProspect();
    fireEvent.click(await screen.findByRole('button', { name: 'Push to HubSpot' }));
    await screen.findByText('Sent to HubSpot');
    expect(api.callsTo('POST', '/integrations/crm/hubspot/push')[0]?.body).toEqual({ profile_ids: ['p1'] });
    expect(screen.queryByRole('button', { name: 'Push to Pipedrive' })).toBeNull();
    seedSession({ token: null, space: 's-1', selectedCredentialId: null, locale: 'en' });
  });

  it('marks as lead, adds and deletes a note, adds and removes a label', async () => {
    let current = detail();
    const api = mockApi({
      'GET /profiles/p1': () => ({ payload: current }),
      'GET /labels/fetch': () => ({ payload: [vip] }),
      'PATCH /profiles/p1': (call) => {
        current = { ...current, lifecycle: (call.body as { status: 'lead' }).status };
        return { payload: current };
      },
      'POST /profiles/p1/notes': () => ({
        payload: { _id: 'n2', text: 'Call', author_id: null, created_at: '' },
      }),
      'DELETE /profiles/p1/notes/n1': () => ({ payload: { _id: 'n1' } }),
      'POST /profiles/p1/labels/l1': () => {
        current = { ...current, labels: [vip] };
        return { payload: [vip] };
      },
      'DELETE /profiles/p1/labels/l1': () => {
        current = { ...current, labels: [] };
        return { payload: [] };
      },
    });
    renderProspect();
    fireEvent.click(await screen.findByRole('button', { name: 'Mark as lead' }));
    await waitFor(() => expect(api.callsTo('PATCH', '/profiles/p1')[0]?.body).toEqual({ status: 'lead' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Mark as lead' })).toBeNull());
    expect(screen.getByRole('button', { name: 'Mark as customer' })).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Note'), { target: { value: 'Call' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add note' }));
    await waitFor(() => expect(api.callsTo('POST', '/profiles/p1/notes')[0]?.body).toEqual({ text: 'Call' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.callsTo('DELETE', '/profiles/p1/notes/n1')).toHaveLength(1));

    await screen.findByRole('option', { name: 'VIP' });
    fireEvent.change(screen.getByLabelText('Add a label'), { target: { value: 'l1' } });
    await waitFor(() => expect(api.callsTo('POST', '/profiles/p1/labels/l1')).toHaveLength(1));
    fireEvent.click(await screen.findByRole('button', { name: 'Remove label VIP' }));
    await waitFor(() => expect(api.callsTo('DELETE', '/profiles/p1/labels/l1')).toHaveLength(1));
  });

  it('edits the fields and custom fields, and edits a note', async () => {
    let current = detail();
    const api = mockApi({
      'GET /profiles/p1': () => ({ payload: current }),
      'GET /labels/fetch': () => ({ payload: [] }),
      'PATCH /profiles/p1': (call) => {
        const body = call.body as { position: string; custom_fields: Record<string, string> };
        current = { ...current, position: body.position, custom_fields: body.custom_fields };
        return { payload: current };
      },
      'PATCH /profiles/p1/notes/n1': () => ({
        payload: { _id: 'n1', text: 'Met twice', author_id: null, created_at: '' },
      }),
    });
    renderProspect();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit details' }));
    fireEvent.change(screen.getByLabelText('Position'), { target: { value: 'CEO' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add custom field' }));
    const names = screen.getAllByLabelText('Field name');
    const values = screen.getAllByLabelText('Value');
    fireEvent.change(names[1] as HTMLElement, { target: { value: 'custom2' } });
    fireEvent.change(values[1] as HTMLElement, { target: { value: 'blue' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PATCH', '/profiles/p1')).toHaveLength(1));
    expect(api.callsTo('PATCH', '/profiles/p1')[0]?.body).toMatchObject({
      position: 'CEO',
      company_name: 'Acme',
      phone: null,
      custom_fields: { custom1: 'navy', custom2: 'blue' },
    });
    expect(await screen.findByText('CEO')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const noteInputs = screen.getAllByLabelText('Note');
    fireEvent.change(noteInputs[1] as HTMLElement, { target: { value: 'Met twice' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.callsTo('PATCH', '/profiles/p1/notes/n1')[0]?.body).toEqual({ text: 'Met twice' }),
    );
  });

  it('a new label needs a name of at most 30 characters', async () => {
    const api = mockApi({
      'GET /profiles/p1': () => ({ payload: detail() }),
      'GET /labels/fetch': () => ({ payload: [] }),
    });
    renderProspect();
    fireEvent.click(await screen.findByRole('button', { name: 'Create label' }));
    expect(await screen.findByText('Fill this field')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Label name'), { target: { value: 'x'.repeat(31) } });
    fireEvent.click(screen.getByRole('button', { name: 'Create label' }));
    expect(await screen.findByText('message can not be longer than 30')).toBeTruthy();
    expect(api.callsTo('POST', '/labels')).toHaveLength(0);
  });
});
