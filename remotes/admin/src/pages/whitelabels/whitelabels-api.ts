import type { Brand, Palette } from '@outreach/brands';
import { api } from '@outreach/sdk';
import type { ApiBody, ApiSchema } from '@outreach/core/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useAdminQuery } from '../admin-query';

/**
 * The white-label admin routes (issue 14, api/src/modules/whitelabels), as these pages read them.
 * snake_case JSON; `can_edit` says which sections this admin may save (resellers: colors and
 * assets, support and email only).
 */

export type WhitelabelStatus = 'active' | 'archived';
export const whitelabelStatuses: readonly WhitelabelStatus[] = ['active', 'archived'];

/** A row of GET /admin/whitelabels. */
export type WhitelabelRow = ApiSchema<'WhitelabelRow'>;
/** GET /admin/whitelabels/{id} and every section's save answer. */
export type Whitelabel = ApiSchema<'Whitelabel'>;

export type NavLinks = Brand['navLinks'];
export type { Palette };

export type CreateWhitelabelBody = ApiBody<'post', '/admin/whitelabels'>;
export type DetailsBody = ApiBody<'put', '/admin/whitelabels/{id}/details'>;
export type AssetsBody = ApiBody<'put', '/admin/whitelabels/{id}/assets'>;
export type OptionsBody = ApiBody<'put', '/admin/whitelabels/{id}/options'>;
export type EmailConfigBody = ApiBody<'put', '/admin/whitelabels/{id}/email_config'>;
export type SupportBody = ApiBody<'put', '/admin/whitelabels/{id}/support'>;

export const whitelabelKeys = {
  all: ['admin', 'whitelabels'] as const,
  list: (status: WhitelabelStatus) => [...whitelabelKeys.all, 'list', status] as const,
  one: (id: string) => [...whitelabelKeys.all, 'one', id] as const,
};

export function useWhitelabels(status: WhitelabelStatus) {
  return useAdminQuery(whitelabelKeys.list(status), () =>
    api.GET('/admin/whitelabels', { query: { status } }),
  );
}

export function useWhitelabel(id: string) {
  return useAdminQuery(whitelabelKeys.one(id), () => api.GET('/admin/whitelabels/{id}', { path: { id } }), {
    enabled: id !== '',
  });
}

export const whitelabelApi = {
  create: (body: CreateWhitelabelBody) => api.POST('/admin/whitelabels', { body }),
  archive: (id: string) => api.POST('/admin/whitelabels/{id}/archive', { path: { id } }),
  restore: (id: string) => api.POST('/admin/whitelabels/{id}/restore', { path: { id } }),
  details: (id: string, body: DetailsBody) =>
    api.PUT('/admin/whitelabels/{id}/details', { path: { id }, body }),
  colors: (id: string, body: { light: Palette; dark: Palette }) =>
    api.PUT('/admin/whitelabels/{id}/colors', { path: { id }, body }),
  assets: (id: string, body: AssetsBody) => api.PUT('/admin/whitelabels/{id}/assets', { path: { id }, body }),
  options: (id: string, body: OptionsBody) =>
    api.PUT('/admin/whitelabels/{id}/options', { path: { id }, body }),
  emailConfig: (id: string, body: EmailConfigBody) =>
    api.PUT('/admin/whitelabels/{id}/email_config', { path: { id }, body }),
  /** Platform admins only: the sender address's domain is (or no longer is) the brand's verified one. */
  emailDomain: (id: string, verified: boolean) =>
    api.PUT('/admin/whitelabels/{id}/email_domain', { path: { id }, body: { verified } }),
  support: (id: string, body: SupportBody) =>
    api.PUT('/admin/whitelabels/{id}/support', { path: { id }, body }),
  testEmail: (whitelabelId: string, to: string) =>
    api.POST('/admin/emails/test', { body: { whitelabel_id: whitelabelId, to } }),
};

/** After a save: the answer is the new record; the list rows may show it too. */
export function useStoreWhitelabel() {
  const queryClient = useQueryClient();
  return (whitelabel: Whitelabel) => {
    queryClient.setQueryData(whitelabelKeys.one(whitelabel.id), whitelabel);
    void queryClient.invalidateQueries({ queryKey: [...whitelabelKeys.all, 'list'] });
  };
}
