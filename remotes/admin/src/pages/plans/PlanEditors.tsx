import { Checkbox, Input, Select } from '@outreach/design-system';
import { type TranslationKey, useT } from '@outreach/sdk';
import { creditCategories } from '@outreach/core/billing';
import {
  type FeatureFlag,
  type FeatureGroup,
  featureFlags,
  featureGroups,
  featureNames,
  seatsTypes,
} from '@outreach/core/features';
import { useState } from 'react';
import { SectionFooter } from '../whitelabels/SectionFooter';
import { type AdminPlan, type PlanBody, plansApi, toWhole, usePlansSave } from './plans-api';

/**
 * A plan editor's Save: sends `body()` as the plan's change, then reads the plans again; the API's
 * refusal stays under the form.
 */
function PlanSaveFooter({
  plan,
  changed,
  invalid,
  body,
}: {
  plan: AdminPlan;
  changed: boolean;
  invalid?: boolean;
  body: () => PlanBody;
}) {
  const saving = usePlansSave();
  return (
    <SectionFooter
      canEdit
      changed={changed}
      invalid={invalid}
      status={saving}
      onSave={() => void saving.run(() => plansApi.savePlan(plan._id, body()))}
    />
  );
}

/** A checkbox a value, ticked when the set holds it; a tick or an untick hands on the new set. */
function CheckList<V extends string>({
  values,
  label,
  checked,
  onChange,
}: {
  values: readonly V[];
  label: (value: V) => string;
  checked: ReadonlySet<string>;
  onChange: (next: Set<string>) => void;
}) {
  return (
    <>
      {values.map((value) => (
        <Checkbox
          key={value}
          label={label(value)}
          checked={checked.has(value)}
          onChange={(event) => {
            const next = new Set(checked);
            if (event.target.checked) next.add(value);
            else next.delete(value);
            onChange(next);
          }}
        />
      ))}
    </>
  );
}

/** plans/:tier/features/<group>: the group's flags as a checklist; Save sends the plan's whole list. */
export function FeatureChecklist({ plan, group }: { plan: AdminPlan; group: FeatureGroup }) {
  const t = useT('adminPlans');
  const flags = featureGroups[group] as readonly FeatureFlag[];
  const [checked, setChecked] = useState(
    () => new Set(plan.features.filter((flag) => flags.includes(flag as FeatureFlag))),
  );
  const changed = flags.some((flag) => checked.has(flag) !== plan.features.includes(flag));
  const body = () => {
    // The other groups' flags as they are, this group's as ticked, in the catalogue's order.
    const next = new Set([
      ...plan.features.filter((flag) => !flags.includes(flag as FeatureFlag)),
      ...checked,
    ]);
    return { features: featureFlags.filter((flag) => next.has(flag)) };
  };
  return (
    <div className="wl-card">
      <p className="wl-muted">
        {t('plan.groupHint', { tier: t(`tiers.${plan.tier}` as TranslationKey<'adminPlans'>) })}
      </p>
      <CheckList
        values={flags}
        label={(flag) => featureNames[flag]}
        checked={checked}
        onChange={setChecked}
      />
      <PlanSaveFooter plan={plan} changed={changed} body={body} />
    </div>
  );
}

/** A plan's seat counts: all of them, and how many of those are cloud and extension seats. */
const seatCounts = ['total', 'cloud', 'extension'] as const;
type SeatCountField = (typeof seatCounts)[number];

/** plans/:tier/seats: total, cloud and extension seats and how they count. */
export function SeatsEditor({ plan }: { plan: AdminPlan }) {
  const t = useT('adminPlans');
  const [counts, setCounts] = useState<Record<SeatCountField, string>>(() => ({
    total: String(plan.seats.total),
    cloud: String(plan.seats.cloud),
    extension: String(plan.seats.extension),
  }));
  const [type, setType] = useState(plan.seats.type);
  const values = {
    total: toWhole(counts.total),
    cloud: toWhole(counts.cloud),
    extension: toWhole(counts.extension),
  };
  const wrong = (value: number | null) => (value === null ? t('plan.wholeNumber') : undefined);
  // cloud and extension seats are each part of the total
  const overTotal = (key: 'cloud' | 'extension') => {
    const value = values[key];
    return value !== null && values.total !== null && value > values.total;
  };
  const errors: Record<SeatCountField, string | undefined> = {
    total: wrong(values.total),
    cloud: wrong(values.cloud) ?? (overTotal('cloud') ? t('plan.cloudOverTotal') : undefined),
    extension: wrong(values.extension) ?? (overTotal('extension') ? t('plan.extensionOverTotal') : undefined),
  };
  const invalid = seatCounts.some((key) => errors[key] !== undefined);
  const changed = seatCounts.some((key) => values[key] !== plan.seats[key]) || type !== plan.seats.type;
  return (
    <div className="wl-card">
      <h3>{t('plan.seatsTitle')}</h3>
      <div className="wl-row">
        {seatCounts.map((key) => (
          <Input
            key={key}
            label={t(`plan.${key}`)}
            inputMode="numeric"
            value={counts[key]}
            error={errors[key]}
            onChange={(event) => setCounts({ ...counts, [key]: event.target.value })}
          />
        ))}
      </div>
      <Select
        label={t('plan.seatsType')}
        value={type}
        options={seatsTypes.map((value) => ({ value, label: t(`plan.seatsTypes.${value}`) }))}
        onChange={(event) => setType(event.target.value as AdminPlan['seats']['type'])}
      />
      <PlanSaveFooter
        plan={plan}
        changed={changed}
        invalid={invalid}
        body={() => ({
          seats: {
            total: values.total ?? 0,
            cloud: values.cloud ?? 0,
            extension: values.extension ?? 0,
            type,
          },
        })}
      />
    </div>
  );
}

/** plans/:tier/credits-features: the credit categories the plan spends on, and its credits a period. */
export function CreditsEditor({ plan }: { plan: AdminPlan }) {
  const t = useT('adminPlans');
  const [checked, setChecked] = useState(() => new Set<string>(plan.credits_features));
  const [credits, setCredits] = useState(String(plan.default_credits));
  const defaultCredits = toWhole(credits);
  const changed =
    defaultCredits !== plan.default_credits ||
    creditCategories.some((category) => checked.has(category) !== plan.credits_features.includes(category));
  return (
    <div className="wl-card">
      <h3>{t('plan.creditsTitle')}</h3>
      <p className="wl-muted">{t('plan.creditsHint')}</p>
      <CheckList
        values={creditCategories}
        label={(category) => t(`categories.${category}`)}
        checked={checked}
        onChange={setChecked}
      />
      <Input
        label={t('plan.defaultCredits')}
        inputMode="numeric"
        value={credits}
        error={defaultCredits === null ? t('plan.wholeNumber') : undefined}
        onChange={(event) => setCredits(event.target.value)}
      />
      <PlanSaveFooter
        plan={plan}
        changed={changed}
        invalid={defaultCredits === null}
        body={() => ({
          credits_features: creditCategories.filter((category) => checked.has(category)),
          default_credits: defaultCredits ?? 0,
        })}
      />
    </div>
  );
}

type LimitKey = 'campaigns' | 'email_integrations';
const limitKeys: readonly LimitKey[] = ['campaigns', 'email_integrations'];

/** plans/:tier/limits: campaigns and email integrations, each limited or not, with its limit. */
export function LimitsEditor({ plan }: { plan: AdminPlan }) {
  const t = useT('adminPlans');
  const [limits, setLimits] = useState(() => ({
    campaigns: {
      limited: plan.limited_features.campaigns.is_limited,
      limit: String(plan.limited_features.campaigns.limit),
    },
    email_integrations: {
      limited: plan.limited_features.email_integrations.is_limited,
      limit: String(plan.limited_features.email_integrations.limit),
    },
  }));
  const invalid = limitKeys.some((key) => toWhole(limits[key].limit) === null);
  const changed = limitKeys.some(
    (key) =>
      limits[key].limited !== plan.limited_features[key].is_limited ||
      toWhole(limits[key].limit) !== plan.limited_features[key].limit,
  );
  const names: Record<LimitKey, string> = {
    campaigns: t('plan.campaigns'),
    email_integrations: t('plan.emailIntegrations'),
  };
  return (
    <div className="wl-card">
      <h3>{t('plan.limitsTitle')}</h3>
      {limitKeys.map((key) => (
        <fieldset key={key} className="wl-row">
          <legend>{names[key]}</legend>
          <Checkbox
            label={t('plan.limited')}
            checked={limits[key].limited}
            onChange={(event) =>
              setLimits({ ...limits, [key]: { ...limits[key], limited: event.target.checked } })
            }
          />
          <Input
            label={`${names[key]}: ${t('plan.limit')}`}
            inputMode="numeric"
            value={limits[key].limit}
            disabled={!limits[key].limited}
            error={toWhole(limits[key].limit) === null ? t('plan.wholeNumber') : undefined}
            onChange={(event) =>
              setLimits({ ...limits, [key]: { ...limits[key], limit: event.target.value } })
            }
          />
        </fieldset>
      ))}
      <PlanSaveFooter
        plan={plan}
        changed={changed}
        invalid={invalid}
        body={() => ({
          limited_features: {
            campaigns: {
              is_limited: limits.campaigns.limited,
              limit: toWhole(limits.campaigns.limit) ?? 0,
            },
            email_integrations: {
              is_limited: limits.email_integrations.limited,
              limit: toWhole(limits.email_integrations.limit) ?? 0,
            },
          },
        })}
      />
    </div>
  );
}
