import { afterAll, describe, expect, inject, it } from 'vitest';
import { browserForFile, closeNotifications, openSignedIn } from './browser';

const baseUrl = inject('baseUrl');
const browser = browserForFile();
const pages: { close(): Promise<void> }[] = [];
afterAll(async () => {
  for (const page of pages) await page.close().catch(() => undefined);
});

/** Where each date label of the Reports chart's x axis is drawn, and where the chart's box is. */
async function axisLabels(width: number) {
  const page = await openSignedIn(browser(), baseUrl, '/reports');
  pages.push(page);
  await page.setViewportSize({ width, height: 900 });
  const chart = page.getByRole('img', { name: 'Activity per day' });
  await chart
    .locator('.recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value')
    .last()
    .waitFor({ timeout: 30_000 });
  await closeNotifications(page);
  await chart.scrollIntoViewIfNeeded();
  // SCREENSHOTS=<dir>: the chart at this width, for a person to look at.
  if (process.env.SCREENSHOTS)
    await chart.screenshot({ path: `${process.env.SCREENSHOTS}/reports-chart-${width}.png` });
  return chart.evaluate((box) => {
    const frame = box.getBoundingClientRect();
    const ticks = [
      ...box.querySelectorAll('.recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value'),
    ];
    return {
      frame: { left: frame.left, right: frame.right },
      labels: ticks.map((tick) => {
        const drawn = tick.getBoundingClientRect();
        return { text: tick.textContent ?? '', left: drawn.left, right: drawn.right };
      }),
    };
  });
}

describe('the Reports chart (issue 26: the last date was cut off at the right edge)', () => {
  it.each([1280, 390])(
    'draws every date of its x axis whole inside the chart at %i px wide',
    async (width) => {
      const { frame, labels } = await axisLabels(width);
      expect(labels.length).toBeGreaterThan(1);
      const outside = labels.filter(
        (label) => label.left < frame.left - 0.5 || label.right > frame.right + 0.5,
      );
      expect(outside).toEqual([]);
      // Apart enough to read as separate dates.
      const gaps = labels.slice(1).map((label, index) => label.left - (labels[index]?.right ?? 0));
      expect(Math.min(...gaps)).toBeGreaterThanOrEqual(8);
      // The last day of the range is labelled (not dropped to make room).
      expect(labels.at(-1)?.text).toMatch(/^[A-Z][a-z]{2} \d{1,2}$/);
    },
  );
});
