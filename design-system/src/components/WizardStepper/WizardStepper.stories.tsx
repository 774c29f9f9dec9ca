import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { WizardStepper, type WizardStepperProps } from './WizardStepper';

const steps = [
  { id: 'company', title: 'Company' },
  { id: 'persona', title: 'Persona' },
  { id: 'channels', title: 'Channels' },
  { id: 'review', title: 'Review' },
];

function Stateful(args: WizardStepperProps) {
  const [current, setCurrent] = useState(args.current);
  return <WizardStepper {...args} current={current} onStepClick={setCurrent} />;
}

const meta = {
  title: 'Components/WizardStepper',
  component: WizardStepper,
  args: { steps, current: 2 },
} satisfies Meta<typeof WizardStepper>;
export default meta;
type Story = StoryObj<typeof meta>;

export const InProgress: Story = {};
export const FirstStep: Story = { args: { current: 0 } };
export const LastStep: Story = { args: { current: 3 } };
export const Clickable: Story = { render: (args) => <Stateful {...args} /> };
export const Empty: Story = { args: { steps: [], current: 0 } };
export const LongText: Story = {
  args: {
    steps: [
      { id: 'a', title: 'Describe the company your AI Employee works for' },
      { id: 'b', title: 'Choose the persona and tone of every message' },
      { id: 'c', title: 'Connect the LinkedIn and email channels' },
      { id: 'd', title: 'Review and launch' },
    ],
    current: 1,
  },
};
