import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { RangeSlider, type RangeSliderProps } from './RangeSlider';

const hour = (value: number) => `${value}:00`;

function Stateful(args: RangeSliderProps) {
  const [value, setValue] = useState<[number, number]>([args.value[0], args.value[1]]);
  return <RangeSlider {...args} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Components/RangeSlider',
  component: RangeSlider,
  args: {
    label: 'Work hours',
    min: 0,
    max: 24,
    value: [9, 18],
    minDistance: 1,
    formatValue: hour,
    startLabel: 'Start',
    endLabel: 'End',
    onChange: () => {},
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof RangeSlider>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WorkHours: Story = {};
export const FullDay: Story = { args: { value: [0, 24] } };
export const WithHint: Story = { args: { hint: 'Outreach runs only inside these hours.' } };
export const WithError: Story = { args: { error: 'Work hours must start before they end' } };
export const Disabled: Story = { args: { disabled: true } };
export const LongText: Story = {
  args: { label: 'The hours of the day in which this connected account may send invitations and messages' },
};
