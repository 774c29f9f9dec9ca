/**
 * The public face of modules/mail-domains (issue 29): the DNS checks of sending domains (a mailbox
 * connected in Integrations), and the AI email service's own domains bought through the registrar.
 */
export { mailDomainsRoutes } from './mail-domains.handlers';
export { type HostedMailboxesOptions, hostedMailboxesRoutes } from './mailboxes.handlers';
export { type SendingDomainsSettings, sendingDomainsRoutes } from './sending-domains.handlers';
export { refreshSendingDomains, sendingDomainKeys } from './sending-domains.jobs';
export { domainRecordSettingsFromEnv } from './sending-domains.settings';
