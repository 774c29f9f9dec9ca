import { EmptyState, Spinner } from '@outreach/design-system';
import { AreaRoutes } from '@outreach/sdk';
import '../i18n';
import { routes } from '../routes';

/** What the shell mounts for every path this remote owns (sdk/src/areas.ts). */
export default function App() {
  return (
    <div data-remote="campaigns" data-build={__BUILD_ID__}>
      <AreaRoutes
        routes={routes}
        fallback={<Spinner />}
        notFound={<EmptyState title="Page not found" description="This campaigns page does not exist." />}
      />
    </div>
  );
}
