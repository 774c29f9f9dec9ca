import type { Brand } from '@outreach/brands';
import { useSession } from '@outreach/sdk';
import {
  type Account,
  type Credential,
  useAccount,
  useCredentials,
  useFeatures,
  useSelectedCredential,
  useUser,
} from '@outreach/sdk/account';
import { useLocation } from 'react-router';
import { useAllowedPages } from '../app/allowed-pages';
import { useAppConfig } from '../app/config';

/**
 * spec platform §1: "An account has a brand field that decides brand-specific behaviour"; issue 14:
 * signed-in pages follow the WORKSPACE's brand record (GET /space/info `brand_config`, edited at run
 * time by the admins), else the brand of the host the app is served from.
 */
export function brandOfAccount(
  account: Partial<Pick<Account, 'brand_config'>> | undefined,
  hostBrand: Brand,
): Brand {
  return account?.brand_config ?? hostBrand;
}

/** The selected credential: the session's choice, else the one the URL names (before the guard syncs it). */
function pickSelected(
  credentials: readonly Credential[] | undefined,
  fromSession: Credential | undefined,
  search: string,
): Credential | undefined {
  if (fromSession) return fromSession;
  const id = new URLSearchParams(search).get('selectedCred');
  return id ? credentials?.find((credential) => credential._id === id) : undefined;
}

/** Everything the layout's rules read: who, which workspace and brand, which credentials, which features. */
export function useShellContext() {
  const { brand: hostBrand } = useAppConfig();
  const location = useLocation();
  const sessionUser = useSession((state) => state.user);
  const user = useUser();
  const account = useAccount();
  const credentials = useCredentials();
  const features = useFeatures();
  const fromSession = useSelectedCredential();
  const selected = pickSelected(credentials.data, fromSession, location.search);
  const me = user.data ?? sessionUser;
  const isMember = Boolean(me && account.data && !me.is_admin && !account.data.admins?.includes(me._id));
  const allowedPages = useAllowedPages(me?._id, isMember);
  return {
    user: user.data ?? sessionUser,
    account: account.data,
    brand: brandOfAccount(account.data, hostBrand),
    credentials: credentials.data,
    credentialsLoaded: credentials.isSuccess,
    features: features.data,
    selected,
    allowedPages: allowedPages.pages,
  };
}
