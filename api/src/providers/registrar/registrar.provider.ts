/**
 * The registrar port (issue 29, "Domains"): where the AI email service buys its sending domains.
 * `check` says whether a name can be bought and its price in credits, `register` starts the
 * registration and answers the registrar's reference, `status` says where it stands (spec
 * ai-telephony §4 "Domain: registering, then ready"; §9 ".com domains register within 1 hour,
 * others up to 48 hours"). The sandbox (sandbox.registrar.ts) is the default; Name.com
 * (namecom.registrar.ts) the real one. registrar.contract.test.ts holds both to the same rules.
 */
export interface DomainOffer {
  /** Normalized (lower case, no trailing dot). */
  domain: string;
  available: boolean;
  /** Price of one year, in credits; 0 when a taken name has none (Name.com prices only what it sells). */
  price: number;
}

export const registrationStatuses = ['registering', 'ready', 'failed'] as const;
export type RegistrationStatus = (typeof registrationStatuses)[number];

export interface Registration {
  /** The registrar's reference, for `status`. */
  id: string;
  status: RegistrationStatus;
  /** When a registering domain is expected ready; when a ready one became ready. */
  readyAt: Date;
}

export interface Registrar {
  readonly name: string;
  /** Null when `domain` is no name a registrar sells (a sub-domain, an unknown ending). */
  check(domain: string): Promise<DomainOffer | null>;
  /** Registers `domain`; throws `RegistrarError` when it is not available. */
  register(domain: string): Promise<Registration>;
  /** Throws `RegistrarError` for a reference it does not know. */
  status(id: string): Promise<Registration>;
}

/** A refusal the registrar words (taken, unknown reference); the caller answers it as a 4xx. */
export class RegistrarError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RegistrarError';
  }
}
