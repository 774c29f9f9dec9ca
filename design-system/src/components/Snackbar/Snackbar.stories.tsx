import type { Meta, StoryObj } from '@storybook/react-vite';
import { MessageQueueDemo } from '../../messageQueue.stories-support';
import { Button } from '../Button/Button';
import { SnackbarHost } from './Snackbar';
import { clearSnackbars, type ShowSnackbarInput, showSnackbar } from './snackbar.store';

/** Shows `initial` snackbars (kept on screen) when the story opens, plus buttons to add more. */
function SnackbarDemo({ initial }: { initial: ShowSnackbarInput[] }) {
  return (
    <MessageQueueDemo initial={initial} show={showSnackbar} clear={clearSnackbars} minHeight={320}>
      <Button onClick={() => showSnackbar({ text: 'Campaign saved', type: 'success' })}>Success</Button>
      <Button variant="danger" onClick={() => showSnackbar({ text: 'Something went wrong', type: 'error' })}>
        Error
      </Button>
      <Button variant="secondary" onClick={() => showSnackbar({ text: 'Import started', type: 'info' })}>
        Info
      </Button>
      <Button
        variant="secondary"
        onClick={() => showSnackbar({ text: 'Mailbox is warming up', type: 'warning' })}
      >
        Warning
      </Button>
      <SnackbarHost />
    </MessageQueueDemo>
  );
}

const meta = {
  title: 'Components/Snackbar',
  component: SnackbarDemo,
  parameters: { layout: 'fullscreen' },
  args: { initial: [] },
} satisfies Meta<typeof SnackbarDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

const stay = { duration: Number.POSITIVE_INFINITY };

export const Empty: Story = {};
export const Success: Story = { args: { initial: [{ text: 'Campaign saved', type: 'success', ...stay }] } };
export const ErrorSnackbar: Story = {
  name: 'Error',
  args: { initial: [{ text: 'Something went wrong', type: 'error', ...stay }] },
};
export const Info: Story = { args: { initial: [{ text: 'Import started', type: 'info', ...stay }] } };
export const Warning: Story = {
  args: { initial: [{ text: 'Mailbox is still warming up', type: 'warning', ...stay }] },
};
export const Stack: Story = {
  args: {
    initial: [
      { text: 'First (waiting: only the newest three show)', ...stay },
      { text: 'Second', type: 'success', ...stay },
      { text: 'Third', type: 'warning', ...stay },
      { text: 'Fourth', type: 'error', ...stay },
    ],
  },
};
export const LongText: Story = {
  args: {
    initial: [
      {
        text: 'The CSV file could not be imported because the column that holds the LinkedIn profile URL is missing from row 1 and every row after it',
        type: 'error',
        ...stay,
      },
    ],
  },
};
