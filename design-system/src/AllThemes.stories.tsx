import { brands } from '@outreach/brands';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { AvatarStack } from './components/AvatarStack/AvatarStack';
import { Badge } from './components/Badge/Badge';
import { Button } from './components/Button/Button';
import { EmptyState } from './components/EmptyState/EmptyState';
import { ErrorPanel } from './components/ErrorPanel/ErrorPanel';
import { Input } from './components/Input/Input';
import { Select } from './components/Select/Select';
import { Spinner } from './components/Spinner/Spinner';
import { Tabs } from './components/Tabs/Tabs';
import { ThemeRoot } from './components/ThemeRoot/ThemeRoot';
import { WizardStepper } from './components/WizardStepper/WizardStepper';
import { themeNames } from './tokens';

function Sample() {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <Tabs
        aria-label="Sample tabs"
        items={[
          { id: 'overview', label: 'Overview' },
          { id: 'inbox', label: 'Inbox', badge: 140 },
          { id: 'archived', label: 'Archived', disabled: true },
        ]}
        value="overview"
        onChange={() => {}}
      />
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
        <Button>Primary</Button>
        <Button variant="secondary">Secondary</Button>
        <Button variant="ghost">Ghost</Button>
        <Button variant="danger">Danger</Button>
        <Button loading>Saving</Button>
        <Badge count={7} />
        <Badge count={120} tone="danger" />
        <Spinner size="sm" />
      </div>
      <Input label="Campaign name" defaultValue="Q3 outreach" hint="Only your workspace sees it." />
      <Input label="Email" defaultValue="anna@" error="Enter a valid email" />
      <Select
        label="Send from"
        placeholder="Choose a mailbox"
        options={[
          { value: 'anna', label: 'anna@example.com' },
          { value: 'ben', label: 'ben@example.com' },
        ]}
      />
      <WizardStepper
        steps={[
          { id: 'company', title: 'Company' },
          { id: 'persona', title: 'Persona' },
          { id: 'review', title: 'Review' },
        ]}
        current={1}
      />
      <AvatarStack
        people={['Anna Berg', 'Ben Cole', 'Chloé Dupont', 'Dev Patel', 'Eva Fischer', 'Finn Gray'].map(
          (name, index) => ({ id: String(index), name }),
        )}
      />
      <ErrorPanel message="The inbox could not load." onRetry={() => {}} />
      <EmptyState
        title="No campaigns yet"
        description="Create one to start."
        action={<Button>Create</Button>}
      />
    </div>
  );
}

/** Every brand in both themes, side by side: a token that reads badly anywhere shows up here. */
function AllThemes() {
  return (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: `repeat(${themeNames.length}, minmax(320px, 1fr))`,
        gap: 16,
        padding: 16,
      }}
    >
      {brands.flatMap((brand) =>
        themeNames.map((theme) => (
          <ThemeRoot
            key={`${brand.id}-${theme}`}
            brand={brand}
            theme={theme}
            style={{ padding: 16, borderRadius: 12, border: '1px solid var(--ds-border)' }}
          >
            <p style={{ margin: '0 0 12px', fontWeight: 700 }}>
              {brand.name} · {theme}
            </p>
            <Sample />
          </ThemeRoot>
        )),
      )}
    </div>
  );
}

const meta = {
  title: 'Foundations/All themes',
  component: AllThemes,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AllThemes>;
export default meta;
type Story = StoryObj<typeof meta>;

export const EveryBrandAndTheme: Story = {};
