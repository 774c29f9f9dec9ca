import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Button } from '../Button/Button';
import { Input } from '../Input/Input';
import { Modal, type ModalProps } from './Modal';

const meta = {
  title: 'Components/Modal',
  component: Modal,
  args: {
    open: true,
    onClose: fn(),
    title: 'Add credential',
    width: 500,
    children: 'Connect a LinkedIn account to start sending campaigns from it.',
  },
  argTypes: { width: { control: 'inline-radio', options: [500, 725, 900, 1140] } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Modal>;
export default meta;
type Story = StoryObj<typeof meta>;

const footer = (
  <>
    <Button variant="secondary">Cancel</Button>
    <Button>Connect</Button>
  </>
);

export const Default: Story = { args: { footer } };
export const Width725: Story = { args: { width: 725, title: 'Switch workspace', footer } };
export const Width900: Story = { args: { width: 900, height: 635, title: 'Meet your AI Employee' } };
export const Width1140: Story = { args: { width: 1140, height: 680, title: 'AI Employee builder', footer } };
export const WithForm: Story = {
  args: {
    title: 'Rename campaign',
    children: <Input label="Campaign name" defaultValue="Q3 outreach" />,
    footer,
  },
};
export const LongText: Story = {
  args: {
    title: 'A very long modal title that explains in detail what happens when you confirm this payment today',
    children: Array.from({ length: 30 }, (_, index) => index + 1).map((paragraph) => (
      <p key={paragraph}>
        Paragraph {paragraph}: the body scrolls inside the dialog while the header and footer stay in place.
      </p>
    )),
    footer,
  },
};
export const Loading: Story = {
  args: {
    title: 'Confirm payment',
    children: 'Charging your card for the Pro plan.',
    footer: (
      <>
        <Button variant="secondary" disabled>
          Cancel
        </Button>
        <Button loading>Paying</Button>
      </>
    ),
  },
};

function Toggle(args: ModalProps) {
  const [open, setOpen] = useState(false);
  return (
    <div style={{ padding: 24 }}>
      <Button onClick={() => setOpen(true)}>Open modal</Button>
      <Modal {...args} open={open} onClose={() => setOpen(false)} />
    </div>
  );
}

export const Interactive: Story = { args: { open: false, footer }, render: (args) => <Toggle {...args} /> };
