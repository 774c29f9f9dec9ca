import type { Meta, StoryObj } from '@storybook/react-vite';
import { LockIcon } from './LockIcon';

const meta = {
  title: 'Components/LockIcon',
  component: LockIcon,
  args: { label: 'Locked', size: 14 },
} satisfies Meta<typeof LockIcon>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Named: Story = {};
export const Decorative: Story = { args: { label: undefined } };
export const Large: Story = { args: { size: 32 } };
export const InText: Story = {
  render: () => (
    <button type="button">
      <LockIcon /> Send SMS
    </button>
  ),
};
