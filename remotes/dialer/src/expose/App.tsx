import { EmptyState, Spinner } from '@outreach/design-system';
import { AreaRoutes, useT, WithLocales } from '@outreach/sdk';
import { dialerLocales } from '../i18n';
import { routes } from '../routes';

/** What the shell mounts for every path this remote owns (core/src/areas.ts). */
export default function App() {
  return (
    <div data-remote="dialer" data-build={__BUILD_ID__}>
      <WithLocales locales={dialerLocales} fallback={<Spinner />}>
        <Area />
      </WithLocales>
    </div>
  );
}

/** The area's pages, rendered once its strings are in. */
function Area() {
  const t = useT('dialer');
  // No plan features passed here (unlike campaigns and inbox): reading them pulls the shared
  // @tanstack/react-query into this area, and the shell's Retry after a failed chunk re-registers
  // the remote and leaves that shared module broken (e2e/remote-failure.e2e.ts, docs/decisions.md).
  // The header's phone button is gated by `calling` in the shell; the dialer issue locks this page.
  return (
    <AreaRoutes
      routes={routes}
      fallback={<Spinner label={t('loading')} />}
      notFound={<EmptyState title={t('notFound.title')} description={t('notFound.description')} />}
    />
  );
}
