import type { MailHostKind } from '../../db/schema';

/**
 * The mail-hosting port (issue 29, "Mailboxes"): where the AI email service's mailboxes live. A
 * host keeps virtual domains and mailboxes (an address with its password) and says where a mail
 * client reaches them: SMTP submission with a login, and IMAP. The sandbox host (sandbox.host.ts)
 * is the default install's; the Postfix host (postfix.host.ts) writes the tables that Debian's
 * postfix-pgsql and dovecot-pgsql read (ops/mail/). Both pass testing/mail-host.contract.ts.
 */

/** A server a mail client connects to: `secure` is TLS from the start (465, 993), else STARTTLS or none. */
export interface MailEndpoint {
  host: string;
  port: number;
  secure: boolean;
}

export interface MailHostServers {
  smtp: MailEndpoint;
  imap: MailEndpoint;
}

export interface MailHost {
  readonly kind: MailHostKind;
  /** Where the mailboxes' SMTP (submission, with a login) and IMAP servers are. */
  readonly servers: MailHostServers;
  /** Starts receiving mail for `domain` (lower case); a domain it already has stays as it is. */
  addDomain(domain: string): Promise<void>;
  /** Stops receiving mail for `domain`; its mailboxes go with it. */
  removeDomain(domain: string): Promise<void>;
  /** A mailbox on one of its domains; throws MailHostError when the address exists or its domain is not added. */
  addMailbox(address: string, password: string): Promise<void>;
  /** Removes a mailbox: it logs in and receives no more (a Maildir on disk stays); an unknown address is no error. */
  removeMailbox(address: string): Promise<void>;
  /** Whether `password` logs in to `address` (what the mail servers check). */
  checkLogin(address: string, password: string): Promise<boolean>;
  /** The addresses of a domain, sorted. */
  mailboxesOf(domain: string): Promise<string[]>;
}

/** A refusal the host words (an address that exists, a domain it does not serve): a 4xx for the caller. */
export class MailHostError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MailHostError';
  }
}

export const mailHostMessages = {
  exists: 'This mailbox already exists on the mail host',
  noDomain: 'The mail host does not serve this domain',
} as const;

/** The part after the @, lower case. */
export function domainOf(address: string): string {
  return address.slice(address.lastIndexOf('@') + 1).toLowerCase();
}
