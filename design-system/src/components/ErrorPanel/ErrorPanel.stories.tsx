import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ErrorPanel } from './ErrorPanel';

const meta = {
  title: 'Components/ErrorPanel',
  component: ErrorPanel,
  args: { onRetry: fn() },
} satisfies Meta<typeof ErrorPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithMessage: Story = {
  args: { title: 'The inbox could not load', message: 'The server did not answer in time.' },
};
export const Retrying: Story = { args: { retrying: true } };
export const WithoutRetry: Story = { args: { onRetry: undefined, message: 'This page is not available.' } };
export const LongText: Story = {
  args: {
    title: 'The campaigns remote failed to load from its manifest, so this part of the app is unavailable',
    message:
      'The rest of the app keeps working. If this keeps happening, the campaigns service may be deploying a new version; try again in a minute or contact support with the time this happened.',
  },
};
