/**
 * The public face of modules/integrations: what other modules use of it (issue 24: modules meet
 * through this file only; inside the module, files import each other directly).
 */
export { holdsFollowUps, recipientOf, sendingIntegration } from './sending-integration';
export { catalogueRoutes } from './catalogue.handlers';
export { credentialIntegrationsRoutes, integrationsRoutes } from './integrations.handlers';
export { sendEmailTestRoutes } from './send-test.handlers';
export { announceIntegration, deleteIntegrationRow } from './integrations.service';
export {
  emailIntegrationPlaces,
  type HostedMailboxConnection,
  insertHostedMailboxIntegration,
} from './mailbox-places';
