import { Page } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import { AreaTabs, useActiveTab } from '@outreach/sdk/area-tabs';
import { BaseSettingsPanel, LabelSettingsPanel } from '../features/automation/AutomationSettingsPanels';
import { WebhooksPanel } from '../features/automation/WebhooksPanel';
import { ZapierPanel } from '../features/automation/ZapierPanel';
import { automationMenu, integrationsMenu } from './menus';

const sections = {
  zapier: 'zapier',
  webhook: 'webhook',
  'labels-settings': 'labelsSettings',
  'base-settings': 'baseSettings',
} as const;

/** /integrations/automation/zapier, webhook, labels-settings, base-settings: the tab comes from the URL. */
export default function AutomationPage() {
  const t = useT('inbox');
  const tabs = automationMenu(t);
  const key = sections[useActiveTab(tabs) as keyof typeof sections] ?? 'zapier';
  return (
    <Page title={t('integrations.title')} subtitle={t('automation.subtitle')}>
      <AreaTabs tabs={integrationsMenu(t)} label={t('integrations.title')} />
      <AreaTabs tabs={tabs} label={t('automation.subtitle')} />
      {key === 'webhook' ? (
        <WebhooksPanel />
      ) : key === 'zapier' ? (
        <ZapierPanel />
      ) : key === 'labelsSettings' ? (
        <LabelSettingsPanel />
      ) : (
        <BaseSettingsPanel />
      )}
    </Page>
  );
}
