import { describe, expect, it } from 'vitest';
import { credentialSwitchTarget, pathAfterCredentialSwitch } from './credential-switch';

describe('credential switch keeps the route (platform §4)', () => {
  it.each([
    ['/inbox', '/inbox'],
    ['/campaigns/my-campaigns', '/campaigns/my-campaigns'],
    ['/campaign/edit/42', '/campaigns/my-campaigns'],
    ['/mailboxes/mailboxes/warm-up/7', '/mailboxes/mailboxes'],
    ['/mailboxes/domains', '/mailboxes/domains'],
    ['/settings/limits', '/settings/limits'],
  ])('%s goes to %s', (from, to) => {
    expect(pathAfterCredentialSwitch(from)).toBe(to);
  });

  it('replaces selectedCred and keeps the other query values', () => {
    expect(
      credentialSwitchTarget({ pathname: '/inbox', search: '?selectedCred=a&space=s1&tab=2' }, 'b'),
    ).toBe('/inbox?selectedCred=b&space=s1&tab=2');
    expect(credentialSwitchTarget({ pathname: '/campaign/edit/9', search: '' }, 'b')).toBe(
      '/campaigns/my-campaigns?selectedCred=b',
    );
  });
});
