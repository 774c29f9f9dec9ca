export {
  type AreaRoute,
  AreaRoutes,
  type AreaRoutesProps,
  type LazyPage,
  lazyPage,
  preloadArea,
  RedirectKeepingQuery,
} from './routing';
export { documentTitle, useDocumentTitle } from './page-title';
export { labelName, useLabelName } from './labels';
export { PlanFeaturesProvider, usePlanFeatures } from './plan-features';
export {
  ApiError,
  type ApiClient,
  type ApiErrorDetails,
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
export {
  closeUpgradePrompt,
  currentUpgradeRequest,
  LockedFeature,
  lockedFeatureRequest,
  requestUpgrade,
  type UpgradeRequest,
  upgradeNames,
  upgradeRequestOf,
  useUpgradeRequest,
} from './upgrade';
export {
  changeLanguage,
  defineLocales,
  formatDateTime,
  formatDay,
  withDayLabels,
  i18n,
  isLanguage,
  type LanguageCode,
  type LocaleLoader,
  type Locales,
  languages,
  type Namespace,
  seededStrings,
  callStrings,
  type Namespaces,
  type TFunction,
  type Translate,
  type TranslateOptions,
  type TranslationKey,
  useLocales,
  useT,
  WithLocales,
} from './i18n';
export {
  disconnectRealtime,
  getRealtime,
  subscribeRealtime,
  useRealtimeEvent,
} from './realtime';
export {
  type DialerPanelHostProps,
  OPEN_DIALER_EVENT,
  onOpenDialer,
  type OpenDialerRequest,
  openDialer,
} from './dialer';
export { CallButton, type CallButtonProps } from './call-button';
export {
  type SessionCall,
  type SessionKeys,
  seedSessionQueries,
  sessionAnswered,
  sessionCall,
  startSessionCalls,
} from './early-session';
export {
  api,
  LANGUAGE_KEY,
  readLocalStorage,
  type SessionState,
  type SessionUser,
  seedSession,
  sessionStore,
  setHostBrand,
  setSpace,
  setTheme,
  setWorkspaceBrand,
  spaceOfUrl,
  useBrand,
  setToken,
  TOKEN_KEY,
  useSession,
  writeLocalStorage,
} from './session';
export {
  carriedParameters,
  carriedQuery,
  carriesNothing,
  carryTo,
  Link,
  Navigate,
  NavLink,
  useNavigate,
  withCarriedQuery,
} from './navigation';
export { useStableValue, useStateFor } from './stable-value';
