import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { MessageQueueDemo } from '../../messageQueue.stories-support';
import { Button } from '../Button/Button';
import { NotificationHost } from './Notification';
import { clearNotifications, type ShowNotificationInput, showNotification } from './notification.store';

/** Shows `initial` notifications when the story opens, plus buttons to add more. */
function NotificationDemo({ initial }: { initial: ShowNotificationInput[] }) {
  return (
    <MessageQueueDemo initial={initial} show={showNotification} clear={clearNotifications} minHeight={360}>
      <Button onClick={() => showNotification({ type: 'success', title: 'Campaign started' })}>
        Success
      </Button>
      <Button
        variant="danger"
        onClick={() =>
          showNotification({ type: 'danger', title: 'Account disconnected', withoutDuration: true })
        }
      >
        Danger
      </Button>
      <Button
        variant="secondary"
        onClick={() =>
          showNotification({ type: 'info', title: 'Import finished', text: '120 prospects added' })
        }
      >
        Info
      </Button>
      <NotificationHost />
    </MessageQueueDemo>
  );
}

const meta = {
  title: 'Components/Notification',
  component: NotificationDemo,
  parameters: { layout: 'fullscreen' },
  args: { initial: [] },
} satisfies Meta<typeof NotificationDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Info: Story = {
  args: {
    initial: [{ type: 'info', title: 'Import finished', text: '120 prospects added', withoutDuration: true }],
  },
};
export const Warning: Story = {
  args: {
    initial: [
      {
        type: 'warning',
        title: 'CRM token expired',
        text: 'Reconnect HubSpot to keep syncing deals.',
        withoutDuration: true,
        actionButton: { title: 'Reconnect', onClick: fn() },
      },
    ],
  },
};
export const Danger: Story = {
  args: {
    initial: [
      {
        type: 'danger',
        title: 'LinkedIn account disconnected',
        text: 'Enter the security code sent to your email.',
        withoutDuration: true,
        hasClosedButton: true,
      },
    ],
  },
};
export const Success: Story = {
  args: { initial: [{ type: 'success', title: 'Campaign started', withoutDuration: true }] },
};
export const Stack: Story = {
  args: {
    initial: [
      { type: 'info', title: 'First (waiting: only the newest three show)', withoutDuration: true },
      { type: 'success', title: 'Second', withoutDuration: true },
      { type: 'warning', title: 'Third', withoutDuration: true },
      { type: 'danger', title: 'Fourth', withoutDuration: true },
    ],
  },
};
export const LongText: Story = {
  args: {
    initial: [
      {
        type: 'warning',
        title: 'Your LinkedIn account needs a new password before campaigns can continue sending messages',
        text: 'LinkedIn asked for a password change on the account used by three running campaigns. Until it is updated, every step that sends from this account waits.',
        withoutDuration: true,
        actionButton: { title: 'Change password', onClick: fn() },
      },
    ],
  },
};
