import { expect, it } from 'vitest';
import { type MailHost, MailHostError } from '../mail-host.provider';

/**
 * What every mail host does (issue 29, "same contract suite on both"): run inside a describe of
 * the host's test with a fresh host per call of `make`.
 */
export function mailHostContract(make: () => Promise<MailHost>) {
  it('keeps mailboxes on its domains, checks their passwords and forgets removed ones', async () => {
    const host = await make();
    await host.addDomain('contract-a.test');
    await host.addDomain('contract-a.test');
    await host.addMailbox('Ana@contract-a.test', 'first-secret-1');
    await host.addMailbox('bob@contract-a.test', 'second-secret-2');
    expect(await host.mailboxesOf('contract-a.test')).toEqual(['ana@contract-a.test', 'bob@contract-a.test']);
    expect(await host.checkLogin('ana@contract-a.test', 'first-secret-1')).toBe(true);
    expect(await host.checkLogin('ANA@contract-a.test', 'first-secret-1')).toBe(true);
    expect(await host.checkLogin('ana@contract-a.test', 'second-secret-2')).toBe(false);
    expect(await host.checkLogin('nobody@contract-a.test', 'first-secret-1')).toBe(false);
    await host.removeMailbox('ana@contract-a.test');
    await host.removeMailbox('ana@contract-a.test');
    expect(await host.checkLogin('ana@contract-a.test', 'first-secret-1')).toBe(false);
    expect(await host.mailboxesOf('contract-a.test')).toEqual(['bob@contract-a.test']);
  });

  it('refuses an address it has and a domain it does not serve', async () => {
    const host = await make();
    await host.addDomain('contract-b.test');
    await host.addMailbox('ana@contract-b.test', 'first-secret-1');
    await expect(host.addMailbox('ana@contract-b.test', 'other-secret')).rejects.toBeInstanceOf(
      MailHostError,
    );
    expect(await host.checkLogin('ana@contract-b.test', 'first-secret-1')).toBe(true);
    await expect(host.addMailbox('ana@not-served.test', 'x-secret')).rejects.toBeInstanceOf(MailHostError);
  });

  it('takes a domain off with its mailboxes', async () => {
    const host = await make();
    await host.addDomain('contract-c.test');
    await host.addMailbox('ana@contract-c.test', 'first-secret-1');
    await host.removeDomain('contract-c.test');
    expect(await host.mailboxesOf('contract-c.test')).toEqual([]);
    expect(await host.checkLogin('ana@contract-c.test', 'first-secret-1')).toBe(false);
    await expect(host.addMailbox('bob@contract-c.test', 'x-secret')).rejects.toBeInstanceOf(MailHostError);
  });
}
