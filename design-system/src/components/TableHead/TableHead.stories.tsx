import type { Meta, StoryObj } from '@storybook/react-vite';
import { TableHead } from './TableHead';

const meta = {
  title: 'Components/TableHead',
  component: TableHead,
  args: { columns: ['Name', 'Brand', 'Status', ''] },
  decorators: [
    (Story) => (
      <table>
        <Story />
        <tbody>
          <tr>
            <td>Acme</td>
            <td>Reachly</td>
            <td>Active</td>
            <td>Edit</td>
          </tr>
        </tbody>
      </table>
    ),
  ],
} satisfies Meta<typeof TableHead>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithActionsColumn: Story = {};
export const ConditionalColumn: Story = { args: { columns: ['Name', false, 'Status'] } };
export const Scoped: Story = { args: { columns: ['Name', 'Status'], scope: 'col' } };
