/**
 * Where users reach the AI features (issue 28), in a real browser against the build: on a new Scale
 * workspace (the plan with ai_magic_campaigns), My Campaigns shows "Generate with AI" (the ai
 * remote's module, loaded by the campaigns remote through the page's federation runtime); it asks
 * for one LinkedIn campaign, the Create Outreach Campaigns modal shows its placeholder and then the
 * built campaign with "Review campaign", and the campaign is in the list. /integrations shows the
 * Calendly card (the ai remote's, inside the inbox remote's catalogue): not connected, Connect
 * through the scheduling sandbox in a new tab, then "Connected as" the owner, and its settings link.
 */
import { describe, expect, inject, it } from 'vitest';
import { api, browserForFile } from './browser';
import { openSignedUp, signUpPaidWithSender } from './sign-up';

const baseUrl = inject('baseUrl');
const browser = browserForFile();

interface WorkflowsPage {
  items: { _id: string; name: string }[];
  total: number;
}

describe('AI entry points', () => {
  it('generates a campaign from My Campaigns and connects Calendly from /integrations', async () => {
    // A magic campaign costs 5 credits, paid from the plan's, which come with the paid invoice.
    const { owner } = await signUpPaidWithSender(baseUrl, 'AI Entry Points', {
      tier: 'scale',
      credits: 5,
      senderEmail: `ai.entry.${Date.now()}@sandbox.reachly.io`,
    });
    const page = await openSignedUp(browser(), baseUrl, '/campaigns/my-campaigns', owner.email);
    try {
      await page.getByRole('heading', { name: 'My Campaigns' }).waitFor();
      const open = page
        .locator('[data-remote="ai-generate"]')
        .getByRole('button', { name: 'Generate with AI' });
      await open.click();
      const form = page.getByRole('dialog', { name: 'Generate campaigns with AI' });
      await form.getByRole('textbox', { name: 'Objective' }).fill('Book demos with heads of sales');
      expect(await form.getByRole('checkbox', { name: 'LinkedIn', exact: true }).isChecked()).toBe(true);

      // Every text the modal ever shows, so its placeholder is seen however fast the campaign is built.
      await page.evaluate(() => {
        const seen = new Set<string>();
        (window as unknown as { seenTexts: Set<string> }).seenTexts = seen;
        new MutationObserver(() => {
          for (const item of document.querySelectorAll('[role="dialog"] li'))
            seen.add(item.textContent ?? '');
        }).observe(document.body, { childList: true, subtree: true, characterData: true });
      });
      await form.getByRole('button', { name: 'Generate', exact: true }).click();

      const modal = page.getByRole('dialog', { name: 'Create Outreach Campaigns' });
      const review = modal.getByRole('link', { name: 'Review campaign' });
      await review.waitFor();
      const seen = await page.evaluate(() => [
        ...(window as unknown as { seenTexts: Set<string> }).seenTexts,
      ]);
      expect(seen.some((text) => text.includes('Generating a campaign…'))).toBe(true);
      await modal.getByText('1 of 1 campaigns ready').waitFor();

      const listed = await api<WorkflowsPage>(baseUrl, owner.token, 'GET', '/workflows');
      expect(listed.total).toBe(1);
      const built = listed.items[0];
      expect(await review.getAttribute('href')).toMatch(new RegExp(`^/campaign/edit/${built?._id}(\\?|$)`));
      expect(await review.getAttribute('target')).toBe('_blank');
      await modal.getByText(built?.name ?? '').waitFor();
      await modal.getByRole('button', { name: 'Got it!' }).click();
      await modal.waitFor({ state: 'detached' });
      // The list was reloaded: the generated campaign is an ordinary row of it.
      await page.getByRole('link', { name: built?.name ?? '' }).waitFor();

      await page.goto(`${baseUrl}/integrations`);
      const card = page.getByRole('listitem', { name: 'Calendly' });
      await card.getByText('Not connected').waitFor();
      expect(await card.getByRole('link', { name: 'Calendly settings' }).getAttribute('href')).toContain(
        '/preferences/workspace/ai-employees',
      );
      // The scheduling sandbox's authorize page, opened in a new tab, goes straight back with a code.
      const popup = page.waitForEvent('popup');
      await card.getByRole('button', { name: 'Connect Calendly' }).click();
      await (await popup).waitForLoadState();
      await card.getByText(/^Connected as .+/).waitFor();
      expect(await card.getByRole('button', { name: 'Connect Calendly' }).count()).toBe(0);
    } finally {
      await page.context().close();
    }
  });
});
