import type { Meta, StoryObj } from '@storybook/react-vite';
import { AvatarStack } from './AvatarStack';

const photo = (label: string, colour: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${colour}"/><circle cx="16" cy="13" r="6" fill="#fff" opacity=".85"/><rect x="6" y="21" width="20" height="12" rx="6" fill="#fff" opacity=".85"/><title>${label}</title></svg>`,
  )}`;

const people = [
  { id: '1', name: 'Anna Berg', src: photo('Anna', '#7c4dff') },
  { id: '2', name: 'Ben Cole' },
  { id: '3', name: 'Chloé Dupont', src: photo('Chloé', '#1d4ed8') },
  { id: '4', name: 'Dev Patel' },
  { id: '5', name: 'Eva Fischer' },
  { id: '6', name: 'Finn Gray' },
  { id: '7', name: 'Gia Ho' },
  { id: '8', name: 'Hugo Ibsen' },
];

const meta = {
  title: 'Components/AvatarStack',
  component: AvatarStack,
  args: { people },
} satisfies Meta<typeof AvatarStack>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Overflow: Story = {};
export const Few: Story = { args: { people: people.slice(0, 3) } };
export const Single: Story = { args: { people: people.slice(1, 2) } };
export const Empty: Story = { args: { people: [] } };
export const Small: Story = { args: { size: 'sm' } };
export const BrokenPhoto: Story = {
  args: {
    people: [{ id: 'x', name: 'Broken Image', src: 'data:image/png;base64,broken' }, ...people.slice(1, 3)],
  },
};
export const LongNames: Story = {
  args: {
    people: [
      { id: 'l1', name: 'Maximilian Alexander von Hohenberg-Schwarzenfeld' },
      { id: 'l2', name: 'Ana Sofía de la Cruz Fernández' },
    ],
  },
};
