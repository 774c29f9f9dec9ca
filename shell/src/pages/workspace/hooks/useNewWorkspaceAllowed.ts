import { brandForAccountValue } from '@outreach/brands';
import { useLoadedAccount, useUser } from '@outreach/sdk/account';
import { useAppConfig } from '../../../app/config';
import { brandOfAccount } from '../../../layouts/use-shell-context';

/**
 * spec platform §1/§6: "A new workspace can be created unless the brand is restricted". spec §1: "An
 * account has a brand field that decides brand-specific behaviour": the current workspace's brand
 * (the host's only before there is one), and the person's own brand when the API names one, so
 * the page, the account menu and the sidebar all follow the same brand.
 */
export function useNewWorkspaceAllowed(): boolean {
  const { brand: hostBrand } = useAppConfig();
  const account = useLoadedAccount();
  const user = useUser();
  const brand = brandOfAccount(account, hostBrand);
  const userBrand = (user.data as { brand?: string } | undefined)?.brand;
  return brand.features.newWorkspace && (!userBrand || brandForAccountValue(userBrand).features.newWorkspace);
}
