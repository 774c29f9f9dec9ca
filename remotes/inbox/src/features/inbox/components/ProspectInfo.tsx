import { CallButton, useT, type TranslationKey, Link, useLabelName } from '@outreach/sdk';
import type { ApiSchema } from '@outreach/core/contract';

/** The info sidebar: who the prospect is and where they are in your campaigns (GET /profiles/{id}). */
export function ProspectInfo({
  prospect,
  prospectHref,
}: {
  prospect: ApiSchema<'ProspectDetail'>;
  prospectHref: string;
}) {
  const t = useT('inbox');
  const tBuilder = useT('builder');
  const nameOf = useLabelName();
  const emails = [prospect.work_email, prospect.personal_email, prospect.enriched_email].filter(
    (email, index, all): email is string => Boolean(email) && all.indexOf(email) === index,
  );
  const labels = prospect.labels ?? [];
  const campaigns = prospect.campaigns ?? [];
  return (
    <div className="inbox-info">
      <h2>{prospect.full_name}</h2>
      <dl>
        {prospect.position ? (
          <>
            <dt>{t('inbox.info.position')}</dt>
            <dd>{prospect.position}</dd>
          </>
        ) : null}
        {prospect.company_name ? (
          <>
            <dt>{t('inbox.info.company')}</dt>
            <dd>{prospect.company_name}</dd>
          </>
        ) : null}
        {prospect.phone ? (
          <>
            <dt>{t('inbox.info.phone')}</dt>
            <dd>
              {prospect.phone}{' '}
              <CallButton
                phone={prospect.phone}
                prospectId={prospect._id}
                label={t('inbox.info.call', { name: prospect.full_name })}
              />
            </dd>
          </>
        ) : null}
      </dl>
      <h3>{t('inbox.info.emails')}</h3>
      {emails.length === 0 ? (
        <p>{t('inbox.info.noEmails')}</p>
      ) : (
        <ul aria-label={t('inbox.info.emails')}>
          {emails.map((email) => (
            <li key={email}>
              <a href={`mailto:${email}`}>{email}</a>
            </li>
          ))}
        </ul>
      )}
      {prospect.profile_url ? (
        <p>
          <a href={prospect.profile_url} target="_blank" rel="noreferrer">
            {t('inbox.info.profile')}
          </a>
        </p>
      ) : null}
      <h3>{t('inbox.info.labels')}</h3>
      {labels.length === 0 ? (
        <p>{t('inbox.info.noLabels')}</p>
      ) : (
        <ul className="inbox-info__labels" aria-label={t('inbox.info.labels')}>
          {labels.map((label) => (
            <li key={label._id} className="inbox-info__label" style={{ color: label.color }}>
              {nameOf(label)}
            </li>
          ))}
        </ul>
      )}
      <h3>{t('inbox.info.campaigns')}</h3>
      {campaigns.length === 0 ? (
        <p>{t('inbox.info.noCampaigns')}</p>
      ) : (
        <ul aria-label={t('inbox.info.campaigns')}>
          {campaigns.map((campaign) => (
            <li key={campaign.workflow_id}>
              <strong>{campaign.name}</strong> ·{' '}
              {t(`inbox.campaignState.${campaign.state}` as TranslationKey<'inbox'>, {
                defaultValue: campaign.state,
              })}
              {campaign.pause_reason ? (
                <div>
                  {t('inbox.info.pausedBecause', {
                    reason: t(`inbox.pauseReason.${campaign.pause_reason}` as TranslationKey<'inbox'>, {
                      defaultValue: campaign.pause_reason,
                    }),
                  })}
                </div>
              ) : null}
              <div>
                {campaign.next_step
                  ? t('inbox.info.nextStep', {
                      number: campaign.next_step.number,
                      kind: tBuilder(`kinds.${campaign.next_step.kind}` as TranslationKey<'builder'>, {
                        defaultValue: campaign.next_step.kind,
                      }),
                    })
                  : t('inbox.info.noNextStep')}
              </div>
            </li>
          ))}
        </ul>
      )}
      <p>
        <Link to={prospectHref}>{t('inbox.info.prospectPage')}</Link>
      </p>
    </div>
  );
}
