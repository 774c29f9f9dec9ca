import { preloadArea } from '@outreach/sdk';
import { AreaApp, AreaPages } from '@outreach/sdk/area-app';
import { useFeatures } from '@outreach/sdk/account';
import { campaignsLocales } from '../i18n';
import { routes } from '../routes';

// issue 25: the current page's strings and code load side by side, as soon as the area loads.
preloadArea({ routes, locales: campaignsLocales });

/** What the shell mounts for every path this remote owns (core/src/areas.ts). */
export default function App() {
  return (
    <AreaApp remote="campaigns" buildId={__BUILD_ID__} locales={campaignsLocales}>
      <Area />
    </AreaApp>
  );
}

/** The area's pages; those of a feature the plan lacks show its upgrade panel (sdk LockedFeature). */
function Area() {
  const features = useFeatures().data;
  return <AreaPages namespace="campaigns" routes={routes} features={features} labelledSpinner={false} />;
}
