import { AreaApp, AreaPages } from '@outreach/sdk/area-app';
import { dialerLocales } from '../i18n';
import { routes } from '../routes';

/** What the shell mounts for every path this remote owns (core/src/areas.ts). */
export default function App() {
  // No plan features passed here (unlike campaigns and inbox): reading them pulls the shared
  // @tanstack/react-query into this area, and the shell's Retry after a failed chunk re-registers
  // the remote and leaves that shared module broken (e2e/remote-failure.e2e.ts, docs/decisions.md).
  // The header's phone button is gated by `calling` in the shell; the dialer issue locks this page.
  return (
    <AreaApp remote="dialer" buildId={__BUILD_ID__} locales={dialerLocales}>
      <AreaPages namespace="dialer" routes={routes} />
    </AreaApp>
  );
}
