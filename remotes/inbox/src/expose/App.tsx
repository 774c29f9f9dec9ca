import { EmptyState, Spinner } from '@outreach/design-system';
import { AreaRoutes, useT } from '@outreach/sdk';
import '../i18n';
import { routes } from '../routes';

/** What the shell mounts for every path this remote owns (sdk/src/areas.ts). */
export default function App() {
  const t = useT('inbox');
  return (
    <div data-remote="inbox" data-build={__BUILD_ID__}>
      <AreaRoutes
        routes={routes}
        fallback={<Spinner label={t('loading')} />}
        notFound={<EmptyState title={t('notFound.title')} description={t('notFound.description')} />}
      />
    </div>
  );
}
