import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { EmptyState } from './EmptyState';

const inboxIcon = (
  <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
    <path
      d="M3 13l2.5-8h13l2.5 8v6H3zM3 13h5l1 2h6l1-2h5"
      stroke="currentColor"
      strokeWidth="1.6"
      fill="none"
    />
  </svg>
);

const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
  args: {
    title: 'No campaigns yet',
    description: 'Create a campaign to start reaching prospects on LinkedIn and by email.',
    icon: inboxIcon,
    action: <Button>Create campaign</Button>,
  },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const TitleOnly: Story = { args: { description: undefined, icon: undefined, action: undefined } };
export const WithoutAction: Story = {
  args: { title: 'Inbox zero', description: 'Replies from prospects appear here.', action: undefined },
};
export const LongText: Story = {
  args: {
    title: 'No prospects match every one of the filters you selected for this search in this workspace',
    description:
      'Try removing the location, industry or seniority filters, or import a CSV file of prospects that you already know. Searches run again every night and new matches are added automatically.',
  },
};
