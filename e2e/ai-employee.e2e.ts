/**
 * The AI Employee screens in a real browser (issue 28): a new Unlimited workspace (the plan with
 * ai_employee_messages) with a connected account opens Preferences › AI employees, sees the
 * sandbox notice, goes through the intro modal to the onboarding, skips it (remembered locally),
 * builds an employee step by step (targeting, objective, case studies, free value, Q&A, settings:
 * Calendly connected through the scheduling sandbox in a new tab, its user and event chosen),
 * closes the Create Outreach Campaigns modal that the default magic campaigns open, and finds the
 * employee listed. The onboarding's company research of a site served locally is e2e/ai-walk.e2e.ts's.
 */
import { describe, expect, inject, it } from 'vitest';
import { api, browserForFile } from './browser';
import { openSignedUp, signUpPaidWithSender } from './sign-up';

const baseUrl = inject('baseUrl');
const browser = browserForFile();

interface EmployeesPage {
  items: { name: string; calendly_event: string | null; messaging_settings: { mode: string } }[];
  total: number;
}

describe('AI Employees', () => {
  it('builds an employee from the preferences page after skipping the onboarding', async () => {
    // The default magic campaigns are paid from the plan's credits, which come with the invoice.
    const { owner } = await signUpPaidWithSender(baseUrl, 'AI Employee', {
      tier: 'unlimited',
      credits: 25,
      senderEmail: `ai.employee.${Date.now()}@sandbox.reachly.io`,
    });
    const page = await openSignedUp(browser(), baseUrl, '/preferences/workspace/ai-employees', owner.email);
    try {
      await page.getByRole('heading', { name: 'No AI Employees yet' }).waitFor();
      await page.getByText('The sandbox model is in use').waitFor();
      await page.getByRole('button', { name: 'Create AI Employee' }).click();
      const intro = page.getByRole('dialog', { name: 'AI Employees' });
      await intro.getByRole('button', { name: 'Learn more' }).click();
      await intro.getByRole('button', { name: 'Get started' }).click();
      await page.waitForURL(/\/onboarding\/ai-employee\/intro/);
      await page.getByText('Step 1 of 5: Introduction').waitFor();
      await page.getByRole('button', { name: 'Skip and set up by hand' }).click();
      expect(await page.evaluate(() => localStorage.getItem('ai_employee_onboarding_skipped'))).toBe('true');

      const builder = page.getByRole('dialog', { name: 'New AI Employee' });
      const next = () => builder.getByRole('button', { name: 'Next', exact: true }).click();
      await builder.getByRole('button', { name: 'Next', exact: true }).click();
      await builder.getByText('Please fill all required fields.').waitFor();
      await builder.getByRole('textbox', { name: 'Job titles' }).fill('Head of Sales');
      await builder.getByRole('textbox', { name: 'Job titles' }).press('Enter');
      await next();
      await builder.getByRole('textbox', { name: 'The problem you solve' }).fill('Hiring takes months');
      await builder.getByRole('textbox', { name: 'Your solution' }).fill('An applicant tracking system');
      await builder.getByRole('textbox', { name: 'Why you contact them' }).fill('Your team is growing');
      await next();
      await next();
      await next();
      await builder.getByRole('button', { name: 'Add a question (up to 20)' }).click();
      await builder.getByRole('textbox', { name: 'Question' }).fill('What does it cost?');
      await builder.getByRole('textbox', { name: 'Answer' }).fill('A person from sales will answer.');
      await next();
      await builder.getByRole('heading', { name: 'Settings' }).waitFor();
      // Calendly through the scheduling sandbox: its authorize page, opened in a new tab, goes
      // straight back with a code; the block waits for the token and chooses the user and event.
      const popup = page.waitForEvent('popup');
      await builder.getByRole('button', { name: 'Connect Calendly' }).click();
      await (await popup).waitForLoadState();
      const user = builder.getByRole('combobox', { name: 'User' });
      await user.locator('option:not([value=""])').first().waitFor({ state: 'attached' });
      const userId = await user.locator('option:not([value=""])').first().getAttribute('value');
      await user.selectOption(userId ?? '');
      await builder.getByRole('button', { name: 'Setup' }).click();
      await page.getByText(/^AI Employee .+ has been created\.$/).waitFor();
      await builder.waitFor({ state: 'detached' });
      // The default magic campaigns were asked for: their modal shows them arrive; Got it! closes it.
      const campaigns = page.getByRole('dialog', { name: 'Create Outreach Campaigns' });
      await campaigns.getByRole('button', { name: 'Got it!' }).click();
      await campaigns.waitFor({ state: 'detached' });

      const listed = await api<EmployeesPage>(baseUrl, owner.token, 'GET', '/employees');
      expect(listed.total).toBe(1);
      expect(listed.items[0]?.calendly_event).not.toBeNull();
      expect(listed.items[0]?.messaging_settings.mode).toBe('manual');
      await page
        .getByRole('table')
        .getByText(listed.items[0]?.name ?? '')
        .first()
        .waitFor();
    } finally {
      await page.context().close();
    }
  });
});
