import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ChartBox, chartColour } from './ChartBox';

describe('ChartBox', () => {
  it('is one labelled image that draws its chart at the height asked and a width before layout', () => {
    const sizes: { width: number; height: number }[] = [];
    render(
      <ChartBox label="Replies per day" height={120} className="report-chart">
        {(size) => {
          sizes.push(size);
          return <svg data-testid="chart" />;
        }}
      </ChartBox>,
    );
    const box = screen.getByRole('img', { name: 'Replies per day' });
    expect(box.className).toBe('ds-chart report-chart');
    expect(box.style.height).toBe('120px');
    expect(sizes.at(-1)).toEqual({ width: 720, height: 120 });
  });

  it('gives each series a colour, the theme primary first, and wraps around', () => {
    expect(chartColour(0)).toContain('--ds-primary');
    expect(chartColour(1)).not.toBe(chartColour(0));
    expect(chartColour(8)).toBe(chartColour(0));
  });
});
