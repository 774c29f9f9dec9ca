import { describe, expect, it } from 'vitest';
import { areaPrefixes, remoteForPath, remoteNames } from './areas';

describe('areas', () => {
  it.each([
    ['/campaigns/my-campaigns', 'campaigns'],
    ['/campaign/edit/42', 'campaigns'],
    ['/inbox', 'inbox'],
    ['/inbox/p1', 'inbox'],
    ['/billing/overview', 'billing'],
    ['/admin/customers', 'admin'],
  ] as const)('hands %s to the %s remote', (path, remote) => {
    expect(remoteForPath(path)).toBe(remote);
  });

  it.each(['/auth/sign-in', '/preferences/user/basic', '/credentials/add', '/space/create', '/campaignsx'])(
    'leaves %s to the shell',
    (path) => {
      expect(remoteForPath(path)).toBeNull();
    },
  );

  it('gives every prefix to exactly one remote', () => {
    const all = remoteNames.flatMap((name) => areaPrefixes[name]);
    expect(new Set(all).size).toBe(all.length);
  });
});
