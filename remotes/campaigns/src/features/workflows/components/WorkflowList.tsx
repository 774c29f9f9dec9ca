import { Badge } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import type { Workflow } from '../workflows.types';

const statusTone = {
  active: 'primary',
  paused: 'neutral',
  draft: 'neutral',
  archived: 'neutral',
  deleted: 'danger',
} as const;

export function WorkflowList({ workflows }: { workflows: Workflow[] }) {
  const t = useT('campaigns');
  return (
    <ul className="campaigns-list" aria-label={t('myCampaigns.listLabel')}>
      {workflows.map((workflow) => (
        <li key={workflow._id} className="campaigns-list__item" data-workflow-id={workflow._id}>
          <span className="campaigns-list__name">{workflow.name}</span>
          <span className="campaigns-list__meta">
            {t(`workflowType.${workflow.type}`)}
            {workflow.is_email_only ? ` · ${t('myCampaigns.emailOnly')}` : ''}
          </span>
          <Badge tone={statusTone[workflow.status]}>{t(`workflowStatus.${workflow.status}`)}</Badge>
        </li>
      ))}
    </ul>
  );
}
