import { seedSession } from '@outreach/sdk';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderWithQueries, setUpAreaPageTests } from '../../../../test-support';
import { aiLocales } from '../../i18n';
import type { Statistics } from '../employees-api';
import { employee, employeesApi } from '../employees.test-support';
import { EmployeesPreferences } from './EmployeesPreferences';
import { sumSeries } from './statistics-series';

setUpAreaPageTests(aiLocales);
// The page loads its chart (recharts) lazily: loaded once here, so a test waits for data, not modules.
beforeAll(async () => {
  await import('./EmployeeStatistics');
});
beforeEach(() => {
  localStorage.clear();
  seedSession({ token: 'token-1', space: 'space-1', selectedCredentialId: null, locale: 'en' });
});

const day = (date: string, emails: number) => ({
  day: date,
  emails_sent: emails,
  messages_sent: 1,
  replies: 0,
  meetings_booked: 0,
});
const totals = { emails_sent: 0, messages_sent: 0, replies: 0, meetings_booked: 0 };
const statistics: Statistics = {
  from: '2026-12-03',
  to: '2026-12-04',
  employees: [
    { id: 'emp-1', series: [day('2026-12-03', 2), day('2026-12-04', 3)], totals },
    { id: 'emp-2', series: [day('2026-12-03', 1), day('2026-12-04', 0)], totals },
  ],
};
const credentials = [
  {
    _id: 'cred-1',
    full_name: 'Dana Sender',
    first_name: 'Dana',
    last_name: 'Sender',
    username: 'dana@x.test',
  },
  { _id: 'cred-2', full_name: 'Eli Caller', first_name: 'Eli', last_name: 'Caller', username: 'eli@x.test' },
];

function show(
  canManage: boolean,
  items = [employee(), employee({ id: 'emp-2', name: 'Ben Ortiz', bindings: [] })],
) {
  const api = employeesApi(items, {
    'GET /employees/statistics': () => ({ payload: statistics }),
    'GET /credentials/fetch': () => ({ payload: credentials }),
    'POST /employees/bind': () => ({ payload: {} }),
    'POST /employees/disable': () => ({ payload: {} }),
    'DELETE /employees/*': () => ({ payload: { id: 'emp-2' } }),
  });
  renderWithQueries(
    <MemoryRouter>
      <EmployeesPreferences canManage={canManage} />
    </MemoryRouter>,
  );
  return api;
}

describe('the workspace AI Employees page (spec ai-telephony §2, §6)', () => {
  it('lists the employees with their accounts, the sandbox notice and the statistics per series', async () => {
    const api = show(true);
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByRole('note').textContent).toContain('sandbox model');
    expect(api.callsTo('GET', '/employees')[0]?.query.get('offset')).toBe('0');
    expect(await screen.findByTestId('total-emails_sent')).toHaveProperty('textContent', '6');
    expect(screen.getByTestId('total-messages_sent').textContent).toBe('4');
    expect(api.callsTo('GET', '/employees/statistics')[0]?.query.get('employees')).toBe('["emp-1","emp-2"]');
  });

  it('admins bind, disable and delete; members only read', async () => {
    const api = show(true);
    const rows = within(await screen.findByRole('table')).getAllByRole('row');
    const ben = rows[2] as HTMLElement;
    // The first row names its account by the credential's name.
    expect(await within(rows[1] as HTMLElement).findByText(/Dana Sender/)).toBeTruthy();
    fireEvent.change(within(ben).getByRole('combobox', { name: 'Account' }), { target: { value: 'cred-2' } });
    fireEvent.click(within(ben).getByRole('button', { name: 'Bind' }));
    await waitFor(() => expect(api.callsTo('POST', '/employees/bind')).toHaveLength(1));
    expect(api.callsTo('POST', '/employees/bind')[0]?.body).toEqual({
      credentials_id: 'cred-2',
      profile_id: 'ava',
      employee_id: 'emp-2',
    });
    fireEvent.click(within(rows[1] as HTMLElement).getByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(api.callsTo('POST', '/employees/disable')).toHaveLength(1));
    fireEvent.click(within(ben).getByRole('button', { name: 'Delete' }));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Delete Ben Ortiz?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await waitFor(() => expect(api.callsTo('DELETE', '/employees/emp-2')).toHaveLength(1));
  });

  it('members see no create, edit, bind or delete', async () => {
    show(false);
    await screen.findByRole('table');
    for (const name of ['Create AI Employee', 'Edit', 'Delete', 'Bind', 'Unbind', 'Disable'])
      expect(screen.queryByRole('button', { name })).toBeNull();
  });

  it('Edit opens the builder on the employee', async () => {
    show(true);
    const rows = within(await screen.findByRole('table')).getAllByRole('row');
    fireEvent.click(within(rows[1] as HTMLElement).getByRole('button', { name: 'Edit' }));
    expect(await screen.findByRole('dialog', { name: 'Edit AI Employee' })).toBeTruthy();
  });

  it('adds the series of every employee up per day', () => {
    expect(
      sumSeries(statistics).map((total) => [total.date, total.emails_sent, total.messages_sent]),
    ).toEqual([
      ['2026-12-03', 3, 2],
      ['2026-12-04', 3, 2],
    ]);
  });
});
