import { checkDovecotPassword, dovecotPassword } from './dovecot-password';
import {
  domainOf,
  type MailHost,
  MailHostError,
  type MailHostServers,
  mailHostMessages,
} from './mail-host.provider';

/**
 * The default install's mail host (issue 29): domains and mailboxes kept in this process, hashed as
 * the real host hashes them. No mail server stands behind it: its servers are the ones
 * MAIL_HOSTING_SMTP_URL and MAIL_HOSTING_IMAP_URL name (a mail server the operator runs), else the
 * reserved name `mail.sandbox.invalid`, which no mail reaches (README "AI email service").
 */
export const sandboxServers: MailHostServers = {
  smtp: { host: 'mail.sandbox.invalid', port: 587, secure: false },
  imap: { host: 'mail.sandbox.invalid', port: 993, secure: true },
};

export function createSandboxMailHost(servers: MailHostServers = sandboxServers): MailHost {
  const domains = new Map<string, Map<string, string>>();
  return {
    kind: 'sandbox',
    servers,
    async addDomain(domain) {
      if (!domains.has(domain)) domains.set(domain, new Map());
    },
    async removeDomain(domain) {
      domains.delete(domain);
    },
    async addMailbox(address, password) {
      const users = domains.get(domainOf(address));
      if (!users) throw new MailHostError(mailHostMessages.noDomain);
      const key = address.toLowerCase();
      if (users.has(key)) throw new MailHostError(mailHostMessages.exists);
      users.set(key, await dovecotPassword(password));
    },
    async removeMailbox(address) {
      domains.get(domainOf(address))?.delete(address.toLowerCase());
    },
    async checkLogin(address, password) {
      const stored = domains.get(domainOf(address))?.get(address.toLowerCase());
      return stored ? checkDovecotPassword(stored, password) : false;
    },
    async mailboxesOf(domain) {
      return [...(domains.get(domain)?.keys() ?? [])].sort();
    },
  };
}
