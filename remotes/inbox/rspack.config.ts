/** The inbox remote alone: `npm run build` here, or `npm run build -w remotes/inbox` at the root (dist/remotes/inbox). */
import { remoteConfig } from '../../rspack.factory';

export default remoteConfig('inbox');
