import { SectionWait } from './SectionWait';
import { TableHead } from '@outreach/design-system';
import { Link, type TranslationKey, useT } from '@outreach/sdk';
import { featureFlags } from '@outreach/core/features';
import { ensureWhitelabelStyles } from '../whitelabels/styles';
import { usePlans } from './plans-api';

export const tierLabel = (tier: string) => `tiers.${tier}` as TranslationKey<'adminPlans'>;

/** A plan's sub-pages, as its row links to them. */
const planPages = [
  { path: 'features/base-features', label: 'plans.featuresLink' },
  { path: 'seats', label: 'plans.seatsLink' },
  { path: 'credits-features', label: 'plans.creditsLink' },
  { path: 'limits', label: 'plans.limitsLink' },
] as const;

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
                    {planPages.map((page) => (
                      <Link
                        key={page.path}
                        to={`${tierBase}/${page.path}`}
                        aria-label={`${name}: ${t(page.label)}`}
                      >
                        {t(page.label)}
                      </Link>
                    ))}
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
