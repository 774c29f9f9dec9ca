import { employeeMessages } from '@outreach/core/ai';
import { clearNotifications, useNotifications } from '@outreach/design-system';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithQueries, setUpAreaPageTests } from '../../../../test-support';
import { employee, employeesApi } from '../employees.test-support';
import { aiLocales } from '../../i18n';
import { draftOf, newDraft } from './builder-state';
import { EmployeeBuilder } from './EmployeeBuilder';

setUpAreaPageTests(aiLocales);
beforeEach(() => clearNotifications());

function open(props: Partial<Parameters<typeof EmployeeBuilder>[0]> = {}) {
  const onClose = vi.fn();
  const onSaved = vi.fn();
  renderWithQueries(
    <EmployeeBuilder
      initial={newDraft('user-1')}
      employee={null}
      credentialsId="cred-1"
      onClose={onClose}
      onSaved={onSaved}
      {...props}
    />,
  );
  return { onClose, onSaved };
}

const builder = () => screen.getByRole('dialog', { name: /AI Employee/ });
const button = (name: string) => within(builder()).queryByRole('button', { name });
const click = (name: string) => fireEvent.click(button(name) as HTMLElement);
const type = (label: string, value: string) =>
  fireEvent.change(within(builder()).getByRole('textbox', { name: label }), { target: { value } });
const stepTitle = (name: string) => within(builder()).getByRole('button', { name: new RegExp(name) });
const addJobTitle = (title: string) => {
  type('Job titles', title);
  fireEvent.keyDown(within(builder()).getByRole('textbox', { name: 'Job titles' }), { key: 'Enter' });
};
const fillObjective = () => {
  type('The problem you solve', 'Slow hiring');
  type('Your solution', 'Our ATS');
  type('Why you contact them', 'You are growing');
};
const alerts = () =>
  within(builder())
    .queryAllByRole('alert')
    .map((node) => node.textContent);

describe('the AI Employee builder (spec ai-telephony §2, §4 Wizard movement, §5)', () => {
  it('is the 1140x680 modal with six numbered steps, Back hidden on the first, and says the sandbox model writes', async () => {
    employeesApi();
    open();
    expect(builder().outerHTML).toContain('1140');
    expect(builder().outerHTML).toContain('680');
    const steps = within(builder()).getByRole('list', { name: 'Setup steps' });
    expect(
      within(steps)
        .getAllByRole('button')
        .map((node) => node.textContent),
    ).toEqual(['1Targeting', '2Objective', '3Case studies', '4Free value', '5Q&A', '6Settings']);
    expect(button('Back')).toBeNull();
    expect(button('Next')).not.toBeNull();
    expect(await within(builder()).findByRole('note')).toHaveProperty(
      'textContent',
      expect.stringContaining('sandbox model'),
    );
  });

  it('Next needs a job title ("Please fill all required fields."), then moves on with a check mark', async () => {
    employeesApi();
    open();
    click('Next');
    expect(alerts()).toEqual([employeeMessages.requiredFields]);
    addJobTitle('Head of Sales');
    click('Next');
    expect(alerts()).toEqual([]);
    expect(within(builder()).getByRole('heading', { name: 'Objective' })).toBeTruthy();
    expect(within(builder()).getAllByRole('img', { name: 'completed' })).toHaveLength(1);
    expect(button('Back')).not.toBeNull();
  });

  it('jumps forward only when every earlier step validates, back always', () => {
    employeesApi();
    open();
    addJobTitle('CTO');
    fireEvent.click(stepTitle('Q&A'));
    // The objective (step 2) is empty: the jump is refused with its message.
    expect(alerts()).toEqual([employeeMessages.allFields]);
    expect(within(builder()).getByRole('heading', { name: 'Targeting' })).toBeTruthy();
    click('Next');
    fillObjective();
    type('The problem you solve', 'x'.repeat(251));
    click('Next');
    expect(alerts()).toEqual([employeeMessages.fieldTooLong]);
    type('The problem you solve', 'Slow hiring');
    fireEvent.click(stepTitle('Q&A'));
    expect(within(builder()).getByRole('heading', { name: 'Q&A' })).toBeTruthy();
    fireEvent.click(stepTitle('Targeting'));
    expect(within(builder()).getByRole('heading', { name: 'Targeting' })).toBeTruthy();
  });

  it('checks case studies (all fields but a switched-off link) and Q&A, dropping incomplete items when leaving back', () => {
    employeesApi();
    open();
    addJobTitle('CTO');
    click('Next');
    fillObjective();
    click('Next');
    click('Add a case study (up to 3)');
    type('For whom', 'Acme');
    type('Their problem', 'Churn');
    type('How you solved it', 'Onboarding');
    click('Next');
    expect(alerts()).toEqual([employeeMessages.allFields]);
    fireEvent.click(within(builder()).getByRole('switch', { name: 'Add a link' }));
    click('Next');
    expect(within(builder()).getByRole('heading', { name: 'Free value' })).toBeTruthy();
    click('Next');
    click('Add a question (up to 20)');
    type('Question', 'Price?');
    click('Next');
    expect(alerts()).toEqual([employeeMessages.faqFields]);
    type('Answer', 'a'.repeat(251));
    click('Next');
    expect(alerts()).toEqual([employeeMessages.answerTooLong]);
    type('Answer', '');
    click('Back');
    click('Next');
    expect(within(builder()).queryByRole('textbox', { name: 'Question' })).toBeNull();
  });

  it('the profile carousel wraps around both ways', async () => {
    employeesApi();
    open();
    expect(await within(builder()).findByTestId('profile-name')).toHaveProperty(
      'textContent',
      'Ava Mitchell',
    );
    click('Previous profile');
    expect(within(builder()).getByTestId('profile-name').textContent).toBe('Cleo Park');
    click('Next profile');
    click('Next profile');
    expect(within(builder()).getByTestId('profile-name').textContent).toBe('Ben Ortiz');
  });

  it('asks before aborting: Cancel keeps the builder, Confirm closes it', () => {
    employeesApi();
    const { onClose } = open();
    click('Close');
    const confirm = screen.getByRole('dialog', {
      name: 'Are your sure you want to abort AI Employee setup?',
    });
    expect(confirm.textContent).toContain('All progress will be lost.');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(onClose).not.toHaveBeenCalled();
    click('Close');
    fireEvent.click(
      within(screen.getByRole('dialog', { name: /abort/ })).getByRole('button', { name: 'Confirm' }),
    );
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('settings: "setup" only once scheduling is connected, the follow-up slider off with follow-up, and the §3 save payload', async () => {
    const api = employeesApi();
    const { onSaved } = open({
      initial: { ...draftOf(employee()), profile: null, calendly_user: null, calendly_event: null },
    });
    await within(builder()).findByTestId('profile-name');
    fireEvent.click(stepTitle('Settings'));
    expect(within(builder()).getByRole('heading', { name: 'Settings' })).toBeTruthy();
    expect(button('Next')).toBeNull();
    expect(button('Setup')).toBeNull();
    const slider = within(builder()).getByRole('slider', { name: /3 follow-ups/ }) as HTMLInputElement;
    expect(slider.min).toBe('1');
    expect(slider.max).toBe('5');
    fireEvent.click(within(builder()).getByRole('switch', { name: 'Follow up' }));
    expect(slider.disabled).toBe(true);
    fireEvent.click(within(builder()).getByRole('switch', { name: 'Follow up' }));
    const user = await within(builder()).findByRole('combobox', { name: 'User' });
    expect(button('Setup')).toBeNull();
    // Choosing the user selects its first event type (§4 Scheduling connection).
    fireEvent.change(user, { target: { value: 'user-1' } });
    await waitFor(() => expect(button('Setup')).not.toBeNull());
    await waitFor(() =>
      expect(
        (within(builder()).getByRole('combobox', { name: 'Event Type' }) as HTMLSelectElement).value,
      ).toBe('event-1'),
    );
    click('Setup');
    await waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
    expect(api.callsTo('POST', '/employees')[0]?.body).toEqual({
      credentials_id: 'cred-1',
      profile: 'ava',
      calendly_event: 'event-1',
      calendly_user: 'user-1',
      messaging_settings: {
        mode: 'manual',
        manual_settings: { follow_up: 'days_0', assignee: 'user-1', priority: 100 },
        is_follow_up_enabled: true,
        number_of_follow_ups: 3,
        daily_cap: 50,
      },
      employee_settings: {
        objective: {
          problem: 'Slow hiring',
          solution: 'Our ATS',
          contact_reason: 'Growth',
          language: 'french',
          tone: 'casual',
        },
        cases: [],
        free_value: [],
        faq: [{ question: 'Price?', answer: 'Ask sales' }],
      },
      targeting: {
        settings: {
          job_title: [{ name: 'CTO', value: 'CTO' }],
          country: [{ name: 'United States', value: 'United States' }],
          state: [],
          industry: [],
          employee_count: [],
          is_extend: false,
        },
      },
      generate_campaigns: { linkedin: 2, email: 1, linkedin_email: 1, linkedin_email_dialer: 1 },
    });
    expect(useNotifications.getState().notifications.map((entry) => entry.title)).toEqual([
      'AI Employee Ava Mitchell has been created.',
    ]);
  });

  it('updates an employee with PATCH and "update", without campaigns', async () => {
    const api = employeesApi();
    const { onSaved } = open({ initial: draftOf(employee()), employee: employee() });
    fireEvent.click(stepTitle('Settings'));
    click('Update');
    await waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
    const body = api.callsTo('PATCH', '/employees/emp-1')[0]?.body as Record<string, unknown>;
    expect(body.generate_campaigns).toBeUndefined();
    expect(body.credentials_id).toBeUndefined();
    expect(useNotifications.getState().notifications.map((entry) => entry.title)).toEqual([
      'AI Employee Ava Mitchell has been updated.',
    ]);
  });
});
