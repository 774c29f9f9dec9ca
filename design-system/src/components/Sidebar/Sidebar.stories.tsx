import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ReactNode, useState } from 'react';
import { Sidebar, type SidebarGroup, type SidebarProps } from './Sidebar';

function Icon({ path }: { path: string }): ReactNode {
  return (
    <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
      <path d={path} stroke="currentColor" strokeWidth="1.6" fill="none" strokeLinecap="round" />
    </svg>
  );
}

const icons = {
  dashboard: <Icon path="M3 3h6v6H3zM11 3h6v4h-6zM11 9h6v8h-6zM3 11h6v6H3z" />,
  campaigns: <Icon path="M3 10l14-6-4 13-3-5-7-2z" />,
  inbox: <Icon path="M3 11l2-7h10l2 7v5H3zM3 11h4l1 2h4l1-2h4" />,
  reports: <Icon path="M4 16V9M10 16V4M16 16v-5" />,
  help: <Icon path="M10 17a7 7 0 100-14 7 7 0 000 14zM8 8a2 2 0 113 2c-1 .5-1 1-1 2M10 14v.5" />,
};

const groups: SidebarGroup[] = [
  {
    id: 'base',
    title: 'Outreach',
    items: [
      { id: 'dashboard', label: 'Dashboard', href: '#dashboard', icon: icons.dashboard },
      { id: 'campaigns', label: 'Campaigns', href: '#campaigns', icon: icons.campaigns },
      { id: 'inbox', label: 'Inbox', href: '#inbox', icon: icons.inbox, badge: 140 },
      { id: 'reports', label: 'Reports', href: '#reports', icon: icons.reports },
    ],
  },
  {
    id: 'bottom',
    title: 'Help',
    items: [
      {
        id: 'help',
        label: 'Help center',
        href: 'https://example.com/help',
        icon: icons.help,
        external: true,
      },
    ],
  },
];

function StatefulSidebar(args: SidebarProps) {
  const [collapsed, setCollapsed] = useState(args.collapsed);
  return (
    <div style={{ height: args.orientation === 'horizontal' ? 'auto' : 480, display: 'flex' }}>
      <Sidebar {...args} collapsed={collapsed} onToggleCollapse={() => setCollapsed((value) => !value)} />
    </div>
  );
}

const meta = {
  title: 'Components/Sidebar',
  component: Sidebar,
  args: {
    groups,
    activeId: 'campaigns',
    collapsed: false,
    onToggleCollapse: () => {},
    header: <strong>Reachly</strong>,
  },
  render: (args) => <StatefulSidebar {...args} />,
} satisfies Meta<typeof Sidebar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Expanded: Story = {};
export const Collapsed: Story = { args: { collapsed: true, header: <strong>R</strong> } };
export const Horizontal: Story = { args: { orientation: 'horizontal' } };
export const Empty: Story = { args: { groups: [] } };
export const Disabled: Story = {
  name: 'Disabled (unpaid account)',
  args: {
    groups: groups.map((group) => ({
      ...group,
      items: group.items.map((item) => (item.external ? item : { ...item, disabled: true })),
    })),
  },
};
export const LongText: Story = {
  args: {
    groups: [
      {
        id: 'long',
        title: 'A group title far longer than the sidebar is wide',
        items: [
          {
            id: 'long',
            label: 'Health index notifications for every white-label',
            href: '#long',
            icon: icons.reports,
            badge: 7,
          },
          ...(groups[0]?.items ?? []),
        ],
      },
    ],
  },
};
export const WithFooter: Story = { args: { footer: <span>Back to admin</span> } };
