import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { classNames } from '../../classNames';

/** Before the box is measured (first paint, a box not laid out yet) charts draw at this width. */
const fallbackWidth = 720;

export interface ChartBoxProps {
  /** What the chart shows, for assistive technology (the box is one image). */
  label: string;
  height: number;
  className?: string;
  /** Draws the chart at the box's measured size (recharts takes width and height). */
  children: (size: { width: number; height: number }) => ReactNode;
}

/**
 * A chart's box, for any chart library: it measures its own width and follows resizes, and names
 * the chart for assistive technology. (recharts' ResponsiveContainer draws nothing while it
 * measures 0, as before layout.)
 */
export function ChartBox({ label, height, className, children }: ChartBoxProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box) return;
    const measure = () => setWidth(box.clientWidth);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => observer.disconnect();
  }, []);
  return (
    <div
      ref={ref}
      className={classNames('ds-chart', className)}
      role="img"
      aria-label={label}
      style={{ height }}
    >
      {children({ width: width > 0 ? width : fallbackWidth, height })}
    </div>
  );
}

/**
 * The margins of a chart whose x axis names its points by day, first and last at the plot's edges
 * (an area or line chart): recharts centres each label on its point, so half of the first and of
 * the last stick out of the plot, and a small margin cut the last date off (issue 26). Room for
 * half of the longest short date of the five languages ("3 de dez.") on each side; with a y axis
 * on the left, its width is that side's room already: pass `{ ...dayAxisMargin, left: 0 }`.
 */
export const dayAxisMargin = { top: 8, right: 32, bottom: 8, left: 32 } as const;

/** A colour per series: the theme's primary, then fixed hues that read on light and dark. */
const palette = [
  'var(--ds-primary, #47e671)',
  '#3b82f6',
  '#f59e0b',
  '#8b5cf6',
  '#ef4444',
  '#14b8a6',
  '#ec4899',
  '#64748b',
];

/** The colour of the `index`-th series of a chart. */
export const chartColour = (index: number): string => palette[index % palette.length] ?? '#3b82f6';
