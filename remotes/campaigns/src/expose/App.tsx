import { EmptyState, Spinner } from '@outreach/design-system';
import { AreaRoutes, useT, WithLocales } from '@outreach/sdk';
import { useFeatures } from '@outreach/sdk/account';
import { campaignsLocales } from '../i18n';
import { routes } from '../routes';

/** What the shell mounts for every path this remote owns (core/src/areas.ts). */
export default function App() {
  return (
    <div data-remote="campaigns" data-build={__BUILD_ID__}>
      <WithLocales locales={campaignsLocales} fallback={<Spinner />}>
        <Area />
      </WithLocales>
    </div>
  );
}

/** The area's pages, rendered once its strings are in. */
function Area() {
  const t = useT('campaigns');
  // Pages of a feature the plan lacks show its upgrade panel (sdk LockedFeature).
  const features = useFeatures().data;
  return (
    <AreaRoutes
      routes={routes}
      features={features}
      fallback={<Spinner />}
      notFound={<EmptyState title={t('notFound.title')} description={t('notFound.description')} />}
    />
  );
}
