import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { api, browserForFile } from './browser';
import {
  demoSenderForFile,
  importSandboxProspects,
  openNewCampaign,
  startFromMyCampaigns,
} from './campaigns';

const baseUrl = inject('baseUrl');
const browser = browserForFile();
const demo = demoSenderForFile(baseUrl, 'rita.reports@sandbox.reachly.io');

/** The reporting series and the words the KPI cards and the Stats tab show them with (English). */
const series: Record<string, string> = {
  request_sent: 'Requests sent',
  new_accepted: 'Accepted',
  messages_sent: 'Messages sent',
  emails_sent: 'Emails sent',
  new_replied: 'Replied',
  viewed_profiles: 'Profiles viewed',
  followed_profiles: 'Profiles followed',
};

/** The KPI cards' figures on /reports, by series. */
async function kpiFigures(page: Page): Promise<Record<string, number>> {
  const kpis = page.getByRole('list', { name: 'Totals' });
  await kpis.waitFor({ timeout: 30_000 });
  const figures: Record<string, number> = {};
  for (const [name, label] of Object.entries(series)) {
    const value = await kpis
      .locator('li.report-kpi', {
        has: page.locator('.report-kpi__label', { hasText: new RegExp(`^${label}$`) }),
      })
      .locator('.report-kpi__value')
      .textContent();
    figures[name] = Number((value ?? '').replace(/\D/g, ''));
  }
  return figures;
}

/** The campaign's totals per series as the API reports them (the figures the pages must show). */
async function rateTotals(campaignId: string): Promise<Record<string, number>> {
  const { totals } = await api<{ totals: Record<string, number> }>(
    baseUrl,
    demo.token,
    'GET',
    `/workflows/${campaignId}/rates`,
  );
  return totals;
}

describe('reports', () => {
  it("shows a campaign's activity with the same totals as its Stats tab, and the dashboard opens", async () => {
    const name = `E2E reports ${Date.now()}`;
    const page = await openNewCampaign(browser(), baseUrl, { name, sender: 'Rita Reports' });
    await page.getByRole('button', { name: 'Add View profile' }).click();
    await page.getByRole('button', { name: 'Add Send connection request' }).click();
    await page.getByRole('region', { name: 'Step 2' }).getByLabel('Follow-up').selectOption('sameDay');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL(/\/campaign\/edit\/[0-9a-f-]{36}/, { timeout: 15_000 });
    const id = /\/campaign\/edit\/([0-9a-f-]{36})/.exec(page.url())?.[1] ?? '';
    await importSandboxProspects(page, id, 3);
    await startFromMyCampaigns(page, baseUrl, demo.token, { id, name });

    // The engine views the profiles and sends the invitations; then the campaign is paused so the figures hold still.
    await expect
      .poll(
        async () => {
          const totals = await rateTotals(id);
          return (totals.viewed_profiles ?? 0) > 0 && (totals.request_sent ?? 0) > 0;
        },
        { timeout: 60_000, interval: 1000 },
      )
      .toBe(true);
    await api(baseUrl, demo.token, 'POST', `/workflows/${id}/update_status`, { status: 'paused' });

    // The campaign's report over the last 7 days (it began today) against its Stats tab, same figures.
    await expect
      .poll(
        async () => {
          const totals = await rateTotals(id);
          await page.goto(`${baseUrl}/reports?period=7&workflow_id=${id}`);
          const figures = await kpiFigures(page);
          return Object.keys(series).every((name) => figures[name] === (totals[name] ?? 0));
        },
        { timeout: 30_000, interval: 2000 },
      )
      .toBe(true);
    const figures = await kpiFigures(page);
    expect(figures.viewed_profiles).toBeGreaterThan(0);
    expect(await page.getByLabel('Campaign', { exact: true }).inputValue()).toBe(id);

    await page.goto(`${baseUrl}/campaign/edit/${id}/stats`);
    const tile = (name: string) => page.locator(`li[data-series="${name}"] .campaign-tiles__value`);
    await tile('viewed_profiles').waitFor({ timeout: 30_000 });
    for (const name of Object.keys(series))
      expect(Number(await tile(name).textContent())).toBe(figures[name]);

    // The dashboard: today's numbers count the same invitations; the activity feed lists the workspace's events.
    await page.goto(`${baseUrl}/dashboard/my-dashboard`);
    const today = page.getByRole('list', { name: 'Today' });
    await today.waitFor({ timeout: 30_000 });
    const invitations = await today
      .locator('li.report-kpi', { has: page.locator('.report-kpi__label', { hasText: /^Requests sent$/ }) })
      .locator('.report-kpi__value')
      .textContent();
    expect(Number((invitations ?? '').replace(/\D/g, ''))).toBeGreaterThanOrEqual(figures.request_sent ?? 0);
    await page.getByRole('tab', { name: 'Activity' }).click();
    await page
      .getByRole('list', { name: 'Activity feed' })
      .or(page.getByText('No activity yet'))
      .first()
      .waitFor({
        timeout: 30_000,
      });
    await page.context().close();
  });
});
