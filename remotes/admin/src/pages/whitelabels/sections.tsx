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
 * index notifications, managers), each `export default` taking `{ whitelabel: string }`. Loaded
 * by name so this page builds and runs before they exist: a missing one shows its empty state.
 */
function otherSection(load: () => Promise<{ default: IdSection }>, fallback: IdSection) {
  return lazy(() => load().catch(() => ({ default: fallback })));
}

// By folder and name under pages/ (a directory that always exists), so the build does not
// depend on the other parts having landed.
const section = (folder: 'plans' | 'ops', name: string) => () => import(`../${folder}/${name}Section.tsx`);
const plansSection = (name: string) => section('plans', name);
const opsSection = (name: string) => section('ops', name);

export const idSections: Record<string, IdSection> = otherSections(SectionPlaceholder);

function otherSections(fallback: IdSection): Record<string, IdSection> {
  const pricing = otherSection(plansSection('Pricing'), fallback);
  return {
    plans: otherSection(plansSection('Plans'), fallback),
    pricing,
    'pricing-empty': pricing,
    'buzz-pricing': pricing,
    billing: otherSection(plansSection('Billing'), fallback),
    'health-index-notifications': otherSection(opsSection('HealthIndex'), fallback),
    managers: otherSection(opsSection('Managers'), fallback),
  };
}

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
