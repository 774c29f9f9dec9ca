import { SectionWait } from './SectionWait';
import { TableHead } from '@outreach/design-system';
import { Link, type TranslationKey, useT } from '@outreach/sdk';
import { featureFlags } from '@outreach/core/features';
import { ensureWhitelabelStyles } from '../whitelabels/styles';
import { usePlans } from './plans-api';

export const tierLabel = (tier: string) => `tiers.${tier}` as TranslationKey<'adminPlans'>;

/** /admin/whitelabels/:whitelabel/plans: the brand's tiers, each linking to its plan's sub-pages. */
export default function PlansSection({ whitelabel }: { whitelabel: string }) {
  ensureWhitelabelStyles();
  const t = useT('adminPlans');
  const plans = usePlans(whitelabel);
  if (plans.isError || !plans.data) return <SectionWait query={plans} label={t('loading')} />;
  const base = `/admin/whitelabels/${encodeURIComponent(whitelabel)}/plans`;
  return (
    <section className="wl-section" aria-label={t('plans.title')}>
      <p className="wl-muted">{t('plans.description')}</p>
      <table className="wl-table">
        <TableHead
          columns={['plans.tier', 'plans.seats', 'plans.credits', 'plans.features', 'plans.actions']}
          label={t}
        />
        <tbody>
          {plans.data.map((plan) => {
            const tierBase = `${base}/${encodeURIComponent(plan.tier)}`;
            const name = t(tierLabel(plan.tier), { defaultValue: plan.tier });
            return (
              <tr key={plan._id}>
                <th scope="row">{name}</th>
                <td>{plan.seats.total}</td>
                <td>{plan.default_credits}</td>
                <td>
                  {t('plans.featureCount', { count: plan.features.length, total: featureFlags.length })}
                </td>
                <td>
                  <div className="wl-row">
                    <Link
                      to={`${tierBase}/features/base-features`}
                      aria-label={`${name}: ${t('plans.featuresLink')}`}
                    >
                      {t('plans.featuresLink')}
                    </Link>
                    <Link to={`${tierBase}/seats`} aria-label={`${name}: ${t('plans.seatsLink')}`}>
                      {t('plans.seatsLink')}
                    </Link>
                    <Link
                      to={`${tierBase}/credits-features`}
                      aria-label={`${name}: ${t('plans.creditsLink')}`}
                    >
                      {t('plans.creditsLink')}
                    </Link>
                    <Link to={`${tierBase}/limits`} aria-label={`${name}: ${t('plans.limitsLink')}`}>
                      {t('plans.limitsLink')}
                    </Link>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
