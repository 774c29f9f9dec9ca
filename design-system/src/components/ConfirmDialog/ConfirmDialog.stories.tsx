import type { Meta, StoryObj } from '@storybook/react-vite';
import { ConfirmDialog } from './ConfirmDialog';

const meta = {
  title: 'Components/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    title: 'Delete the stage?',
    onClose: () => undefined,
    cancelLabel: 'Cancel',
    confirmLabel: 'Delete',
    confirm: { variant: 'danger' },
    children: 'Its deals move to the first stage.',
  },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Danger: Story = {};
export const Busy: Story = { args: { confirm: { variant: 'danger', loading: true } } };
export const SubmitsAForm: Story = {
  args: {
    title: 'New task',
    cancelLabel: 'Close',
    confirmLabel: 'Create',
    confirm: { type: 'submit' },
    children: null,
  },
};
