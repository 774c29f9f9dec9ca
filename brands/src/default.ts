import { reachlyLight } from './brands/reachly-light';
import type { Palette } from './schema';

/**
 * The default brand's id and light palette, without the brand list or the brand itself: the design
 * system's fallback tokens come from here, so the sign-in page downloads no brand (issue 25).
 */
export const defaultBrandId = 'reachly';

export const defaultLightPalette: Readonly<Palette> = reachlyLight;
