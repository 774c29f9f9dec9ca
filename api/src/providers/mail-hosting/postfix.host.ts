import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailHostDomains, mailHostUsers } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { checkDovecotPassword, dovecotPassword } from './dovecot-password';
import {
  domainOf,
  type MailHost,
  MailHostError,
  type MailHostServers,
  mailHostMessages,
} from './mail-host.provider';

/**
 * The real mail host (issue 29, MAIL_HOSTING=postfix): virtual domains and mailboxes in the
 * tables mail_host_domains and mail_host_users of the product's Postgres, which Postfix
 * (postfix-pgsql: ops/mail/pgsql-*.cf) and Dovecot (dovecot-pgsql: ops/mail/dovecot-sql.conf.ext)
 * read at each look-up: a mailbox exists for both the moment its row is written. Passwords are
 * stored as Dovecot's `{ARGON2ID}` (dovecot-password.ts); mail is delivered to
 * `<spool>/<domain>/<local part>/` (Maildir) by Dovecot's LMTP.
 */
export function createPostfixMailHost(db: Db, servers: MailHostServers): MailHost {
  return {
    kind: 'postfix',
    servers,
    async addDomain(domain) {
      await db.insert(mailHostDomains).values({ domain }).onConflictDoNothing();
    },
    async removeDomain(domain) {
      await db.delete(mailHostDomains).where(eq(mailHostDomains.domain, domain));
    },
    async addMailbox(address, password) {
      const email = address.toLowerCase();
      const domain = domainOf(email);
      const [served] = await db
        .select({ domain: mailHostDomains.domain })
        .from(mailHostDomains)
        .where(eq(mailHostDomains.domain, domain))
        .limit(1);
      if (!served) throw new MailHostError(mailHostMessages.noDomain);
      const local = email.slice(0, email.lastIndexOf('@'));
      try {
        await db.insert(mailHostUsers).values({
          email,
          domain,
          password: await dovecotPassword(password),
          maildir: `${domain}/${local}/`,
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new MailHostError(mailHostMessages.exists);
        throw error;
      }
    },
    async removeMailbox(address) {
      await db.delete(mailHostUsers).where(eq(mailHostUsers.email, address.toLowerCase()));
    },
    async checkLogin(address, password) {
      const [row] = await db
        .select({ password: mailHostUsers.password })
        .from(mailHostUsers)
        .where(and(eq(mailHostUsers.email, address.toLowerCase()), eq(mailHostUsers.active, true)))
        .limit(1);
      return row ? checkDovecotPassword(row.password, password) : false;
    },
    async mailboxesOf(domain) {
      const rows = await db
        .select({ email: mailHostUsers.email })
        .from(mailHostUsers)
        .where(eq(mailHostUsers.domain, domain))
        .orderBy(asc(mailHostUsers.email));
      return rows.map((row) => row.email);
    },
  };
}
