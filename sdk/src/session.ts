import type { Brand } from '@outreach/brands';
import type { ApiSchema } from '@outreach/core/contract';
import { createStore, useStore } from 'zustand';
import { CREATE_TOKEN_PATH, createApiClient } from './client';

/** spec platform §9: local storage keeps token and language. */
export const TOKEN_KEY = 'token';
export const LANGUAGE_KEY = 'language';

/** The signed-in person as GET /users/fetch_user sends it (the API's UserProfile schema). */
export type SessionUser = ApiSchema<'UserProfile'>;

export interface SessionState {
  apiBase: string;
  token: string | null;
  space: string | null;
  user: SessionUser | null;
  /** Brand id of the page (from /api/config or the single-spa props). */
  brand: string;
  /** The host's brand as GET /api/config sent it (sign-in and sign-up pages follow it). */
  hostBrand: Brand | null;
  /** The current workspace's brand (GET /space/info `brand_config`) while signed in; null otherwise. */
  workspaceBrand: Brand | null;
  locale: string;
  theme: 'light' | 'dark';
  /** The connected account the user works as (`selectedCred` in the URL, platform §4). */
  selectedCredentialId: string | null;
  /** True inside a partner portal (single-spa), where nothing is persisted. */
  embedded: boolean;
}

function readStorage(key: string): string | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeStorage(key: string, value: string | null) {
  try {
    if (typeof localStorage === 'undefined') return;
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // storage may be blocked (private mode, sandboxed iframe): the session still works in memory
  }
}

/**
 * The workspace the URL names (`?space=`, platform §4), read when the page loads so a reload keeps
 * an admin in the customer's workspace from the first call on. The route guard then confirms it
 * (GET /admin/validate_original) or drops it. The admin area and the auth pages name none.
 */
export function spaceOfUrl(location: Pick<Location, 'pathname' | 'search'> | undefined): string | null {
  if (!location || /^\/(admin|auth)(\/|$)/i.test(location.pathname)) return null;
  const value = new URLSearchParams(location.search).get('space');
  return value && value !== 'undefined' && value !== 'null' ? value : null;
}

/** One store per page: the sdk is a federation singleton, so shell and remotes share it. */
export const sessionStore = createStore<SessionState>(() => ({
  apiBase: '',
  token: readStorage(TOKEN_KEY),
  space: spaceOfUrl(typeof window === 'undefined' ? undefined : window.location),
  user: null,
  brand: 'reachly',
  hostBrand: null,
  workspaceBrand: null,
  locale: readStorage(LANGUAGE_KEY) ?? 'en',
  theme: readStorage('theme') === 'dark' ? 'dark' : 'light',
  selectedCredentialId: null,
  embedded: false,
}));

export function useSession<T>(selector: (state: SessionState) => T): T {
  return useStore(sessionStore, selector);
}

export function setToken(token: string | null) {
  if (!sessionStore.getState().embedded) writeStorage(TOKEN_KEY, token);
  sessionStore.setState({ token, ...(token ? {} : { user: null }) });
}

/**
 * The brand the page shows (issue 14 item 6): the workspace's while signed in, else the host's. Logo,
 * colours, favicon, title and links all read this one object. Null only before the shell has started.
 */
export function useBrand(): Brand | null {
  return useSession((state) => state.workspaceBrand ?? state.hostBrand);
}

/** The shell sets the host's brand at start and the workspace's once /space/info answers (null: none). */
export function setHostBrand(brand: Brand) {
  sessionStore.setState({ hostBrand: brand, brand: brand.id });
}

export function setWorkspaceBrand(brand: Brand | null) {
  if (sessionStore.getState().workspaceBrand !== brand) sessionStore.setState({ workspaceBrand: brand });
}

export function setSpace(space: string | null) {
  sessionStore.setState({ space });
}

export function setTheme(theme: 'light' | 'dark') {
  if (!sessionStore.getState().embedded) writeStorage('theme', theme);
  sessionStore.setState({ theme });
}

/** Seed the session from single-spa props (partner portal): nothing is read from or written to storage. */
export function seedSession(values: Partial<SessionState>) {
  sessionStore.setState({ ...values, embedded: true });
}

let renewal: Promise<boolean> | null = null;

/**
 * spec platform §4 token handling: after 'Token is not valid' a new token is created
 * (POST /auth/create_token, sent with the old one) and the failed call retried once.
 * Calls failing together share one renewal. False when no new token could be had.
 */
function renewToken(): Promise<boolean> {
  renewal ??= api
    .POST(CREATE_TOKEN_PATH)
    .then((payload) => {
      if (!payload?.token) return false;
      setToken(payload.token);
      return true;
    })
    .catch(() => false)
    .finally(() => {
      renewal = null;
    });
  return renewal;
}

export const api = createApiClient({
  apiBase: () => sessionStore.getState().apiBase,
  token: () => sessionStore.getState().token,
  space: () => sessionStore.getState().space,
  renewToken,
});

export { writeStorage as writeLocalStorage, readStorage as readLocalStorage };
