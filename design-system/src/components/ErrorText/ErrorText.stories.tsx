import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { Input } from '../Input/Input';
import { ErrorText } from './ErrorText';

const meta = {
  title: 'Components/ErrorText',
  component: ErrorText,
} satisfies Meta<typeof ErrorText>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Under the form whose save the API refused, as the admin and billing pages show it. */
export const UnderAForm: Story = {
  args: { children: 'This email is already a member of the workspace.' },
  render: (args) => (
    <form style={{ display: 'grid', gap: 8, maxWidth: 360 }}>
      <Input label="Email" defaultValue="ada@example.com" />
      <Button type="button">Invite</Button>
      <ErrorText {...args} />
    </form>
  ),
};

/** With nothing to say it draws nothing: the form alone. */
export const NoFailure: Story = { ...UnderAForm, args: { children: null } };
