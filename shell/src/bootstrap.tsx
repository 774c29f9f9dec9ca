import { ErrorPanel, ThemeRoot } from '@outreach/design-system';
import { remoteForPath } from '@outreach/core/areas';
import { api, sessionStore, setHostBrand, startSessionCalls } from '@outreach/sdk';
import { createRoot } from 'react-dom/client';
import { App, loadSignedInApp } from './app/App';
import { loadSignedInPages } from './app/signed-in-load';
import { takeInlinedConfig } from './app/config';
import {
  loadFederation,
  preloadManifest,
  remoteEntry,
  setRemoteEntries,
} from './federation/manifest-preload';
import { initialNamespaces, loadShellStrings } from './i18n';
import { ensureShellStyles } from './styles';

ensureShellStyles();

const root = createRoot(document.getElementById('root') as HTMLElement);

/** The pages open without sign-in (routes/account-routes.tsx): they start nothing of the signed-in app. */
const openPage = /^\/(auth|oauth|error|privacy-policy|terms-of-use|space\/accept-invite)(\/|$)/i;

/**
 * issue 25: a signed-in page starts its session call (GET /api/bootstrap, the six session answers
 * in one) and its code at once, beside /api/config, rather than each step waiting for the one before
 * (signed-in chunks, then the guard's calls, then the remote). What is started here is what the page
 * then uses: the query cache is seeded with the answer and the sdk's hooks take its parts
 * (early-session.ts), the lazy route and the remote area share the loads.
 */
const signedIn = Boolean(sessionStore.getState().token) && !openPage.test(window.location.pathname);
/**
 * The page's remote, loaded while the session is checked (its area shows a failure). Not the
 * admin area: only platform admins and white-label owners may open it, so the guard decides first.
 */
const pageRemote = signedIn ? remoteForPath(window.location.pathname) : null;
const preloadedRemote = pageRemote === 'admin' ? null : pageRemote;
if (signedIn) {
  startSessionCalls();
  loadSignedInApp().catch(() => undefined);
}
if (preloadedRemote) {
  // The federation runtime and react-query as the remotes take it (instance.ts).
  loadFederation().catch(() => undefined);
  // The page's first data once the session answers (signed-in-cache.ts), beside the remote's code.
  // Taken from the signed-in app's load: an import of its own made a chunk of its own, a request more.
  loadSignedInPages()
    .then(({ prefetchFirstPageData }) =>
      prefetchFirstPageData(window.location.pathname, window.location.search),
    )
    .catch(() => undefined);
}

/**
 * The page's remote: its manifest (then its entry and App chunk) at once, and its App through the
 * remote loader, which comes in the signed-in chunk with the federation runtime it needs anyway
 * (issue 25: the sign-in page does not carry the loader).
 */
function preloadRemote(name: NonNullable<typeof preloadedRemote>) {
  const entry = remoteEntry(name);
  if (entry) preloadManifest(entry);
  import('./federation/remotes').then(({ loadRemoteApp }) => loadRemoteApp(name)).catch(() => undefined);
}

async function start() {
  try {
    // The page's remote starts loading as soon as its address is known, not after the strings.
    // The served page carries the config (api/src/static.ts): no /api/config call before the first paint.
    const inlined = takeInlinedConfig();
    const configCall = (inlined ? Promise.resolve(inlined) : api.GET('/config')).then((config) => {
      setRemoteEntries(config.remotes);
      if (preloadedRemote) preloadRemote(preloadedRemote);
      return config;
    });
    const [config] = await Promise.all([configCall, loadShellStrings(undefined, initialNamespaces)]);
    setHostBrand(config.brand);
    root.render(<App config={config} />);
  } catch (error) {
    // Without the API there is nothing to show but the reason, in the default brand (the
    // brand list loads only here: on the normal path the brand comes from /api/config).
    const { getBrand } = await import('@outreach/brands');
    root.render(
      <ThemeRoot brand={getBrand(undefined)} theme="light">
        <ErrorPanel title="The service is not reachable" message={(error as Error).message} onRetry={start} />
      </ThemeRoot>,
    );
  }
}

void start();
