import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { api, apiSignIn, closeNotifications, openSignedIn } from './browser';

/** What the browser tests of campaigns do the same way: senders, prospect files, the import and the start. */

export interface SandboxSender {
  _id: string;
  username: string;
}

/**
 * A connected sandbox account of its own (the demo campaign keeps the demo sender busy), working
 * around the clock; `username` chooses its name and behaviour (docs/sandbox-network.md).
 */
export function createSandboxSender(
  baseUrl: string,
  token: string,
  username: string,
): Promise<SandboxSender> {
  return api<SandboxSender>(baseUrl, token, 'POST', '/credentials/create', {
    username,
    password: 'correct-password',
    automation_type: 'cloud',
    country_code: 'US',
    timezone: 'UTC',
    work_hours_start: 0,
    work_hours_end: 24,
  });
}

/**
 * A sandbox sender `username` of the demo workspace for the file's tests: created before them with
 * the demo owner's token, deleted after them (the demo workspace's seats are shared by the browser
 * tests: its seat is given back). Call once at the top of an e2e file; read `token` and `sender`
 * inside a test or hook.
 */
export function demoSenderForFile(
  baseUrl: string,
  username: string,
): { readonly token: string; readonly sender: SandboxSender } {
  let token: string | undefined;
  let sender: SandboxSender | undefined;
  beforeAll(async () => {
    token = await apiSignIn(baseUrl);
    sender = await createSandboxSender(baseUrl, token, username);
  });
  afterAll(async () => {
    if (token && sender)
      await api(baseUrl, token, 'POST', `/credentials/${sender._id}/delete`).catch(() => undefined);
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('demoSenderForFile: the sender is made in beforeAll');
    return value;
  };
  return {
    get token() {
      return started(token);
    },
    get sender() {
      return started(sender);
    },
  };
}

export interface CsvProspect {
  firstName: string;
  lastName: string;
  profileUrl: string;
  company: string;
  email: string;
}

/** `count` sandbox prospects (profile URLs the sandbox network knows how to visit), unique per run. */
export function sandboxProspects(count: number, emailDomain = 'prospects.example.test'): CsvProspect[] {
  const run = Date.now();
  return Array.from({ length: count }, (_, index) => ({
    firstName: `Pat${index}`,
    lastName: 'Tester',
    profileUrl: `https://sandbox.reachly.io/in/e2e-pat-${run}-${index}`,
    company: `Acme ${index}`,
    email: `pat${index}.${run}@${emailDomain}`,
  }));
}

/** The prospects as a CSV file; without `withEmail` the file has no email column. */
export function prospectsCsv(prospects: readonly CsvProspect[], { withEmail = false } = {}): string {
  const lines = [
    withEmail ? 'First name,Last name,Profile URL,Company,Email' : 'First name,Last name,Profile URL,Company',
  ];
  for (const prospect of prospects) {
    const cells = [prospect.firstName, prospect.lastName, prospect.profileUrl, prospect.company];
    if (withEmail) cells.push(prospect.email);
    lines.push(cells.join(','));
  }
  return `${lines.join('\n')}\n`;
}

/** On a campaign's Prospects tab: choose the file and upload it, up to the mapping screen. */
export async function uploadCsvToMapping(page: Page, fileName: string, csv: string): Promise<void> {
  await closeNotifications(page);
  await page.getByRole('button', { name: 'Import CSV' }).click();
  await page.locator('input[type="file"]').setInputFiles({
    name: fileName,
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await page.getByRole('button', { name: 'Upload' }).click();
  await page.getByText(`Map the columns of ${fileName}`).waitFor({ timeout: 15_000 });
}

/**
 * The new-campaign editor, signed in as the demo user, with `name` typed and `sender` as the only
 * sender (the demo's own sender unticked): the steps are the test's.
 */
export async function openNewCampaign(
  browser: Browser,
  baseUrl: string,
  campaign: { name: string; sender: string },
): Promise<Page> {
  const page = await openSignedIn(browser, baseUrl, '/campaign/add');
  await page.getByRole('heading', { name: 'New campaign' }).waitFor({ timeout: 30_000 });
  await page.getByLabel('Campaign name').fill(campaign.name);
  const demoSender = page.getByRole('checkbox', { name: 'Dana Demo' });
  if (await demoSender.isChecked()) await demoSender.uncheck();
  await page.getByRole('checkbox', { name: campaign.sender }).check();
  return page;
}

/**
 * From a just-saved campaign's editor: its Prospects tab, `count` sandbox prospects from a CSV, imported
 * (waits for the editor's "Campaign saved" first, so the tab belongs to the saved campaign).
 */
export async function importSandboxProspects(page: Page, campaignId: string, count: number): Promise<void> {
  await page.getByText('Campaign saved').waitFor();
  await page.getByRole('tab', { name: 'Prospects' }).click();
  await page.waitForURL(new RegExp(`/campaign/edit/${campaignId}/prospects`));
  await uploadCsvToMapping(page, 'prospects.csv', prospectsCsv(sandboxProspects(count)));
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await page.getByText(`${count} prospects added`).waitFor({ timeout: 30_000 });
}

/** Start a draft campaign from its row in My Campaigns, and wait until the API calls it active. */
export async function startFromMyCampaigns(
  page: Page,
  baseUrl: string,
  token: string,
  campaign: { id: string; name: string },
): Promise<void> {
  await page.goto(`${baseUrl}/campaigns/my-campaigns?query=${encodeURIComponent(campaign.name)}`);
  await page.getByRole('button', { name: `Actions for ${campaign.name}` }).click();
  await page
    .getByRole('button', { name: 'Start' })
    .or(page.getByRole('menuitem', { name: 'Start' }))
    .first()
    .click();
  await expect
    .poll(
      async () => (await api<{ status: string }>(baseUrl, token, 'GET', `/workflows/${campaign.id}`)).status,
      { timeout: 15_000 },
    )
    .toBe('active');
}
