export { type AreaRoute, AreaRoutes, type AreaRoutesProps, lazyPage, RedirectKeepingQuery } from './routing';
export { areaPrefixes, type RemoteName, remoteForPath, remoteNames } from './areas';
export {
  ApiError,
  type ApiClient,
  type ApiErrorEvent,
  type ApiErrorListener,
  buildUrl,
  CREATE_TOKEN_PATH,
  createApiClient,
  GENERIC_ERROR,
  onApiError,
  RESPONSE_TIMEOUT_MS,
  shouldRenewToken,
  TIMEOUT_MESSAGE,
  TOKEN_NOT_VALID,
} from './client';
export { type FeatureFlag, type FeatureSet, featureFlags, hasFeature } from './features';
export {
  addTranslations,
  changeLanguage,
  i18n,
  isLanguage,
  type LanguageCode,
  languages,
  registerTranslations,
  useT,
} from './i18n';
export {
  disconnectRealtime,
  getRealtime,
  type ReceivedEvent,
  realtimeEvents,
  subscribeRealtime,
  useRealtimeEvent,
} from './realtime';
export {
  api,
  LANGUAGE_KEY,
  readLocalStorage,
  type SessionState,
  type SessionUser,
  seedSession,
  sessionStore,
  setSpace,
  setTheme,
  setToken,
  TOKEN_KEY,
  useSession,
  writeLocalStorage,
} from './session';
