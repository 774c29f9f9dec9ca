import { NotificationHost, SnackbarHost, Spinner, ThemeRoot } from '@outreach/design-system';
import { useBrand, useSession } from '@outreach/sdk';
import { DesignSystemStringsFrom } from '@outreach/sdk/area-app';
import { lazy, Suspense, useEffect } from 'react';
import { isOpenPath, OpenPages } from '../routes/open-pages';
import { applyFavicon } from './brand-runtime';
import { type AppConfig, ConfigContext } from './config';
import { OpenRouter, useAddressBar } from './open-router';
import { SessionErrors } from './SessionErrors';
import { loadSignedInPages } from './signed-in-load';
import { ShellPageTitle } from './ShellPageTitle';

// Everything behind sign-in (react-router, react-query, the route guard's data, layouts, the
// remote loader) loads after the sign-in page has rendered, to keep the first load small. Nothing
// imported here may import react-router or react-query (issue 25: the open pages run without them).
let routerApp: Promise<typeof import('./RouterApp')> | undefined;
/** The signed-in code with its strings, loaded once: index.ts starts it with a signed-in page (issue 25). */
export const loadSignedInApp = () => {
  routerApp ??= import('./RouterApp');
  return Promise.all([routerApp, loadSignedInPages()]).then(([module]) => module);
};
const RouterApp = lazy(loadSignedInApp);

/** Once react-router has the page, it keeps it (an open page after sign-out renders inside it too). */
let routed = false;

function Pages() {
  const { pathname } = useAddressBar();
  if (!routed && isOpenPath(pathname)) {
    return (
      <OpenRouter>
        <OpenPages />
        <SessionErrors />
        <ShellPageTitle />
      </OpenRouter>
    );
  }
  routed = true;
  return (
    <Suspense fallback={<Spinner />}>
      <RouterApp />
    </Suspense>
  );
}

export function App({ config }: { config: AppConfig }) {
  const theme = useSession((state) => state.theme);
  // issue 14 item 6: the host's brand on the sign-in pages, the workspace's once signed in (one object).
  const brand = useBrand() ?? config.brand;
  useEffect(() => applyFavicon(brand), [brand]);
  return (
    <ConfigContext.Provider value={config}>
      <ThemeRoot brand={brand} theme={theme}>
        <DesignSystemStringsFrom namespace="shell">
          <Pages />
          <SnackbarHost />
          <NotificationHost />
        </DesignSystemStringsFrom>
      </ThemeRoot>
    </ConfigContext.Provider>
  );
}
