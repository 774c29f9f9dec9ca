/**
 * The public face of modules/credentials: what other modules use of it (issue 24: modules meet
 * through this file only; inside the module, files import each other directly).
 */
export { canSee, credentialAccess, type CredentialAccess, visibleCondition } from './credential-access';
export { credentialMessages } from './credentials.schema';
export { setUnreadCount } from './credentials.service';
export { countUnreadDialogs } from './unread';
export { visibleCredentialIds } from './credential-access';
export { credentialsRoutes } from './credentials.handlers';
export { proxyRoutes } from './proxy.handlers';
export { CredentialSchema, CredentialSeatsSchema } from './credential-responses.schema';
export { seatsSummary } from './credential-seats';
export { type CredentialContext, listCredentials } from './credentials.service';
export { insertMailboxCredential, type MailboxCredentialInput } from './credential-lifecycle';
