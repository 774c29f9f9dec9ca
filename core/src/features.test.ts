import { describe, expect, it } from 'vitest';
import { hasFeature } from './features';

describe('feature gates', () => {
  it('reads a list of enabled flags', () => {
    expect(hasFeature(['video', 'sms'], 'video')).toBe(true);
    expect(hasFeature(['video'], 'sms')).toBe(false);
  });
  it('reads a map of flags, only true enables', () => {
    expect(hasFeature({ calling: true, sms: false }, 'calling')).toBe(true);
    expect(hasFeature({ calling: true, sms: false }, 'sms')).toBe(false);
  });
  it('treats a plan not loaded yet as nothing enabled', () => {
    expect(hasFeature(undefined, 'video')).toBe(false);
    expect(hasFeature(null, 'video')).toBe(false);
  });
});
