import { EmptyState, Page, Tabs } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import { useSearchParams } from 'react-router';
import { AreaTabs } from '@outreach/sdk/area-tabs';
import { integrationsMenu } from './menus';

/** spec outreach §3 Integration: categories email, crm, automation, marketing, productivity. */
const categories = ['all', 'email', 'crm', 'automation', 'marketing', 'productivity'] as const;
type Category = (typeof categories)[number];

/** spec outreach §2: /integrations; the query type=crm selects the CRM category. */
export default function IntegrationsPage() {
  const t = useT('inbox');
  const [query, setQuery] = useSearchParams();
  const type = query.get('type');
  const category: Category = categories.find((candidate) => candidate === type) ?? 'all';
  return (
    <Page title={t('integrations.title')} subtitle={t('integrations.subtitle')}>
      <AreaTabs tabs={integrationsMenu(t)} label={t('integrations.title')} />
      <Tabs
        aria-label={t('integrations.categoriesLabel')}
        items={categories.map((id) => ({ id, label: t(`integrations.category.${id}`) }))}
        value={category}
        onChange={(id) =>
          setQuery((current) => {
            const next = new URLSearchParams(current);
            if (id === 'all') next.delete('type');
            else next.set('type', id);
            return next;
          })
        }
      />
      <EmptyState
        title={t('integrations.emptyTitle')}
        description={t(`integrations.categoryDescription.${category}`)}
      />
    </Page>
  );
}
