import { AreaApp, AreaPages } from '@outreach/sdk/area-app';
import { adminLocales } from '../i18n';
import { routes } from '../routes';

/** What the shell mounts for every path this remote owns (core/src/areas.ts). */
export default function App() {
  return (
    <AreaApp remote="admin" buildId={__BUILD_ID__} locales={adminLocales}>
      <AreaPages namespace="admin" routes={routes} />
    </AreaApp>
  );
}
