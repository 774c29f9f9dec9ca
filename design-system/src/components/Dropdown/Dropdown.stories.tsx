import type { Meta, StoryObj } from '@storybook/react-vite';
import { Dropdown, DropdownItem, DropdownSection } from './Dropdown';

const meta = {
  title: 'Components/Dropdown',
  component: Dropdown,
  args: { trigger: 'Jane Cooper', align: 'start', children: null },
  argTypes: { align: { control: 'inline-radio', options: ['start', 'end'] } },
} satisfies Meta<typeof Dropdown>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AccountMenu: Story = {
  args: {
    open: true,
    children: (
      <>
        <DropdownSection title="Jane Cooper">
          <DropdownItem>Preferences</DropdownItem>
          <DropdownItem>Dark theme</DropdownItem>
        </DropdownSection>
        <DropdownSection title="Acme Sales">
          <DropdownItem>Workspace preferences</DropdownItem>
          <DropdownItem>Billing</DropdownItem>
        </DropdownSection>
        <DropdownSection title="Switch workspace">
          <DropdownItem selected>Acme Sales</DropdownItem>
          <DropdownItem>Acme Recruiting</DropdownItem>
          <DropdownItem href="https://example.com" external>
            Help center
          </DropdownItem>
        </DropdownSection>
      </>
    ),
  },
};
export const Closed: Story = { args: { children: <DropdownItem>Preferences</DropdownItem> } };
export const AlignedEnd: Story = {
  render: (args) => (
    <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
      <Dropdown {...args} align="end" open>
        <DropdownItem>Preferences</DropdownItem>
      </Dropdown>
    </div>
  ),
};
export const DisabledItem: Story = {
  args: { open: true, children: <DropdownItem disabled>Billing (disabled)</DropdownItem> },
};
export const DisabledTrigger: Story = { args: { disabled: true, children: null } };
export const LongText: Story = {
  args: {
    open: true,
    trigger: 'A workspace whose name is far too long to fit on one line of the header',
    children: (
      <DropdownSection title="A section title that is long enough to wrap onto a second line">
        <DropdownItem>
          An item whose label is far too long to fit and is cut with an ellipsis at the end
        </DropdownItem>
      </DropdownSection>
    ),
  },
};
