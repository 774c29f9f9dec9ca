/** The ai remote alone: `npm run build` here, or `npm run build -w remotes/ai` at the root (dist/remotes/ai). */
import { remoteConfig } from '../../rspack.factory';

export default remoteConfig('ai');
