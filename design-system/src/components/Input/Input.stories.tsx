import type { Meta, StoryObj } from '@storybook/react-vite';
import { Input } from './Input';

const meta = {
  title: 'Components/Input',
  component: Input,
  args: { label: 'Campaign name', placeholder: 'Q3 outreach' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Input>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Empty: Story = { args: { label: undefined, placeholder: 'Search prospects' } };
export const WithHint: Story = { args: { hint: 'Only you and your workspace see this name.' } };
export const WithError: Story = {
  args: { label: 'Email', defaultValue: 'anna@', error: 'Enter a valid email' },
};
export const Required: Story = { args: { required: true } };
export const Disabled: Story = { args: { disabled: true, defaultValue: 'Q3 outreach' } };
export const LongText: Story = {
  args: {
    label: 'A very long label that explains exactly which mailbox the replies of this campaign go to',
    defaultValue: 'a-very-long-value-that-does-not-fit-in-the-field@outreach.example.com',
    hint: 'Replies from prospects in every step of this campaign, including follow-ups and voicemail drops, arrive here.',
  },
};
