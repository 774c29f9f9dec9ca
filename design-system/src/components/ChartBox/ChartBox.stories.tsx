import type { Meta, StoryObj } from '@storybook/react-vite';
import { ChartBox, chartColour } from './ChartBox';

/** Replies per day of the week: the day is each bar's identity. */
const days = [4, 9, 6, 12, 7, 10, 3].map((value, day) => ({ day, value }));
const values = days.map(({ value }) => value);

/** A chart drawn at the box's size with plain SVG (the app's charts use recharts the same way). */
function Bars({ width, height }: { width: number; height: number }) {
  const step = width / values.length;
  const top = Math.max(...values);
  return (
    <svg width={width} height={height} aria-hidden="true">
      {days.map(({ day, value }) => (
        <rect
          key={day}
          x={day * step + 4}
          y={height - (value / top) * (height - 8)}
          width={step - 8}
          height={(value / top) * (height - 8)}
          fill={chartColour(day)}
        />
      ))}
    </svg>
  );
}

const meta = {
  title: 'Components/ChartBox',
  component: ChartBox,
  args: {
    label: 'Replies per day, last 7 days',
    height: 200,
    children: (size) => <Bars {...size} />,
  },
} satisfies Meta<typeof ChartBox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Short: Story = { args: { height: 80 } };
