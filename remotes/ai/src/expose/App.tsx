import { EmptyState, Spinner } from '@outreach/design-system';
import { AreaRoutes, useT, WithLocales } from '@outreach/sdk';
import { aiLocales } from '../i18n';
import { routes } from '../routes';

/** What the shell mounts for every path this remote owns (core/src/areas.ts). */
export default function App() {
  return (
    <div data-remote="ai" data-build={__BUILD_ID__}>
      <WithLocales locales={aiLocales} fallback={<Spinner />}>
        <Area />
      </WithLocales>
    </div>
  );
}

/** The area's pages, rendered once its strings are in. */
function Area() {
  const t = useT('ai');
  return (
    <AreaRoutes
      routes={routes}
      fallback={<Spinner label={t('loading')} />}
      notFound={<EmptyState title={t('notFound.title')} description={t('notFound.description')} />}
    />
  );
}
