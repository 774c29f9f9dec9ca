import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from './Badge';

const meta = {
  title: 'Components/Badge',
  component: Badge,
  args: { count: 5, tone: 'primary' },
  argTypes: { tone: { control: 'inline-radio', options: ['primary', 'danger', 'neutral'] } },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Count: Story = {};
export const Capped: Story = { args: { count: 140, tone: 'danger' } };
export const ZeroRendersNothing: Story = { args: { count: 0 } };
export const ZeroShown: Story = { args: { count: 0, showZero: true, tone: 'neutral' } };
export const Text: Story = { args: { count: undefined, children: 'New', tone: 'neutral' } };
export const LongText: Story = { args: { count: undefined, children: 'Coming soon to every workspace' } };
export const Tones: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      <Badge count={3} tone="primary" />
      <Badge count={42} tone="danger" />
      <Badge count={100} tone="neutral" />
    </div>
  ),
};
