import type { FeatureSet } from '@outreach/core/features';
import { createContext, useContext } from 'react';

/**
 * The workspace's plan features as the shell knows them (issue 26 item 26), handed to the areas
 * through React context rather than react-query: an area that reads them this way (the dialer) keeps
 * the shared `@tanstack/react-query` out of its exposed module, which the shell's Retry after a
 * failed chunk would otherwise break (docs/decisions.md, "The dialer area does not read plan
 * features yet"). Undefined until the shell has them (AreaRoutes then gates nothing yet).
 */
const PlanFeaturesContext = createContext<FeatureSet>(undefined);

export const PlanFeaturesProvider = PlanFeaturesContext.Provider;

export function usePlanFeatures(): FeatureSet {
  return useContext(PlanFeaturesContext);
}
