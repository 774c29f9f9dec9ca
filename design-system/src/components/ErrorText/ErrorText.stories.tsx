import type { Meta, StoryObj } from '@storybook/react-vite';
import { ErrorText } from './ErrorText';

const meta = {
  title: 'Components/ErrorText',
  component: ErrorText,
  args: { children: 'This email is already a member of the workspace.' },
} satisfies Meta<typeof ErrorText>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithAreaClass: Story = { args: { className: 'ds-error-text-demo' } };
export const Empty: Story = { args: { children: null } };
