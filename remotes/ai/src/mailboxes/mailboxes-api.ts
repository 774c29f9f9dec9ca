/**
 * The AI email service's calls (issue 29; spec ai-telephony §2 "AI email service pages"; the spec
 * shows no calls for them, the API declares them under /ai_email), through the typed client.
 */
import type { ApiSchema } from '@outreach/core/contract';
import { api } from '@outreach/sdk';

export type SendingDomain = ApiSchema<'SendingDomain'>;
export type SendingDomainDetail = ApiSchema<'SendingDomainDetail'>;
export type DomainOffer = ApiSchema<'SendingDomainOffer'>;
export type BoughtDomain = ApiSchema<'BoughtSendingDomain'>;
export type DnsRecord = ApiSchema<'DnsRecordToPublish'>;
export type DomainCheck = ApiSchema<'DnsDomainCheck'>;
export type RecordCheck = ApiSchema<'DnsRecordCheck'>;
export type DomainStatus = SendingDomain['status'];

/** spec platform §2: the Buy credits modal of the billing overview. */
export const buyCreditsPath = '/billing/overview?showCreditsModal=true';

export function fetchDomains(): Promise<SendingDomain[]> {
  return api.GET('/ai_email/domains');
}

export function fetchDomain(id: string): Promise<SendingDomainDetail> {
  return api.GET('/ai_email/domains/{id}', { path: { id } });
}

export function checkAvailability(name: string): Promise<DomainOffer> {
  return api.GET('/ai_email/domains/availability', { query: { name } });
}

/** POST: the price is charged in credits, then the domain is registering until ready. */
export function buyDomain(name: string): Promise<BoughtDomain> {
  return api.POST('/ai_email/domains', { body: { name } });
}

export function recheckDomain(id: string): Promise<SendingDomainDetail> {
  return api.POST('/ai_email/domains/{id}/check', { path: { id } });
}

export function deleteDomain(id: string): Promise<{ id: string }> {
  return api.DELETE('/ai_email/domains/{id}', { path: { id } });
}

/** The credits the workspace can spend now (GET /space/info, credits_usage). */
export async function fetchBalance(): Promise<number> {
  const info = await api.GET('/space/info');
  return info.credits_usage.available_by_type.default ?? 0;
}

/** GET /integrations/{provider}/{id}/dns_check: the domain of a mailbox connected in Integrations. */
export type MailboxProvider = ApiSchema<'EmailIntegration'>['type'];
/** Every provider a mailbox can be connected with (the contract's enum: tsc fails if one is missing). */
const providers: Record<MailboxProvider, true> = {
  google: true,
  sendgrid: true,
  microsoft: true,
  amazon: true,
  exchange: true,
  smtp: true,
  ai_email_service: true,
};
export function isMailboxProvider(type: string): type is MailboxProvider {
  return Object.hasOwn(providers, type);
}
export function checkMailboxDns(provider: MailboxProvider, id: string): Promise<DomainCheck> {
  return api.GET('/integrations/{provider}/{id}/dns_check', { path: { provider, id } });
}

/** .com domains are ready within 1 hour, every other ending within 48 hours (spec §9). */
export function readyWithin(domain: string): 'hour' | 'twoDays' {
  return domain.toLowerCase().endsWith('.com') ? 'hour' : 'twoDays';
}
