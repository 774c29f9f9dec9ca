/** The campaigns remote alone: `npm run build` here, or `npm run build -w remotes/campaigns` at the root (dist/remotes/campaigns). */
import { remoteConfig } from '../../rspack.factory';

export default remoteConfig('campaigns');
