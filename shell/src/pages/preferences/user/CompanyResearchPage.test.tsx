import { ApiError } from '@outreach/sdk';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { loadShellStrings } from '../../../i18n';
import { fail, mockApi, renderPage, setUpPageTests } from '../../auth/renderPage.test-support';
import CompanyResearchPage from './CompanyResearchPage';
import type { CompanyResearch, CompanyResearches } from './companyResearch.hooks';

/** The realtime events the page listens to, by name: a test sends one with `receive`. */
const realtime = vi.hoisted(() => new Map<string, (payload: unknown) => void>());
vi.mock('@outreach/sdk', async (original) => ({
  ...(await original<typeof import('@outreach/sdk')>()),
  useRealtimeEvent: (event: string, handler: (payload: unknown) => void) => {
    realtime.set(event, handler);
  },
}));
const receive = (event: string, payload: unknown) => act(() => realtime.get(event)?.(payload));

await setUpPageTests({ signedIn: true, beforeEach: () => realtime.clear() });
// The upgrade panel's strings are the shell's `layout` namespace.
await loadShellStrings('en', ['layout']);

const withFeature = { 'GET /space/features': { ai_company_researches: true } };

function research(extra: Partial<CompanyResearch> = {}): CompanyResearch {
  return {
    _id: 'research-1',
    host_name: 'acme.com',
    research_objective: 'Book demos with heads of sales',
    status: 'pending',
    summary: null,
    value_proposition: null,
    audience: null,
    products: [],
    proof_points: [],
    facts: [],
    sources: [],
    error: null,
    user_id: 'user-1',
    created_at: '2026-11-24T09:00:00.000Z',
    finished_at: null,
    ...extra,
  };
}

const done = (extra: Partial<CompanyResearch> = {}) =>
  research({
    status: 'done',
    summary: 'Acme sells rockets to road runners.',
    value_proposition: 'Rockets that always arrive.',
    audience: 'Coyotes in the desert',
    products: ['Rocket skates', 'Giant magnet'],
    proof_points: ['Trusted by 500 coyotes'],
    facts: [{ text: 'Acme ships in 2 days.', source_url: 'https://acme.com/shipping' }],
    sources: ['https://acme.com/', 'https://acme.com/shipping'],
    finished_at: '2026-11-24T09:01:00.000Z',
    ...extra,
  });

const list = (remaining: number, ...researches: CompanyResearch[]): CompanyResearches => ({
  remaining_attempts: remaining,
  company_researches: researches,
});

const open = () =>
  renderPage(
    <Route path="/preferences/user/company-research" element={<CompanyResearchPage />} />,
    '/preferences/user/company-research',
    { withQueryClient: true },
  );

async function fillAndSubmit(host: string, objective: string) {
  fireEvent.change(await screen.findByLabelText('Company website'), { target: { value: host } });
  fireEvent.change(screen.getByLabelText('Research objective'), { target: { value: objective } });
  fireEvent.click(screen.getByRole('button', { name: 'Start research' }));
}

describe('company research page (spec ai-telephony §2, §3; issue 28)', () => {
  it('shows the upgrade panel to a plan without ai_company_researches, and reads nothing', async () => {
    const api = mockApi({ 'GET /space/features': {} });
    open();
    expect(await screen.findByRole('button', { name: 'Upgrade' })).toBeTruthy();
    expect(screen.queryByLabelText('Company website')).toBeNull();
    expect(api.callsTo('GET', '/ai/company_researches')).toEqual([]);
  });

  it('shows the upgrade panel when the API answers feature_locked', async () => {
    mockApi({
      ...withFeature,
      'GET /ai/company_researches': () => {
        throw new ApiError('Upgrade to Scale', 402, {
          code: 'feature_locked',
          feature: 'ai_company_researches',
        });
      },
    });
    open();
    expect(await screen.findByRole('button', { name: 'Upgrade' })).toBeTruthy();
  });

  it.each([
    [3, '3 researches left today'],
    [1, '1 research left today'],
  ])('says how many researches are left today (%i)', async (remaining, text) => {
    mockApi({ ...withFeature, 'GET /ai/company_researches': list(remaining) });
    open();
    expect((await screen.findByTestId('remaining-attempts')).textContent).toBe(text);
    expect(screen.getByText('No researches yet: start one above.')).toBeTruthy();
  });

  it('disables Start research once no attempt is left today', async () => {
    mockApi({ ...withFeature, 'GET /ai/company_researches': list(0) });
    open();
    expect((await screen.findByTestId('remaining-attempts')).textContent).toBe('0 researches left today');
    expect((screen.getByRole('button', { name: 'Start research' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('posts the host and objective trimmed, disabled while sending, then lists the new research pending', async () => {
    let answer: (value: CompanyResearches) => void = () => {};
    const api = mockApi({
      ...withFeature,
      'GET /ai/company_researches': list(10),
      'POST /ai/company_researches': () => new Promise<CompanyResearches>((resolve) => (answer = resolve)),
    });
    open();
    await fillAndSubmit(' acme.com ', ' Book demos with heads of sales ');
    const button = screen.getByRole('button', { name: 'Start research' }) as HTMLButtonElement;
    await waitFor(() => expect(button.disabled).toBe(true));
    expect(api.callsTo('POST', '/ai/company_researches')).toEqual([
      [{ host_name: 'acme.com', research_objective: 'Book demos with heads of sales' }, undefined],
    ]);
    await act(async () => answer(list(9, research())));
    expect(await screen.findByRole('progressbar', { name: 'Research of acme.com in progress' })).toBeTruthy();
    expect(screen.getByText('Reading acme.com and writing the summary…')).toBeTruthy();
    expect(screen.getByTestId('remaining-attempts').textContent).toBe('9 researches left today');
    expect((screen.getByLabelText('Company website') as HTMLInputElement).value).toBe('');
    expect(button.disabled).toBe(false);
  });

  it('asks for both fields before sending anything', async () => {
    const api = mockApi({ ...withFeature, 'GET /ai/company_researches': list(10) });
    open();
    await fillAndSubmit(' ', '');
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      "Enter the company's website",
      'Enter the research objective',
    ]);
    expect(api.callsTo('POST', '/ai/company_researches')).toEqual([]);
  });

  it.each([
    ['host_name must be a domain name such as acme.com', 400, 'Company website'],
    ['Could not resolve nowhere.example', 400, 'Company website'],
    ['The URL points to a private or local address, which is not allowed', 400, 'Company website'],
    ['research_objective can not be longer than 500 characters', 400, 'Research objective'],
  ])('shows "%s" (%i) at the field %s', async (message, status, field) => {
    mockApi({
      ...withFeature,
      'GET /ai/company_researches': list(10),
      'POST /ai/company_researches': fail(message, status),
    });
    open();
    await fillAndSubmit('nowhere.example', 'Book demos');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(message);
    const input = screen.getByLabelText(field);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toContain(alert.id);
  });

  it("shows the API's refusal for the day (429) on the form", async () => {
    const message = "You have used today's 10 company researches: try again tomorrow";
    mockApi({
      ...withFeature,
      'GET /ai/company_researches': list(1),
      'POST /ai/company_researches': fail(message, 429),
    });
    open();
    await fillAndSubmit('acme.com', 'Book demos');
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.getByLabelText('Company website').getAttribute('aria-invalid')).toBeNull();
  });

  it('turns a pending research into its findings when refetch_data names it', async () => {
    let current = list(9, research());
    const api = mockApi({ ...withFeature, 'GET /ai/company_researches': () => current });
    open();
    await screen.findByRole('progressbar', { name: 'Research of acme.com in progress' });
    // Another workspace event (a campaign's) does not re-read the researches.
    receive('refetch_data', { workflow_id: 'wf-1' });
    expect(api.callsTo('GET', '/ai/company_researches')).toHaveLength(1);
    current = list(9, done());
    receive('refetch_data', { company_research_id: 'research-1', status: 'done' });
    expect(await screen.findByText('Acme sells rockets to road runners.')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    for (const text of [
      'Rockets that always arrive.',
      'Coyotes in the desert',
      'Rocket skates',
      'Trusted by 500 coyotes',
    ])
      expect(screen.getByText(text)).toBeTruthy();
    const source = screen.getByRole('link', {
      name: 'Source of this fact: https://acme.com/shipping (opens in a new tab)',
    });
    expect(source.getAttribute('href')).toBe('https://acme.com/shipping');
    expect(source.getAttribute('target')).toBe('_blank');
    expect(source.getAttribute('rel')).toContain('noopener');
    expect(screen.getByText('Done')).toBeTruthy();
  });

  it('reads the list again every 3 s while a research is pending, and stops once none is', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      let current = list(9, research());
      const api = mockApi({ ...withFeature, 'GET /ai/company_researches': () => current });
      open();
      await screen.findByRole('progressbar', { name: 'Research of acme.com in progress' });
      current = list(9, done());
      await act(() => vi.advanceTimersByTimeAsync(3_000));
      expect(await screen.findByText('Acme sells rockets to road runners.')).toBeTruthy();
      const reads = api.callsTo('GET', '/ai/company_researches').length;
      expect(reads).toBe(2);
      await act(() => vi.advanceTimersByTimeAsync(9_000));
      expect(api.callsTo('GET', '/ai/company_researches')).toHaveLength(reads);
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows why a research failed, and Start again refills the form with it', async () => {
    mockApi({
      ...withFeature,
      'GET /ai/company_researches': list(
        8,
        research({ status: 'failed', error: 'Could not connect to acme.com', host_name: 'acme.com' }),
        done({ _id: 'research-0', host_name: 'older.com' }),
      ),
    });
    open();
    const failed = (await screen.findByRole('heading', { name: 'acme.com' })).closest('li') as HTMLElement;
    expect(within(failed).getByRole('alert').textContent).toBe('Could not connect to acme.com');
    expect(within(failed).getByText('Failed')).toBeTruthy();
    // Newest first, as the API lists them.
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Past researches',
      'acme.com',
      'older.com',
    ]);
    fireEvent.click(within(failed).getByRole('button', { name: 'Start again' }));
    const host = screen.getByLabelText('Company website') as HTMLInputElement;
    expect(host.value).toBe('acme.com');
    expect((screen.getByLabelText('Research objective') as HTMLTextAreaElement).value).toBe(
      'Book demos with heads of sales',
    );
    expect(document.activeElement).toBe(host);
  });
});
