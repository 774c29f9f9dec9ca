import type { Meta, StoryObj } from '@storybook/react-vite';
import { Select } from './Select';

const mailboxes = [
  { value: 'anna', label: 'anna@reachly.io' },
  { value: 'ben', label: 'ben@reachly.io' },
  { value: 'sales', label: 'sales@reachly.io (warming up)', disabled: true },
];

const meta = {
  title: 'Components/Select',
  component: Select,
  args: { label: 'Send from', options: mailboxes, placeholder: 'Choose a mailbox' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Selected: Story = { args: { defaultValue: 'ben' } };
export const Empty: Story = { args: { options: [], placeholder: 'No mailboxes connected yet' } };
export const WithError: Story = { args: { error: 'Choose a mailbox to send from', required: true } };
export const WithHint: Story = { args: { hint: 'Mailboxes that are still warming up cannot send yet.' } };
export const Disabled: Story = { args: { disabled: true, defaultValue: 'anna' } };
export const LongText: Story = {
  args: {
    label: 'Send every step of this campaign from the following mailbox, including all follow-ups',
    options: [
      { value: 'long', label: 'a-very-long-shared-mailbox-address-for-the-whole-sales-team@reachly.io' },
      ...mailboxes,
    ],
    defaultValue: 'long',
  },
};
