/** The admin remote alone: `npm run build` here, or `npm run build -w remotes/admin` at the root (dist/remotes/admin). */
import { remoteConfig } from '../../rspack.factory';

export default remoteConfig('admin');
