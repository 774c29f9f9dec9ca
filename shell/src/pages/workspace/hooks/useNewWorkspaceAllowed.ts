import { brandForAccountValue } from '@outreach/brands';
import { useUser } from '@outreach/sdk/account';
import { useAppConfig } from '../../../app/config';

/**
 * spec platform §1/§6: "A new workspace can be created unless the brand is restricted" — the
 * brand of this host, and the brand of the person's account when the API names one.
 */
export function useNewWorkspaceAllowed(): boolean {
  const { brand } = useAppConfig();
  const user = useUser();
  const userBrand = (user.data as { brand?: string } | undefined)?.brand;
  return brand.features.newWorkspace && (!userBrand || brandForAccountValue(userBrand).features.newWorkspace);
}
