import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { EmptyState } from '../EmptyState/EmptyState';
import { ErrorPanel } from '../ErrorPanel/ErrorPanel';
import { Spinner } from '../Spinner/Spinner';
import { Page, PageHeader } from './Page';

const actions = (
  <>
    <Button variant="secondary">Import CSV</Button>
    <Button>Create campaign</Button>
  </>
);

const meta = {
  title: 'Components/Page',
  component: Page,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Campaigns',
    subtitle: '12 running, 3 paused',
    actions,
    children: <p>The campaigns table goes here.</p>,
  },
} satisfies Meta<typeof Page>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const TitleOnly: Story = { args: { subtitle: undefined, actions: undefined } };
export const Empty: Story = {
  args: {
    children: <EmptyState title="No campaigns yet" action={<Button>Create campaign</Button>} />,
  },
};
export const Loading: Story = {
  args: {
    children: (
      <div style={{ display: 'flex', justifyContent: 'center', padding: 48 }}>
        <Spinner size="lg" />
      </div>
    ),
  },
};
export const ErrorState: Story = {
  name: 'Error',
  args: { children: <ErrorPanel onRetry={() => {}} message="The campaigns could not load." /> },
};
export const LongText: Story = {
  args: {
    title: 'Health index notifications for the white-label Acme Growth Partners International',
    subtitle:
      'Every notification the health index sends to the managers of this white-label, with the thresholds that trigger each of them and the people who receive them.',
  },
};
export const HeaderOnly: Story = {
  render: (args) => <PageHeader title={args.title} subtitle={args.subtitle} actions={args.actions} />,
};
