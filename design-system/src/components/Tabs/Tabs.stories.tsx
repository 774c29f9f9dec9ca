import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Tabs, type TabsProps } from './Tabs';

const meta = {
  title: 'Components/Tabs',
  component: Tabs,
  args: {
    'aria-label': 'Billing',
    value: 'overview',
    onChange: () => {},
    items: [
      { id: 'overview', label: 'Overview' },
      { id: 'transactions', label: 'Transactions', badge: 4 },
      { id: 'credits', label: 'Credits history' },
    ],
  },
  render: (args) => <StatefulTabs {...args} />,
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

function StatefulTabs(args: TabsProps) {
  const [value, setValue] = useState(args.value);
  return <Tabs {...args} value={value} onChange={setValue} />;
}

export const Default: Story = {};
export const WithBadges: Story = {
  args: {
    items: [
      { id: 'inbox', label: 'Inbox', badge: 140 },
      { id: 'tasks', label: 'Tasks', badge: 3 },
      { id: 'archived', label: 'Archived', badge: 0 },
    ],
    value: 'inbox',
  },
};
export const Disabled: Story = {
  args: {
    items: [
      { id: 'overview', label: 'Overview' },
      { id: 'transactions', label: 'Transactions', disabled: true },
      { id: 'credits', label: 'Credits history' },
    ],
  },
};
export const Empty: Story = { args: { items: [], value: '' } };
export const LongText: Story = {
  args: {
    items: Array.from({ length: 12 }, (_, index) => ({
      id: `tab-${index}`,
      label: `Health index notifications for white-label ${index + 1}`,
    })),
    value: 'tab-0',
  },
};
