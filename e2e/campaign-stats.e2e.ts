import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { api, apiSignIn, browserForFile, openSignedIn } from './browser';
import {
  importSandboxProspects,
  openNewCampaign,
  type SandboxSender,
  startFromMyCampaigns,
} from './campaigns';

/**
 * Issue 26 item 4: a campaign started on its prospects that has sent nothing yet (its sender is
 * outside work hours) says "Contacted: 0", as the Reports do, and the funnel's legend is laid out
 * without one entry over another.
 */
const baseUrl = inject('baseUrl');
const browser = browserForFile();
let token: string;
let sender: SandboxSender | undefined;

beforeAll(async () => {
  token = await apiSignIn(baseUrl);
  // One working hour a day that is not now (nor the next hour): the engine sends nothing during the test.
  const start = (new Date().getUTCHours() + 3) % 24;
  sender = await api<SandboxSender>(baseUrl, token, 'POST', '/credentials/create', {
    username: 'stella.stats@sandbox.reachly.io',
    password: 'correct-password',
    automation_type: 'cloud',
    country_code: 'US',
    timezone: 'UTC',
    work_hours_start: start,
    work_hours_end: start + 1,
  });
});
afterAll(async () => {
  // The demo workspace's seats are shared by the browser tests: give this sender's seat back.
  if (sender) await api(baseUrl, token, 'POST', `/credentials/${sender._id}/delete`).catch(() => undefined);
});

/** Whether two boxes share any area. */
function intersects(
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

describe('campaign stats', () => {
  it('a started campaign that sent nothing shows Contacted 0 as the Reports do; the funnel legend does not overlap', async () => {
    const name = `E2E stats ${Date.now()}`;
    const page = await openNewCampaign(browser(), baseUrl, { name, sender: 'Stella Stats' });
    await page.getByRole('button', { name: 'Add View profile' }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL(/\/campaign\/edit\/[0-9a-f-]{36}/, { timeout: 15_000 });
    const id = /\/campaign\/edit\/([0-9a-f-]{36})/.exec(page.url())?.[1] ?? '';
    await importSandboxProspects(page, id, 3);
    await startFromMyCampaigns(page, baseUrl, token, { id, name });

    const rates = await api<{ prospects: { active: number }; totals: Record<string, number> }>(
      baseUrl,
      token,
      'GET',
      `/workflows/${id}/rates`,
    );
    expect(rates.prospects.active).toBe(3);
    expect(rates.totals.viewed_profiles).toBe(0);

    await page.goto(`${baseUrl}/campaign/edit/${id}/stats`);
    const legend = page.getByRole('list', { name: 'Contacted, connected, replied' });
    await legend.waitFor({ timeout: 30_000 });
    const entries = legend.getByRole('listitem');
    expect(await entries.allTextContents()).toEqual([
      'Contacted: 0 (0%)',
      'Connected: 0 (0%)',
      'Replied: 0 (0%)',
    ]);

    // What each entry paints (its box, its text and a list marker drawn outside it), clear of the
    // others and of the chart above.
    const boxes = await entries.evaluateAll((items) =>
      items.map((item, index) => {
        const range = document.createRange();
        range.selectNodeContents(item);
        const own = item.getBoundingClientRect();
        const text = range.getBoundingClientRect();
        const style = getComputedStyle(item);
        let marker = 0;
        if (
          style.display === 'list-item' &&
          style.listStyleType !== 'none' &&
          style.listStylePosition === 'outside'
        ) {
          const context = document.createElement('canvas').getContext('2d');
          if (context) {
            context.font = style.font;
            marker = context.measureText(`${index + 1}. `).width;
          }
        }
        const left = Math.min(own.left, text.left) - marker;
        const top = Math.min(own.top, text.top);
        return {
          x: left,
          y: top,
          width: Math.max(own.right, text.right) - left,
          height: Math.max(own.bottom, text.bottom) - top,
        };
      }),
    );
    const chart = await page.getByRole('img', { name: 'Contacted, connected, replied' }).boundingBox();
    for (const [index, box] of boxes.entries()) {
      if (chart)
        expect({ entry: index, overChart: intersects(box, chart) }).toEqual({
          entry: index,
          overChart: false,
        });
      for (const other of boxes.slice(index + 1)) expect(intersects(box, other)).toBe(false);
    }
  });
  it('a sender outside its work hours: the dashboard says "Paused until" the moment the Forecast shows; Limits show the weekend choice', async () => {
    const page = await openSignedIn(browser(), baseUrl, '/dashboard/my-dashboard');
    const senders = page.getByRole('list', { name: 'Senders' });
    await senders.waitFor({ timeout: 30_000 });
    const row = senders.locator('li', { hasText: 'Stella Stats' });
    await row.waitFor({ timeout: 30_000 });
    const said = /Paused until (.+) \(outside work hours\)/.exec((await row.textContent()) ?? '')?.[1] ?? '';
    // A weekday and the sender's start hour, as "Mon 09:00".
    expect(said).toMatch(/^\S+ \d{2}:00$/);

    await page.goto(`${baseUrl}/campaigns/forecast`);
    await page.getByText('Stella Stats').first().waitFor({ timeout: 30_000 });
    await expect
      .poll(async () => ((await page.locator('body').textContent()) ?? '').includes(`(until ${said})`))
      .toBe(true);

    await page.goto(`${baseUrl}/settings/limits?selectedCred=${sender?._id}`);
    const weekends = page.getByRole('checkbox', { name: 'Also work on Saturdays and Sundays' });
    await weekends.waitFor({ timeout: 30_000 });
    // This server works every day by default (ENGINE_WORK_WEEKENDS=true in the browser tests' setup).
    expect(await weekends.isChecked()).toBe(true);
    await page.getByText('Default: every day.', { exact: false }).waitFor();
  });
});
