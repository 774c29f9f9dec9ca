import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { api, apiSignIn, browserForFile, openSignedIn } from './browser';

const baseUrl = inject('baseUrl');
const browser = browserForFile();
let token: string;

beforeAll(async () => {
  token = await apiSignIn(baseUrl);
});

/**
 * Records a real two-second webm in the page (a canvas drawn over time, through MediaRecorder)
 * and hands it to the videos tab's file input, the way a chosen file arrives.
 */
async function uploadRecordedWebm(page: Page, fileName: string): Promise<void> {
  await page.evaluate(async (name) => {
    const canvas = document.createElement('canvas');
    canvas.width = 160;
    canvas.height = 120;
    const context = canvas.getContext('2d');
    const stream = canvas.captureStream(15);
    const recorder = new MediaRecorder(stream, { mimeType: 'video/webm' });
    const parts: Blob[] = [];
    recorder.ondataavailable = (event) => parts.push(event.data);
    const stopped = new Promise((resolve) => {
      recorder.onstop = resolve;
    });
    recorder.start(250);
    const started = performance.now();
    await new Promise<void>((resolve) => {
      const draw = () => {
        const elapsed = performance.now() - started;
        if (context) {
          context.fillStyle = `hsl(${Math.round(elapsed / 10) % 360} 70% 50%)`;
          context.fillRect(0, 0, canvas.width, canvas.height);
        }
        if (elapsed > 2000) resolve();
        else requestAnimationFrame(draw);
      };
      draw();
    });
    recorder.stop();
    await stopped;
    const file = new File(parts, name, { type: 'video/webm' });
    const input = document.querySelector<HTMLInputElement>('input[type="file"][aria-label="Upload a video"]');
    if (!input) throw new Error('no upload input');
    const transfer = new DataTransfer();
    transfer.items.add(file);
    input.files = transfer.files;
    input.dispatchEvent(new Event('change', { bubbles: true }));
  }, fileName);
}

describe('templates and videos', () => {
  it('saves a message template and inserts it into a campaign step', async () => {
    const name = `E2E intro ${Date.now()}`;
    const page = await openSignedIn(browser(), baseUrl, '/templates/my-templates');
    await page.getByRole('button', { name: 'New template' }).click();
    const form = page.getByRole('form', { name: 'New template' });
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Channel').selectOption('message');
    // A placeholder the rules refuse shows the spec's wording before anything is sent.
    await form.getByLabel('Text').fill('Hi {First_Name}, good to meet you.');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => form.getByText(/lower case/i).count()).toBeGreaterThan(0);
    await form.getByLabel('Text').fill('Hi {first_name:there}, good to meet you.');
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('table', { name: 'Templates' }).getByText(name).waitFor();

    await page.goto(`${baseUrl}/campaign/add`);
    await page.getByRole('heading', { name: 'New campaign' }).waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Add Send message' }).click();
    const step = page.getByRole('region', { name: 'Step 1' });
    await step.getByLabel('Insert template').selectOption({ label: name });
    await expect
      .poll(() => step.getByRole('textbox', { name: 'Message', exact: true }).inputValue())
      .toBe('Hi {first_name:there}, good to meet you.');
    await page.context().close();
  });

  it('uploads a recorded video, edits its landing page, picks it in an email step, and plays it on the public page without a session', async () => {
    const page = await openSignedIn(browser(), baseUrl, '/templates/videos');
    await page.getByRole('button', { name: 'Upload a video' }).waitFor();
    const fileName = `e2e-${Date.now()}.webm`;
    await uploadRecordedWebm(page, fileName);
    await page.getByText('Video uploaded').waitFor({ timeout: 30_000 });
    const listed = await api<{ items: { _id: string; name: string; duration_seconds: number | null }[] }>(
      baseUrl,
      token,
      'GET',
      '/videos',
    );
    // Named after the file, without its extension.
    const video = listed.items.find((item) => `${item.name}.webm` === fileName);
    if (!video) throw new Error(`${fileName} is not listed`);

    await page.getByRole('link', { name: `Edit ${video.name}` }).click();
    await page.waitForURL(new RegExp(`/templates/videos/constructor/${video._id}`));
    await page.getByLabel('Page title').fill('A video for {first_name:you}');
    await page.getByLabel('Message under the video').fill('Two minutes on how we would help.');
    await page.getByLabel('Button text').fill('Book a call');
    await page.getByLabel('Button link').fill('calendar.example.test/e2e');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Video saved').waitFor();

    // The email step's video field lists it, and offers the {video} pattern for the text.
    await page.goto(`${baseUrl}/campaign/add`);
    await page.getByRole('heading', { name: 'New campaign' }).waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Add Send email' }).click();
    const step = page.getByRole('region', { name: 'Step 1' });
    await step.getByLabel('Video').selectOption({ label: video.name });
    await step.getByRole('button', { name: 'Insert {video} into the text' }).click();
    await expect
      .poll(() => step.getByRole('textbox', { name: 'Message', exact: true }).inputValue())
      .toContain('{video}');
    await page.context().close();

    // The public page: no session, no navigation; the title filled without a prospect, the player
    // reads the real file through the public endpoint (Range requests), the call to action links out.
    const visitor = await browser().newContext();
    const publicPage = await visitor.newPage();
    await publicPage.goto(`${baseUrl}/v/${video._id}`);
    await publicPage.getByRole('heading', { name: 'A video for you' }).waitFor({ timeout: 30_000 });
    await publicPage.getByText('Two minutes on how we would help.').waitFor();
    expect(await publicPage.getByRole('link', { name: 'Book a call' }).getAttribute('href')).toBe(
      'https://calendar.example.test/e2e',
    );
    expect(await publicPage.getByRole('navigation').count()).toBe(0);
    const player = publicPage.locator('video[aria-label="Video"]');
    await expect
      .poll(() => player.evaluate((element: HTMLVideoElement) => element.readyState), { timeout: 15_000 })
      .toBeGreaterThanOrEqual(1);
    const after = await api<{ views_count: number }>(baseUrl, token, 'GET', `/videos/${video._id}`);
    expect(after.views_count).toBeGreaterThanOrEqual(1);
    await visitor.close();
  });
});
