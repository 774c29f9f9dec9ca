/**
 * A partner portal's single-spa root config (no shell): it mounts the inbox remote and
 * the campaigns remote side by side from their mf-manifest.json, passing the props of
 * ARCHITECTURE.md "Embedding": { apiBase, token, space, brand, locale }.
 * Query: ?token=...&brand=acme&api=<origin>
 */
import { createInstance } from '@module-federation/enhanced/runtime';
import { getAppStatus, type LifeCycles, registerApplication, start, triggerAppChange } from 'single-spa';

const params = new URLSearchParams(window.location.search);
const apiBase = params.get('api') ?? window.location.origin;
const federation = createInstance({
  name: 'partner_portal',
  remotes: [
    { name: 'inbox', entry: `${apiBase}/remotes/inbox/mf-manifest.json` },
    { name: 'campaigns', entry: `${apiBase}/remotes/campaigns/mf-manifest.json` },
  ],
});

let mounted = true;
const apps = [
  { name: 'inbox', slot: 'slot-inbox', path: '/inbox' },
  { name: 'campaigns', slot: 'slot-campaigns', path: '/campaigns/my-campaigns' },
];

for (const app of apps) {
  registerApplication({
    name: app.name,
    app: async () => (await federation.loadRemote<LifeCycles>(`${app.name}/spa`)) as LifeCycles,
    activeWhen: () => mounted,
    customProps: {
      apiBase,
      token: params.get('token') ?? '',
      space: params.get('space'),
      brand: params.get('brand') ?? 'acme',
      locale: params.get('locale') ?? 'en',
      path: app.path,
      domElement: document.getElementById(app.slot) as HTMLElement,
    },
  });
}
start({ urlRerouteOnly: true });

/** Hooks for the browser test (and a partner's own controls). */
Object.assign(window, {
  portal: {
    status: () => Object.fromEntries(apps.map((app) => [app.name, getAppStatus(app.name)])),
    setMounted: async (value: boolean) => {
      mounted = value;
      await triggerAppChange();
    },
  },
});
