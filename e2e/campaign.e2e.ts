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
const demo = demoSenderForFile(baseUrl, 'erin.engine@sandbox.reachly.io');

interface StepProgress {
  key: string;
  completed: number;
  waiting: number;
}

describe('a campaign, start to finish', () => {
  it('builds three steps, imports a CSV, starts, and a prospect advances to the next step', async () => {
    const name = `E2E three steps ${Date.now()}`;
    const page = await openNewCampaign(browser(), baseUrl, { name, sender: 'Erin Engine' });

    await page.getByRole('button', { name: 'Add View profile' }).click();
    await page.getByRole('button', { name: 'Add Send connection request' }).click();
    await page.getByRole('region', { name: 'Step 2' }).getByLabel('Follow-up').selectOption('sameDay');
    await page.getByRole('button', { name: 'Add Send message' }).click();
    const third = page.getByRole('region', { name: 'Step 3' });
    await third.getByLabel('Follow-up').selectOption('sameDay');
    await third
      .getByRole('textbox', { name: 'Message', exact: true })
      .fill('Hi {first_name:there}, thanks for connecting!');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL(/\/campaign\/edit\/[0-9a-f-]{36}/, { timeout: 15_000 });
    const id = /\/campaign\/edit\/([0-9a-f-]{36})/.exec(page.url())?.[1] ?? '';
    const saved = await api<{ sequence: { kind: string }[]; credentials: string[] }>(
      baseUrl,
      demo.token,
      'GET',
      `/workflows/${id}`,
    );
    expect(saved.sequence.map((step) => step.kind)).toEqual([
      'view_profile',
      'connection_request',
      'send_message',
    ]);
    expect(saved.credentials).toHaveLength(1);

    // Import prospects from a CSV on the campaign's Prospects tab.
    await importSandboxProspects(page, id, 5);

    // Start it from My Campaigns.
    await startFromMyCampaigns(page, baseUrl, demo.token, { id, name });

    // The engine runs the first step for a prospect and moves it on (within work hours: 0–24 for the demo sender).
    await expect
      .poll(
        async () =>
          (await api<StepProgress[]>(baseUrl, demo.token, 'GET', `/workflows/${id}/progress`))[0]
            ?.completed ?? 0,
        { timeout: 60_000, interval: 1000 },
      )
      .toBeGreaterThan(0);
    await page.goto(`${baseUrl}/campaign/edit/${id}/prospects`);
    await page
      .getByText(/Step 2/)
      .first()
      .waitFor({ timeout: 30_000 });
    await page.context().close();
  });
});
