import { brands, getBrand } from '@outreach/brands';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { Input } from '../Input/Input';
import { ThemeRoot } from './ThemeRoot';

const sample = (
  <div style={{ display: 'flex', flexDirection: 'column', gap: 12, padding: 16, maxWidth: 360 }}>
    <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      <Button>Primary</Button>
      <Button variant="secondary">Secondary</Button>
      <Badge count={12} />
    </div>
    <Input label="Workspace name" defaultValue="Growth team" />
  </div>
);

/** The toolbar's brand and theme wrap every story; these stories pin one explicitly. */
const meta = {
  title: 'Foundations/ThemeRoot',
  component: ThemeRoot,
  args: { brand: getBrand('reachly'), theme: 'light', children: sample },
  argTypes: {
    brand: {
      control: 'select',
      options: brands.map((brand) => brand.id),
      mapping: Object.fromEntries(brands.map((brand) => [brand.id, brand])),
    },
    theme: { control: 'inline-radio', options: ['light', 'dark'] },
  },
} satisfies Meta<typeof ThemeRoot>;
export default meta;
type Story = StoryObj<typeof meta>;

export const DefaultBrandLight: Story = {};
export const DefaultBrandDark: Story = { args: { theme: 'dark' } };
export const PartnerBrandLight: Story = { args: { brand: getBrand('acme') } };
export const PartnerBrandDark: Story = { args: { brand: getBrand('acme'), theme: 'dark' } };
export const Empty: Story = { args: { children: undefined, style: { minHeight: 80 } } };
