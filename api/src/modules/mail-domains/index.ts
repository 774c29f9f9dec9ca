/**
 * The public face of modules/mail-domains (issue 29): the DNS checks of sending domains. Today the
 * check of a mailbox connected in Integrations; the product's own domains join it.
 */
export { mailDomainsRoutes } from './mail-domains.handlers';
