/** The billing remote alone: `npm run build` here, or `npm run build -w remotes/billing` at the root (dist/remotes/billing). */
import { remoteConfig } from '../../rspack.factory';

export default remoteConfig('billing');
