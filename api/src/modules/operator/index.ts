/**
 * The public face of modules/operator: what the app and the scripts use of it (issue 24: modules
 * meet through this file only).
 */
export {
  type AdminEndpoint,
  adminEndpointFile,
  loopbackUrl,
  newAdminSecret,
  readAdminEndpoint,
  writeAdminEndpoint,
} from './admin-endpoint-file';
export { operatorRoutes } from './operator.handlers';
