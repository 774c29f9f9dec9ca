/**
 * The public face of modules/spaces: what other modules use of it (issue 24: modules meet
 * through this file only; inside the module, files import each other directly).
 */
export { allowedPagesInput, allowedPagesMap } from './allowed-pages';
export {
  keepExistingCredentialIds,
  listSpaceCredentialIds,
  requireSpaceCredentialIds,
  seatUsage,
} from './space-credentials';
export {
  credentialIdsInput,
  photoUploadBody,
  SpaceInfoSchema,
  SpaceSummarySchema,
  WorkspacePagesSchema,
} from './spaces.schema';
export {
  announceSpaceChange,
  announceUserChange,
  countSpaceAdmins,
  listSpacesOfUser,
  lockSpace,
  spaceInfo,
  type SpaceJson,
} from './spaces.service';
export { spacesRoutes } from './spaces.handlers';
export { spaceFeatures } from './features.service';
export { SpaceFeaturesSchema } from './spaces.schema';
