import type { AreaTab, Translate } from '@outreach/sdk/area-tabs';

/** 'email-configuration' -> 'emailConfiguration': a URL segment as a translation key. */
export function segmentKey(segment: string): string {
  return segment.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());
}

/** spec platform §2 Admin: customers, prepaid, whitelabels, charts-admin (monitoring, two brands only). */
export function adminMenu(t: Translate, { monitoring }: { monitoring: boolean }): AreaTab[] {
  return [
    { id: 'customers', label: t('menu.customers'), path: '/admin/customers' },
    { id: 'prepaid', label: t('menu.prepaid'), path: '/admin/prepaid' },
    { id: 'users', label: t('menu.users'), path: '/admin/users' },
    { id: 'audit', label: t('menu.audit'), path: '/admin/audit' },
    { id: 'whitelabels', label: t('menu.whitelabels'), path: '/admin/whitelabels' },
    { id: 'reports', label: t('menu.reports'), path: '/admin/reports' },
    ...(monitoring ? [{ id: 'charts-admin', label: t('menu.monitoring'), path: '/admin/charts-admin' }] : []),
  ];
}

/** spec platform §2: the children of /admin/whitelabels/:whitelabel that are tabs, in order. */
export const whitelabelSections = [
  'details',
  'colors',
  'options',
  'email-configuration',
  'support',
  'plans',
  'pricing',
  'buzz-pricing',
  'billing',
  'health-index-notifications',
  'managers',
  'buzz-managers',
] as const;

export function whitelabelMenu(t: Translate, whitelabel: string): AreaTab[] {
  const base = `/admin/whitelabels/${encodeURIComponent(whitelabel)}`;
  return whitelabelSections.map((section) => ({
    id: section,
    label: t(`whitelabel.sections.${segmentKey(section)}.label`),
    path: `${base}/${section}`,
    // pricing-empty is the pricing tab before any price exists
    alsoActiveOn: section === 'pricing' ? [`${base}/pricing-empty`] : undefined,
  }));
}

/** spec platform §2: plans/:tier/features (with its sub-pages), :tier/seats, :tier/credits-features, :tier/limits. */
export const planSections = ['features', 'seats', 'credits-features', 'limits'] as const;

export const planFeatureGroups = [
  'base-features',
  'search-types',
  'integrations',
  'crm-integrations',
  'dialer-features',
  'ai-email-features',
  'email-features',
  'seats-type',
  'ai-features',
] as const;

function planBase(whitelabel: string, tier: string) {
  return `/admin/whitelabels/${encodeURIComponent(whitelabel)}/plans/${encodeURIComponent(tier)}`;
}

export function planMenu(t: Translate, whitelabel: string, tier: string): AreaTab[] {
  return planSections.map((section) => ({
    id: section,
    label: t(`plan.sections.${segmentKey(section)}.label`),
    path:
      section === 'features'
        ? `${planBase(whitelabel, tier)}/features/base-features`
        : `${planBase(whitelabel, tier)}/${section}`,
    alsoActiveOn: section === 'features' ? [`${planBase(whitelabel, tier)}/features`] : undefined,
  }));
}

export function planFeaturesMenu(t: Translate, whitelabel: string, tier: string): AreaTab[] {
  return planFeatureGroups.map((group) => ({
    id: group,
    label: t(`plan.features.${segmentKey(group)}.label`),
    path: `${planBase(whitelabel, tier)}/features/${group}`,
  }));
}
