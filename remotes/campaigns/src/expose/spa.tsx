import { createSpaLifecycles } from '@outreach/sdk/spa';
import App from './App';

/** single-spa lifecycles for partner portals: props { apiBase, token, space, brand, locale }. */
export const { bootstrap, mount, unmount } = createSpaLifecycles({
  App,
  defaultPath: '/campaigns/my-campaigns',
});
