/** The shell alone: `npm run build` here, or `npm run build -w shell` at the root (dist/shell). */
import { shellConfig } from '../rspack.factory';

export default shellConfig();
