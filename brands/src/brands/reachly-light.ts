import type { Palette } from '../schema';

/**
 * Reachly's light palette (colour #47e671), alone: the design system's fallback tokens on the sign-in
 * page need only this, not the brand (issue 25).
 */
export const reachlyLight: Palette = {
  primary: '#47e671',
  primaryContrast: '#0b2e16',
  surface: '#ffffff',
  surfaceRaised: '#f5f7f6',
  text: '#14181c',
  textMuted: '#5b6670',
  border: '#dfe4e8',
  danger: '#d93848',
  warning: '#e8a317',
  success: '#2e9e57',
  info: '#2d7be5',
};
