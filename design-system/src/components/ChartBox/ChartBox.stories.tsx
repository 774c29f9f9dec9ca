import type { Meta, StoryObj } from '@storybook/react-vite';
import { ChartBox, chartColour } from './ChartBox';

const values = [4, 9, 6, 12, 7, 10, 3];

/** A chart drawn at the box's size with plain SVG (the app's charts use recharts the same way). */
function Bars({ width, height }: { width: number; height: number }) {
  const step = width / values.length;
  const top = Math.max(...values);
  return (
    <svg width={width} height={height} aria-hidden="true">
      {values.map((value, index) => (
        <rect
          key={index}
          x={index * step + 4}
          y={height - (value / top) * (height - 8)}
          width={step - 8}
          height={(value / top) * (height - 8)}
          fill={chartColour(index)}
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
