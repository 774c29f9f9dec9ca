import { Page } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import { AreaTabs, useActiveTab } from '@outreach/sdk/area-tabs';
import { ReportsView } from '../features/reports/ReportsView';
import { reportsMenu } from './menus';

const sections = { activity: 'activity', audience: 'audience', insight: 'insight' } as const;

/**
 * /reports (activity), /reports/audience, /reports/insight: one page, the tab comes from the URL.
 * issue 25: the reports and their charts come with the page, in the same wave of chunks (loaded
 * lazily behind it, they were a second wave, two to three more requests before the largest paint).
 */
export default function ReportsPage() {
  const t = useT('inbox');
  const tabs = reportsMenu(t);
  const key = sections[useActiveTab(tabs) as keyof typeof sections] ?? 'activity';
  return (
    <Page title={t('reports.title')} subtitle={t(`reports.${key}.subtitle`)}>
      <AreaTabs tabs={tabs} />
      <ReportsView key={key} report={key} />
    </Page>
  );
}
