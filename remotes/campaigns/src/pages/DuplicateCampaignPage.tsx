import { ControlledSelect } from '../features/forms/ControlledSelect';
import { Button, Checkbox, EmptyState, Page } from '@outreach/design-system';
import { zodResolver } from '@hookform/resolvers/zod';
import { GENERIC_ERROR, useT, type TranslationKey, Link } from '@outreach/sdk';
import { useCredentials } from '@outreach/sdk/account';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useLocation, useSearchParams } from 'react-router';
import { z } from 'zod';
import { campaignSectionPath, withCarriedQuery } from '../features/campaign-nav/campaign-paths';
import { ensureCampaignPageStyles } from '../features/campaign-settings/campaign-settings.styles';
import { useCampaignChoices, useDuplicateCampaigns } from '../features/workflows/hooks/useDuplicateCampaigns';
import { ensureCampaignsStyles } from '../styles';
import { CampaignsMenu } from './CampaignsMenu';
import { QueryStates } from '../features/query/QueryStates';

ensureCampaignsStyles();
ensureCampaignPageStyles();

/** outreach §2 "/campaigns/duplicate: duplicate a campaign", here or for another account. */
export default function DuplicateCampaignPage() {
  const t = useT('campaigns');
  const location = useLocation();
  const [params] = useSearchParams();
  const choices = useCampaignChoices();
  const credentials = useCredentials();
  const duplicate = useDuplicateCampaigns();
  // At least one campaign; the target account '' = the campaigns' own senders.
  const schema = useMemo(
    () =>
      z.object({
        chosen: z.array(z.string()).min(1, t('duplicate.chooseOne')),
        target: z.string(),
      }),
    [t],
  );
  const {
    control,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(schema),
    // `?workflow_id=` preselects the campaign a link came from.
    defaultValues: { chosen: params.getAll('workflow_id'), target: '' },
  });

  const onSubmit = handleSubmit(({ chosen, target }) =>
    duplicate.mutate({ ids: chosen, credentialId: target || null }),
  );

  return (
    <Page title={t('duplicate.title')} subtitle={t('duplicate.subtitle')}>
      <CampaignsMenu />
      <div className="campaign-page__tabs" />
      <QueryStates query={choices}>
        {(data) =>
          data.length === 0 ? (
            <EmptyState title={t('duplicate.emptyTitle')} description={t('duplicate.emptyDescription')} />
          ) : (
            <form className="campaign-settings" onSubmit={onSubmit} noValidate>
              <fieldset className="campaign-settings__section campaign-settings__senders">
                <legend>{t('duplicate.campaigns')}</legend>
                <Controller
                  control={control}
                  name="chosen"
                  render={({ field }) => (
                    <>
                      {data.map((campaign) => (
                        <Checkbox
                          key={campaign._id}
                          label={`${campaign.name} · ${t(`workflowStatus.${campaign.status}` as TranslationKey<'campaigns'>, { defaultValue: campaign.status })}`}
                          checked={field.value.includes(campaign._id)}
                          onChange={(event) =>
                            field.onChange(
                              event.target.checked
                                ? [...field.value, campaign._id]
                                : field.value.filter((id) => id !== campaign._id),
                            )
                          }
                        />
                      ))}
                    </>
                  )}
                />
                {errors.chosen?.message ? <p role="alert">{errors.chosen.message}</p> : null}
              </fieldset>
              <ControlledSelect
                control={control}
                name="target"
                label={t('duplicate.target')}
                options={[
                  { value: '', label: t('duplicate.sameSenders') },
                  ...(credentials.data ?? []).map((credential) => ({
                    value: credential._id,
                    label: t('duplicate.forAccount', {
                      name:
                        credential.full_name ||
                        `${credential.first_name} ${credential.last_name}`.trim() ||
                        credential.username,
                    }),
                  })),
                ]}
              />
              {duplicate.isError ? <p role="alert">{duplicate.error.message || GENERIC_ERROR}</p> : null}
              {duplicate.isSuccess ? (
                <section className="campaign-settings__section" aria-label={t('duplicate.done')}>
                  <p>{t('duplicate.done')}</p>
                  <ul>
                    {duplicate.data.map((copy) => (
                      <li key={copy._id}>
                        <Link to={withCarriedQuery(campaignSectionPath(copy._id, 'steps'), location.search)}>
                          {copy.name}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </section>
              ) : null}
              <div className="campaign-settings__actions">
                <Button type="submit" loading={duplicate.isPending}>
                  {t('duplicate.submit')}
                </Button>
              </div>
            </form>
          )
        }
      </QueryStates>
    </Page>
  );
}
