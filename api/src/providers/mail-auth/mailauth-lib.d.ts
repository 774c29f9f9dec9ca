/**
 * Types for the two parts of mailauth's record handling that its package ships untyped and
 * that the sending-domain checks use (domain-check.ts): the DKIM key look-up and parser, and
 * the DMARC record look-up and parser. Only what is called here is declared.
 */
declare module 'mailauth/lib/tools.js' {
  /**
   * Looks up the TXT record at `name` and parses it as a DKIM key record. Throws the resolver's
   * error (ENOTFOUND, ENODATA, ETIMEOUT...) or one coded EINVALIDVAL, EINVALIDVER, EINVALIDTYPE
   * or ESHORTKEY when the record is not a usable key.
   */
  export function getPublicKey(
    type: 'DKIM' | 'ARC',
    name: string,
    minBitLength: number,
    resolver: (name: string, rrtype: string) => Promise<unknown>,
  ): Promise<{ publicKey: string; rr: string; modulusLength?: number }>;
}

declare module 'mailauth/lib/dmarc/get-dmarc-record.js' {
  /** The parsed record at `_dmarc.<domain>` (else the organisational domain's), false when none or several. */
  export default function getDmarcRecord(
    domain: string,
    resolver: (name: string, rrtype: string) => Promise<unknown>,
  ): Promise<
    | false
    | ({ rr: string; isOrgRecord: boolean; p?: string; sp?: string; rua?: string; pct?: number } & Record<
        string,
        unknown
      >)
  >;
}
