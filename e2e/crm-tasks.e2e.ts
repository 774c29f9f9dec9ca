import { beforeAll, describe, expect, inject, it } from 'vitest';
import { api, apiSignIn, browserForFile, openSignedIn } from './browser';

const baseUrl = inject('baseUrl');
const browser = browserForFile();
let token: string;

beforeAll(async () => {
  token = await apiSignIn(baseUrl);
});

interface Stage {
  _id: string;
  name: string;
  crm_deals: { _id: string; name: string; crm_stage: string }[];
}

describe('pipeline and tasks', () => {
  it('adds a deal to the built-in pipeline and drags it to the next stage', async () => {
    const name = `E2E deal ${Date.now()}`;
    const page = await openSignedIn(browser(), baseUrl, '/crm/manage/default');
    await page.setViewportSize({ width: 1600, height: 900 });
    const board = page.getByRole('region', { name: 'Deals by stage' });
    await board.waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Add deal' }).click();
    const form = page.getByRole('form', { name: 'New deal' });
    await form.getByLabel('Deal name').fill(name);
    await form.getByLabel('Amount').fill('1200');
    await form.getByRole('button', { name: 'Save' }).click();
    const card = board.getByRole('button', { name: `Move deal ${name}` });
    await card.waitFor();

    // Drag it from the first stage (Lead) onto the second (Contacted).
    const target = board.getByRole('list', { name: 'Contacted' });
    const from = await card.boundingBox();
    const to = await target.boundingBox();
    if (!from || !to) throw new Error('no layout');
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2 + 20, from.y + from.height / 2, { steps: 5 });
    await page.mouse.move(to.x + to.width / 2, to.y + 30, { steps: 20 });
    await page.mouse.up();
    await target.getByText(name).waitFor();

    const pipelines = await api<{ _id: string }[]>(
      baseUrl,
      token,
      'GET',
      '/integrations/crm/default/pipelines',
    );
    const stages = await api<Stage[]>(
      baseUrl,
      token,
      'GET',
      `/integrations/crm/default/stages?pipeline_id=${pipelines[0]?._id}`,
    );
    await expect
      .poll(async () => {
        const now = await api<Stage[]>(
          baseUrl,
          token,
          'GET',
          `/integrations/crm/default/stages?pipeline_id=${pipelines[0]?._id}`,
        );
        return now.find((stage) => stage.crm_deals.some((deal) => deal.name === name))?.name;
      })
      .toBe('Contacted');
    expect(stages.map((stage) => stage.name)).toEqual(['Lead', 'Contacted', 'Qualified', 'Proposal', 'Won']);
    await page.context().close();
  });

  it('creates a task, and marking it done moves it out of the open list', async () => {
    const name = `E2E call back ${Date.now()}`;
    const page = await openSignedIn(browser(), baseUrl, '/dashboard/my-tasks');
    await page.getByRole('button', { name: 'New task' }).click();
    const form = page.getByRole('form', { name: 'New task' });
    await form.getByLabel('Name').fill(name);
    // The modal's footer holds its buttons, outside the form.
    await page.getByRole('button', { name: 'Create task' }).click();
    const table = page.getByRole('table', { name: 'Tasks' });
    await table.getByText(name).waitFor();
    await table.getByRole('checkbox', { name: `Mark "${name}" as done` }).click();
    await expect.poll(() => table.getByText(name).count()).toBe(0);
    const done = await api<{ items: { name: string; status: string; completed_at: string | null }[] }>(
      baseUrl,
      token,
      'GET',
      '/tasks?status=done',
    );
    const task = done.items.find((item) => item.name === name);
    expect(task?.status).toBe('done');
    expect(task?.completed_at).not.toBeNull();
    await page.context().close();
  });
});
