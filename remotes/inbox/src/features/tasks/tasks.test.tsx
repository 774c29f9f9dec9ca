import { setUpInboxPageTests, silentSocketIo, slow } from '../page-tests.test-support';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderArea } from '../../../../test-support';
import App from '../../expose/App';
import { type MockHandler, mockApi } from '../../../../mock-api.test-support';
import type { TaskJson } from '@outreach/core/outreach';
import { onOpenDialer, type OpenDialerRequest, PlanFeaturesProvider } from '@outreach/sdk';

vi.mock('socket.io-client', () => silentSocketIo());

const hour = 3600_000;

function task(id: string, extra: Partial<TaskJson> = {}): TaskJson {
  return {
    _id: id,
    type: 'make_call',
    name: `Call ${id}`,
    info: '+1 555 0100',
    due_at: new Date(Date.now() + 24 * hour).toISOString(),
    priority: 300,
    status: 'open',
    created_at: new Date(Date.now() - 48 * hour).toISOString(),
    completed_at: null,
    assignee: null,
    prospect: { _id: `p-${id}`, full_name: `Pat ${id}`, company_name: 'Acme', phone: '+1 555 0100' },
    account: { _id: 'cred-1', name: 'Sam Sender' },
    campaign: { _id: 'w1', name: 'Q1 outreach' },
    ...extra,
  };
}

const late = task('t1', { due_at: new Date(Date.now() - 2 * hour).toISOString(), priority: 500 });
const soon = task('t2', { type: 'manual', name: 'Send proposal' });

function tasksApi(items: TaskJson[] = [late, soon], extra: Record<string, MockHandler> = {}) {
  return mockApi({
    'GET /tasks': (call) => ({
      payload: { items, total: 30, offset: Number(call.query.get('offset') ?? 0), limit: 25 },
    }),
    'GET /tasks/summary': () => ({ payload: { open: 7, overdue: 2, due_today: 1, done_this_week: 4 } }),
    'PATCH /tasks/*': (call) => {
      const found = items.find((item) => item._id === call.path.split('/').at(-1)) ?? late;
      return { payload: { ...found, ...(call.body as object) } };
    },
    'POST /tasks': (call) => ({ payload: task('new', call.body as Partial<TaskJson>) }),
    'DELETE /tasks/*': (call) => ({ payload: { _id: call.path.split('/').at(-1) } }),
    'GET /space/info': () => ({
      payload: {
        _id: 's-1',
        admins: [],
        users: [
          { _id: 'u1', first_name: 'Ada', last_name: 'Admin', email: 'ada@x.test' },
          { _id: 'u2', first_name: 'Bob', last_name: 'Worker', email: 'bob@x.test' },
        ],
      },
    }),
    ...extra,
  });
}

const listCalls = (api: ReturnType<typeof mockApi>) => api.callsTo('GET', '/tasks');
const lastList = (api: ReturnType<typeof mockApi>) => listCalls(api).at(-1)?.query;

async function openTasks() {
  renderArea(App, '/dashboard/my-tasks?space=s-1');
  return screen.findByRole('table', { name: 'Tasks' }, slow);
}

/** The area as the shell mounts it for a plan with calling. */
function WithCalling() {
  return (
    <PlanFeaturesProvider value={['calling']}>
      <App />
    </PlanFeaturesProvider>
  );
}

setUpInboxPageTests();

describe('Dashboard › My tasks', () => {
  it('shows the summary counters and the spec’s columns, with overdue due dates highlighted', async () => {
    tasksApi();
    const table = await openTasks();
    expect((await screen.findByTestId('summary-open')).textContent).toBe('7');
    expect(screen.getByTestId('summary-overdue').textContent).toBe('2');
    expect(screen.getByTestId('summary-dueToday').textContent).toBe('1');
    expect(screen.getByTestId('summary-doneThisWeek').textContent).toBe('4');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent?.replace(/[↑↓]/g, '').trim());
    expect(headers).toEqual([
      'Done',
      'Type',
      'Task',
      'Prospect',
      'Created',
      'Due date',
      'Priority',
      'Status',
      'Assignee',
      'Account',
      'Campaign',
      '',
    ]);
    const [, lateRow, soonRow] = within(table).getAllByRole('row');
    expect(within(lateRow as HTMLElement).getByText('Urgent')).toBeTruthy();
    expect(within(lateRow as HTMLElement).getByText('Call')).toBeTruthy();
    expect(
      within(lateRow as HTMLElement)
        .getByRole('link', { name: 'Pat t1' })
        .getAttribute('href'),
    ).toBe('/profiles/p-t1?space=s-1'); // the sdk's Link carries the workspace (platform §4)
    expect((lateRow as HTMLElement).querySelector('[data-overdue="true"]')?.textContent).toContain('Overdue');
    expect((soonRow as HTMLElement).querySelector('[data-overdue="true"]')).toBeNull();
    expect(within(soonRow as HTMLElement).getByText('Medium')).toBeTruthy();
  });

  it('offers one click to call on an open call task when the plan has calling', async () => {
    tasksApi();
    const requests: OpenDialerRequest[] = [];
    const stop = onOpenDialer((request) => requests.push(request));
    renderArea(WithCalling, '/dashboard/my-tasks?space=s-1');
    const table = await screen.findByRole('table', { name: 'Tasks' }, slow);
    const [, callRow, manualRow] = within(table).getAllByRole('row');
    expect(within(manualRow as HTMLElement).queryByRole('button', { name: /^Call / })).toBeNull();
    fireEvent.click(within(callRow as HTMLElement).getByRole('button', { name: 'Call Pat t1' }));
    expect(requests).toEqual([{ to: '+1 555 0100', prospectId: 'p-t1' }]);
    stop();
  });

  it('shows no Call button without the calling feature', async () => {
    tasksApi();
    const table = await openTasks();
    expect(within(table).queryByRole('button', { name: /^Call / })).toBeNull();
  });

  it('asks for open tasks by due date first, then sends each filter and sort in the query', async () => {
    const api = tasksApi();
    await openTasks();
    expect(Object.fromEntries(lastList(api) ?? [])).toMatchObject({
      status: 'open',
      assignee: 'all',
      due: 'all',
      sort: 'due_at',
      order: 'asc',
      offset: '0',
      limit: '25',
    });
    expect(lastList(api)?.has('priority')).toBe(false);

    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'done' } });
    await waitFor(() => expect(lastList(api)?.get('status')).toBe('done'));
    fireEvent.change(screen.getByLabelText('Assignee'), { target: { value: 'me' } });
    await waitFor(() => expect(lastList(api)?.get('assignee')).toBe('me'));
    fireEvent.change(screen.getByLabelText('Priority'), { target: { value: '500' } });
    await waitFor(() => expect(lastList(api)?.get('priority')).toBe('500'));
    fireEvent.change(screen.getByLabelText('Due'), { target: { value: 'overdue' } });
    await waitFor(() => expect(lastList(api)?.get('due')).toBe('overdue'));

    fireEvent.click(screen.getByRole('button', { name: /^Priority/ }));
    await waitFor(() => expect(lastList(api)?.get('sort')).toBe('priority'));
    expect(lastList(api)?.get('order')).toBe('desc');
    fireEvent.click(screen.getByRole('button', { name: /^Priority/ }));
    await waitFor(() => expect(lastList(api)?.get('order')).toBe('asc'));
    expect(Object.fromEntries(lastList(api) ?? [])).toMatchObject({
      status: 'done',
      assignee: 'me',
      priority: '500',
      due: 'overdue',
    });
  });

  it('pages 25 at a time', async () => {
    const api = tasksApi();
    await openTasks();
    expect(screen.getByText('1–2 of 30')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(lastList(api)?.get('offset')).toBe('25'));
  });

  it('marks a task done with a PATCH and refreshes the counters', async () => {
    const api = tasksApi();
    await openTasks();
    await screen.findByTestId('summary-open');
    const summaries = api.callsTo('GET', '/tasks/summary').length;
    fireEvent.click(screen.getByRole('checkbox', { name: 'Mark "Call t1" as done' }));
    await waitFor(() => expect(api.callsTo('PATCH', '/tasks/t1')).toHaveLength(1));
    expect(api.callsTo('PATCH', '/tasks/t1')[0]?.body).toEqual({ status: 'done' });
    await waitFor(() => expect(api.callsTo('GET', '/tasks/summary').length).toBeGreaterThan(summaries));
  });

  it('cancels a campaign task and deletes a task made by hand from the row menu', async () => {
    const api = tasksApi();
    await openTasks();
    fireEvent.click(screen.getByRole('button', { name: 'Actions for "Call t1"' }));
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel task' }));
    await waitFor(() => expect(api.callsTo('PATCH', '/tasks/t1')[0]?.body).toEqual({ status: 'canceled' }));

    fireEvent.click(screen.getByRole('button', { name: 'Actions for "Send proposal"' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.callsTo('DELETE', '/tasks/t2')).toHaveLength(1));
  });

  it('edits a task in the modal, the assignee picked from the workspace members', async () => {
    const api = tasksApi();
    await openTasks();
    fireEvent.click(screen.getByRole('button', { name: 'Actions for "Send proposal"' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit task' });
    expect((within(dialog).getByLabelText('Name') as HTMLInputElement).value).toBe('Send proposal');
    await within(dialog).findByRole('option', { name: 'Bob Worker' });
    fireEvent.change(within(dialog).getByLabelText('Assignee'), { target: { value: 'u2' } });
    fireEvent.change(within(dialog).getByLabelText('Priority'), { target: { value: '400' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PATCH', '/tasks/t2')).toHaveLength(1));
    expect(api.callsTo('PATCH', '/tasks/t2')[0]?.body).toMatchObject({
      name: 'Send proposal',
      priority: 400,
      assignee_id: 'u2',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('validates the new task form before sending, then creates the task', async () => {
    const api = tasksApi();
    await openTasks();
    fireEvent.click(screen.getByRole('button', { name: 'New task' }));
    const dialog = await screen.findByRole('dialog', { name: 'New task' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create task' }));
    expect(await within(dialog).findByText('Fill this field')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'x'.repeat(101) } });
    // react-hook-form checks a changed field asynchronously.
    expect(await within(dialog).findByText('At most 100 characters')).toBeTruthy();
    expect(api.callsTo('POST', '/tasks')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: '  Book a demo ' } });
    fireEvent.change(within(dialog).getByLabelText('Priority'), { target: { value: '500' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create task' }));
    await waitFor(() => expect(api.callsTo('POST', '/tasks')).toHaveLength(1));
    expect(api.callsTo('POST', '/tasks')[0]?.body).toEqual({
      name: 'Book a demo',
      info: '',
      due_at: null,
      priority: 500,
      assignee_id: null,
    });
  });

  it('shows the API’s message when saving fails', async () => {
    tasksApi(undefined, {
      'POST /tasks': () => ({ error: 'assignee_id: The assignee must be a member of this workspace' }),
    });
    await openTasks();
    fireEvent.click(screen.getByRole('button', { name: 'New task' }));
    const dialog = await screen.findByRole('dialog', { name: 'New task' });
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Call back' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create task' }));
    expect(
      await within(dialog).findByText('assignee_id: The assignee must be a member of this workspace'),
    ).toBeTruthy();
  });

  it('leaves the task table to its own tab', async () => {
    tasksApi([], { 'GET /dashboard/activity': () => ({ payload: { items: [], has_more: false } }) });
    renderArea(App, '/dashboard/activity?space=s-1');
    expect(await screen.findByText('No activity yet', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
