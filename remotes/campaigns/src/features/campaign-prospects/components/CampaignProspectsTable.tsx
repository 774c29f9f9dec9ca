import type { CSSProperties } from 'react';
import { Badge, TableHead } from '@outreach/design-system';
import { formatDateTime, useT, type TranslationKey, Link } from '@outreach/sdk';
import { prospectStatusColours, type StepJson } from '@outreach/core/outreach';
import { useLocation } from 'react-router';
import { withCarriedQuery } from '../../campaign-nav/campaign-paths';
import type { CampaignProspectRow } from '../campaign-prospects.types';

const stateTone = {
  excluded: 'danger',
  pending: 'neutral',
  paused: 'neutral',
  active: 'primary',
  finished: 'neutral',
  campaign_paused: 'neutral',
} as const;

/** Why the prospect does not move on: pause reason, wait reason, or approval state, in the spec's words. */
function reasonKey(row: CampaignProspectRow): string | null {
  if (row.state === 'paused' && row.pause_reason) return `campaignProspects.pauseReason.${row.pause_reason}`;
  if (row.approval_state && row.approval_state !== 'approved' && row.approval_state !== 'complete')
    return `campaignProspects.approval.${row.approval_state}`;
  if (row.wait_reason) return `campaignProspects.waitReason.${row.wait_reason}`;
  return null;
}

export function CampaignProspectsTable({
  rows,
  steps,
}: {
  rows: readonly CampaignProspectRow[];
  steps: readonly StepJson[];
}) {
  const t = useT('campaigns');
  const location = useLocation();
  const numberOf = new Map(steps.map((step) => [step.key, step.number]));
  const when = (iso: string | null) =>
    iso ? formatDateTime(iso, { dateStyle: 'medium', timeStyle: 'short' }) : '';
  return (
    <table className="campaign-table">
      <TableHead
        columns={[
          'campaignProspects.name',
          'campaignProspects.company',
          'campaignProspects.statusColumn',
          'campaignProspects.stateColumn',
          'campaignProspects.nextStep',
          'campaignProspects.reason',
        ]}
        label={t}
        scope="col"
      />
      <tbody>
        {rows.map((row) => {
          const name =
            row.full_name ||
            `${row.first_name} ${row.last_name}`.trim() ||
            row.email ||
            row.profile_url ||
            '—';
          const stepNumber = row.current_step_key ? numberOf.get(row.current_step_key) : undefined;
          const reason = reasonKey(row);
          return (
            <tr key={row._id} data-campaign-prospect-id={row._id}>
              <td>
                <Link
                  to={withCarriedQuery(`/profiles/${encodeURIComponent(row.prospect_id)}`, location.search)}
                >
                  {name}
                </Link>
              </td>
              <td>{[row.position, row.company_name].filter(Boolean).join(' · ')}</td>
              <td>
                <span
                  className="prospect-status"
                  data-status={row.status}
                  style={{ '--prospect-status-colour': prospectStatusColours[row.status] } as CSSProperties}
                >
                  {t(`campaignProspects.status.${row.status}`)}
                </span>
              </td>
              <td>
                <Badge tone={stateTone[row.state]}>{t(`campaignProspects.state.${row.state}`)}</Badge>
              </td>
              <td>
                {row.state === 'finished' || row.state === 'excluded' || stepNumber === undefined
                  ? '—'
                  : t('campaignProspects.stepAt', { number: stepNumber, when: when(row.next_step_at) })}
              </td>
              <td>{reason ? t(reason as TranslationKey<'campaigns'>) : ''}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
