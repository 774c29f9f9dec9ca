/** The dialer remote alone: `npm run build` here, or `npm run build -w remotes/dialer` at the root (dist/remotes/dialer). */
import { remoteConfig } from '../../rspack.factory';

export default remoteConfig('dialer');
