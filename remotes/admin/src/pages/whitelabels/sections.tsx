import { EmptyState } from '@outreach/design-system';
import { type TranslationKey, useT } from '@outreach/sdk';
import { type ComponentType, lazy } from 'react';
import { useLocation } from 'react-router';
import { segmentKey } from '../menus';
import type { Whitelabel } from './whitelabels-api';

/** A section these pages own: it edits the loaded record. */
export type RecordSection = ComponentType<{ whitelabel: Whitelabel }>;
/** A section another part of the admin area owns: it loads what it shows from the white-label's id. */
export type IdSection = ComponentType<{ whitelabel: string }>;

export const recordSections: Record<string, RecordSection> = {
  details: lazy(() => import('./DetailsSection')),
  colors: lazy(() => import('./ColorsSection')),
  options: lazy(() => import('./OptionsSection')),
  'email-configuration': lazy(() => import('./EmailSection')),
  support: lazy(() => import('./SupportSection')),
};

/**
 * The sections of the other parts of the admin area (plans: plans, pricing, billing; ops: health
 * index notifications, managers), each `export default` taking `{ whitelabel: string }`. The
 * "buzz" variants of pricing and managers (spec platform §2) show the same sections.
 */
const pricing: IdSection = lazy(() => import('../plans/PricingSection'));
const managers: IdSection = lazy(() => import('../ops/ManagersSection'));
export const idSections: Record<string, IdSection> = {
  plans: lazy(() => import('../plans/PlansSection')),
  pricing,
  'pricing-empty': pricing,
  'buzz-pricing': pricing,
  billing: lazy(() => import('../plans/BillingSection')),
  'health-index-notifications': lazy(() => import('../ops/HealthIndexSection')),
  managers,
  'buzz-managers': managers,
};

/** A section with nothing to show yet: its empty state (the admin area's strings), from the URL. */
export function SectionPlaceholder() {
  const t = useT('admin');
  const section = segmentKey(useLocation().pathname.replace(/\/+$/, '').split('/').pop() ?? '');
  return (
    <EmptyState
      title={t(`whitelabel.sections.${section}.emptyTitle` as TranslationKey<'admin'>)}
      description={t(`whitelabel.sections.${section}.emptyDescription` as TranslationKey<'admin'>)}
    />
  );
}
