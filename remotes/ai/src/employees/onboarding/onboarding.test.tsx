import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { seedSession } from '@outreach/sdk';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderArea, setUpAreaPageTests, Location } from '../../../../test-support';
import App from '../../expose/App';
import { aiLocales } from '../../i18n';
import { employeesApi } from '../employees.test-support';
import { fakeProfiles, shuffled } from './fake-profiles';
import {
  clearOnboarding,
  isOnboardingSkipped,
  onboardingStorageKeys,
  readOnboardingState,
  readPredefinedSettings,
  saveOnboardingState,
  setOnboardingSkipped,
} from './onboarding-storage';
import { ResumeOnboardingDialog } from './ResumeOnboardingDialog';
import { useStartCreating } from './useStartCreating';

/** A button that starts creating; the builder it would open is a mark in local storage. */
function Starter() {
  const creating = useStartCreating(() => localStorage.setItem('builder-opened', 'yes'));
  return (
    <>
      <button type="button" onClick={creating.start}>
        start
      </button>
      {creating.element}
    </>
  );
}

setUpAreaPageTests(aiLocales);
beforeEach(() => {
  localStorage.clear();
  seedSession({ token: 'token-1', space: 'space-1', selectedCredentialId: null, locale: 'en' });
});

const research = (status: 'pending' | 'done') => ({
  _id: 'research-1',
  host_name: 'acme.test',
  research_objective: 'Book demos with CTOs',
  status,
  summary: status === 'done' ? 'Acme builds hiring software.' : null,
  value_proposition: status === 'done' ? 'Hire in half the time' : null,
  audience: status === 'done' ? 'Recruiters' : null,
  products: status === 'done' ? ['Acme ATS'] : [],
  proof_points: [],
  facts: [],
  sources: status === 'done' ? ['https://acme.test/', 'https://acme.test/about'] : [],
  error: null,
  user_id: 'user-1',
  created_at: '2026-12-04T10:00:00.000Z',
  finished_at: null,
});
const predefined = {
  research_id: 'research-1',
  host_name: 'acme.test',
  employee_settings: {
    objective: {
      problem: 'Slow hiring',
      solution: 'Acme ATS',
      contact_reason: 'Growth',
      language: 'english',
      tone: 'professional',
    },
    cases: [],
    free_value: [],
    faq: [],
  },
};

describe('the AI Employee onboarding (spec ai-telephony §2, §9 Local storage)', () => {
  it('asks the objective and the site, starts the research and shows its progress, saving each step', async () => {
    const api = employeesApi([], {
      'POST /ai/company_researches': () => ({
        payload: { remaining_attempts: 4, company_researches: [research('pending')] },
      }),
      'GET /ai/company_researches': () => ({
        payload: { remaining_attempts: 4, company_researches: [research('pending')] },
      }),
    });
    renderArea(App, '/onboarding/ai-employee/objective');
    fireEvent.change(await screen.findByRole('textbox', { name: 'What should your AI Employee achieve?' }), {
      target: { value: 'Book demos with CTOs' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.change(await screen.findByRole('textbox', { name: "Your company's website" }), {
      target: { value: 'acme.test' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Research my company' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/onboarding/ai-employee/company-searching'),
    );
    expect(api.callsTo('POST', '/ai/company_researches')[0]?.body).toEqual({
      host_name: 'acme.test',
      research_objective: 'Book demos with CTOs',
    });
    expect(await screen.findByText('Reading acme.test and summarising it for your objective…')).toBeTruthy();
    expect(readOnboardingState()).toMatchObject({ step: 'company-searching', research_id: 'research-1' });
  });

  it('moves from a done research to its overview, and opens the builder prefilled from load_from_company', async () => {
    saveOnboardingState({
      step: 'company-searching',
      research_objective: 'Book demos with CTOs',
      host_name: 'acme.test',
      research_id: 'research-1',
    });
    employeesApi([], {
      'GET /ai/company_researches': () => ({
        payload: { remaining_attempts: 4, company_researches: [research('done')] },
      }),
      'GET /employees/load_from_company': () => ({ payload: predefined }),
    });
    renderArea(App, '/onboarding/ai-employee/company-searching');
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/onboarding/ai-employee/company-overview'),
    );
    expect(await screen.findByText('Hire in half the time')).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Language' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Create AI Employee' }));
    const builder = await screen.findByRole('dialog', { name: 'New AI Employee' });
    expect(readPredefinedSettings()).toEqual(predefined);
    fireEvent.click(within(builder).getByRole('button', { name: /Objective/ }));
    // Targeting has no job title yet: the jump is refused, the objective waits prefilled behind it.
    expect(within(builder).getByRole('alert').textContent).toBe('Please fill all required fields.');
  });

  it('skipping the onboarding remembers it and opens the builder', async () => {
    employeesApi();
    renderArea(App, '/onboarding/ai-employee/intro');
    expect(await screen.findAllByRole('listitem')).toHaveLength(8);
    fireEvent.click(screen.getByRole('button', { name: 'Skip and set up by hand' }));
    expect(await screen.findByRole('dialog', { name: 'New AI Employee' })).toBeTruthy();
    expect(isOnboardingSkipped()).toBe(true);
  });

  it('a saved onboarding asks "Do you want to create AI Employee?": Create resumes, Cancel clears', async () => {
    saveOnboardingState({
      step: 'company-search',
      research_objective: 'Demos',
      host_name: '',
      research_id: null,
    });
    const view = render(
      <MemoryRouter>
        <ResumeOnboardingDialog />
        <Location />
      </MemoryRouter>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Do you want to create AI Employee?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(screen.getByTestId('location').textContent).toBe('/onboarding/ai-employee/company-search');
    view.unmount();
    render(
      <MemoryRouter>
        <ResumeOnboardingDialog />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(localStorage.getItem(onboardingStorageKeys.state)).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows no popup for an onboarding that never left its intro, nor for a stored value of another shape', () => {
    saveOnboardingState({ step: 'intro', research_objective: '', host_name: '', research_id: null });
    render(
      <MemoryRouter>
        <ResumeOnboardingDialog />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    localStorage.setItem(onboardingStorageKeys.state, '{"step":"elsewhere"}');
    expect(readOnboardingState()).toBeNull();
    clearOnboarding();
    expect(readPredefinedSettings()).toBeNull();
  });

  it('Get started opens the onboarding, or the builder for someone who skipped it', async () => {
    employeesApi();
    const renderStarter = () =>
      render(
        <QueryClientProvider client={new QueryClient()}>
          <MemoryRouter>
            <Starter />
            <Location />
          </MemoryRouter>
        </QueryClientProvider>,
      );
    const view = renderStarter();
    fireEvent.click(screen.getByRole('button', { name: 'start' }));
    const intro = screen.getByRole('dialog', { name: 'AI Employees' });
    expect(intro.outerHTML).toContain('900');
    expect(intro.outerHTML).toContain('635');
    fireEvent.click(within(intro).getByRole('button', { name: 'Learn more' }));
    expect(within(intro).getAllByRole('heading', { level: 3 })).toHaveLength(4);
    fireEvent.click(within(intro).getByRole('button', { name: 'Get started' }));
    expect(screen.getByTestId('location').textContent).toBe('/onboarding/ai-employee/intro');
    view.unmount();
    setOnboardingSkipped(true);
    renderStarter();
    fireEvent.click(screen.getByRole('button', { name: 'start' }));
    fireEvent.click(screen.getByRole('button', { name: 'Learn more' }));
    fireEvent.click(screen.getByRole('button', { name: 'Get started' }));
    expect(localStorage.getItem('builder-opened')).toBe('yes');
    expect(screen.getByTestId('location').textContent).toBe('/');
  });

  it('decorates with 8 profiles paired with shuffled job titles and states', () => {
    let seed = 1;
    const random = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    const list = fakeProfiles(random);
    expect(list).toHaveLength(8);
    expect(new Set(list.map((profile) => profile.jobTitle)).size).toBe(8);
    expect(new Set(list.map((profile) => profile.state)).size).toBe(8);
    expect(shuffled([1, 2, 3, 4], () => 0)).toEqual([2, 3, 4, 1]);
  });
});
