import type { Meta, StoryObj } from '@storybook/react-vite';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Components/Checkbox',
  component: Checkbox,
  args: { label: 'Send me an email when a prospect replies' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Checked: Story = { args: { defaultChecked: true } };
export const WithLink: Story = {
  args: {
    label: (
      <>
        I accept the <a href="/terms-of-use">terms of use</a>
      </>
    ),
  },
};
export const WithError: Story = {
  args: { label: 'I accept the privacy policy', error: 'Please accept the privacy policy' },
};
export const WithHint: Story = { args: { hint: 'At most one email a day.' } };
export const Disabled: Story = { args: { disabled: true, defaultChecked: true } };
export const Switch: Story = { args: { variant: 'switch', label: 'Manual approval', defaultChecked: true } };
export const SwitchOff: Story = { args: { variant: 'switch', label: 'Admin' } };
export const SwitchDisabled: Story = { args: { variant: 'switch', label: 'Admin', disabled: true } };
export const LongText: Story = {
  args: {
    label:
      'Email me a weekly summary of every campaign in this workspace, including the replies, accepted invitations and the accounts that need attention',
    hint: 'Sent on Monday morning in the time zone of the workspace.',
  },
};
