import { clearNotifications, useNotifications } from '@outreach/design-system';
import { sessionStore } from '@outreach/sdk';
import { sessionUserFixture } from '@outreach/sdk/test-support';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../mock-api.test-support';
import { renderWithQueries, setUpAreaPageTests } from '../../../test-support';
import { aiLocales } from '../i18n';
import type { SchedulingEventType } from './calendly-api';
import { connectPollMs } from './calendly-api';
import { connectRoutes, expectAuthorizationOpened, schedulingUser as user } from './calendly.test-support';
import { CalendlySettings, type CalendlyValue } from './CalendlySettings';

setUpAreaPageTests(aiLocales);

const me = 'u-me';
const colleague = 'u-colleague';

function types(owner: string, ...names: string[]): SchedulingEventType[] {
  return names.map((name, index) => ({
    _id: `${owner}-et-${index + 1}`,
    name,
    user_id: owner,
    duration: 30,
    scheduling_url: null,
  }));
}

const eventTypes: Record<string, SchedulingEventType[]> = {
  [me]: types(me, 'Intro call', 'Demo'),
  [colleague]: types(colleague, 'Discovery', 'Pricing talk'),
};

/** The block as the builder holds it: the value lives in the parent; every change is recorded. */
function Host({ initial, onChange }: { initial: CalendlyValue; onChange: (value: CalendlyValue) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <CalendlySettings
      credentialsId="cred-1"
      value={value}
      onChange={(next) => {
        onChange(next);
        setValue(next);
      }}
    />
  );
}

function open(initial: CalendlyValue = { user: null, event: null }) {
  const onChange = vi.fn();
  renderWithQueries(<Host initial={initial} onChange={onChange} />);
  return onChange;
}

const block = () => screen.getByRole('region', { name: 'Calendly' });
const select = (name: string) => within(block()).getByRole('combobox', { name }) as HTMLSelectElement;

beforeEach(() => {
  clearNotifications();
  sessionStore.setState({ user: sessionUserFixture({ _id: me }), space: 'space-1' });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the Calendly settings block (spec ai-telephony §2, §4 Scheduling connection)', () => {
  it('opens the authorisation URL in a new tab, waits for the token, then picks me and my first event type', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let connected = false;
    const api = mockApi({
      ...connectRoutes(me, 'Dana Scully', () => connected),
      'GET /integrations/calendly/*/event_types': (call) => ({
        payload: eventTypes[call.path.split('/')[3] ?? ''] ?? [],
      }),
    });
    const opened = vi.spyOn(window, 'open').mockReturnValue(null);
    const onChange = open();
    fireEvent.click(await within(block()).findByRole('button', { name: 'Connect Calendly' }));
    await expectAuthorizationOpened(opened, api);
    expect((await within(block()).findByRole('status')).textContent).toContain(
      'Finish connecting in the new tab',
    );
    const before = api.callsTo('GET', '/integrations/calendly/users').length;
    // The user allows access in the other tab: the next poll sees the token.
    connected = true;
    await act(() => vi.advanceTimersByTimeAsync(connectPollMs));
    expect(api.callsTo('GET', '/integrations/calendly/users').length).toBeGreaterThan(before);
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith({ user: me, event: `${me}-et-1` }));
    expect(within(block()).queryByText('Connected')).not.toBeNull();
    expect(select('Event Type').value).toBe(`${me}-et-1`);
    // Connected: no more polling.
    const after = api.callsTo('GET', '/integrations/calendly/users').length;
    await act(() => vi.advanceTimersByTimeAsync(connectPollMs * 3));
    expect(api.callsTo('GET', '/integrations/calendly/users').length).toBe(after);
  });

  it('says "Can not get OAuth url" when the server gives no URL, and opens nothing', async () => {
    mockApi({
      'GET /integrations/calendly/users': () => ({ payload: [user(me, 'Dana Scully', false)] }),
      'POST /integrations/calendly/connect': () => ({ payload: { url: '' } }),
    });
    const opened = vi.spyOn(window, 'open').mockReturnValue(null);
    open();
    fireEvent.click(await within(block()).findByRole('button', { name: 'Connect Calendly' }));
    await waitFor(() =>
      expect(useNotifications.getState().notifications.map((entry) => entry.title)).toContain(
        'Can not get OAuth url',
      ),
    );
    expect(opened).not.toHaveBeenCalled();
  });

  it("changing the user loads that user's event types and selects the first", async () => {
    const api = mockApi({
      'GET /integrations/calendly/users': () => ({
        payload: [user(me, 'Dana Scully', true), user(colleague, 'Fox Mulder', true)],
      }),
      'GET /integrations/calendly/*/event_types': (call) => ({
        payload: eventTypes[call.path.split('/')[3] ?? ''] ?? [],
      }),
    });
    const onChange = open({ user: me, event: `${me}-et-2` });
    await waitFor(() => expect(select('Event Type').value).toBe(`${me}-et-2`));
    expect([...select('User').options].map((option) => option.text)).toEqual([
      'Choose a user',
      'Dana Scully',
      'Fox Mulder',
    ]);
    fireEvent.change(select('User'), { target: { value: colleague } });
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith({ user: colleague, event: `${colleague}-et-1` }),
    );
    expect(api.callsTo('GET', `/integrations/calendly/${colleague}/event_types`)[0]?.query.get('limit')).toBe(
      '100',
    );
    await waitFor(() =>
      expect([...select('Event Type').options].map((option) => option.text)).toContain('Pricing talk'),
    );
    fireEvent.change(select('Event Type'), { target: { value: `${colleague}-et-2` } });
    expect(onChange).toHaveBeenLastCalledWith({ user: colleague, event: `${colleague}-et-2` });
  });

  it('reload refreshes the event types; a failure shows "Can not refresh Event Types"', async () => {
    let fail = false;
    mockApi({
      'GET /integrations/calendly/users': () => ({ payload: [user(me, 'Dana Scully', true)] }),
      'GET /integrations/calendly/*/event_types': () => ({ payload: eventTypes[me] ?? [] }),
      'POST /integrations/calendly/*/reload': () =>
        fail
          ? { error: 'Can not refresh Event Types', status: 400 }
          : { payload: types(me, 'Brand new call') },
    });
    const onChange = open({ user: me, event: `${me}-et-2` });
    await waitFor(() => expect(select('Event Type').value).toBe(`${me}-et-2`));
    fireEvent.click(within(block()).getByRole('button', { name: 'Reload' }));
    // The chosen event type is gone from Calendly: the first of the new list is chosen.
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith({ user: me, event: `${me}-et-1` }));
    await waitFor(() =>
      expect([...select('Event Type').options].map((option) => option.text)).toContain('Brand new call'),
    );
    fail = true;
    fireEvent.click(within(block()).getByRole('button', { name: 'Reload' }));
    await waitFor(() =>
      expect(useNotifications.getState().notifications.map((entry) => entry.title)).toContain(
        'Can not refresh Event Types',
      ),
    );
  });

  it('disconnect clears my token and the choice that used it', async () => {
    const api = mockApi({
      'GET /integrations/calendly/users': () => ({ payload: [user(me, 'Dana Scully', true)] }),
      'GET /integrations/calendly/*/event_types': () => ({ payload: eventTypes[me] ?? [] }),
      'POST /integrations/calendly/disconnect': () => ({ payload: [user(me, 'Dana Scully', false)] }),
    });
    const onChange = open({ user: me, event: `${me}-et-1` });
    fireEvent.click(await within(block()).findByRole('button', { name: 'Disconnect' }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith({ user: null, event: null }));
    expect(api.callsTo('POST', '/integrations/calendly/disconnect')).toHaveLength(1);
    await within(block()).findByRole('button', { name: 'Connect Calendly' });
    expect(within(block()).queryByText('Connected')).toBeNull();
  });

  it('"Why only Calendly?" lists the other tools as Coming soon', async () => {
    mockApi({ 'GET /integrations/calendly/users': () => ({ payload: [user(me, 'Dana Scully', false)] }) });
    open();
    fireEvent.click(await within(block()).findByRole('button', { name: 'Why only Calendly?' }));
    const dialog = screen.getByRole('dialog', { name: 'Why only Calendly' });
    const items = within(dialog)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items[0]).toBe('Calendly');
    expect(items.slice(1).every((text) => text?.endsWith('Coming soon'))).toBe(true);
    expect(items).toHaveLength(6);
  });
});
