import type { Brand, Palette } from '@outreach/brands';
import { api, useSession } from '@outreach/sdk';
import { useQuery, useQueryClient } from '@tanstack/react-query';

/**
 * The white-label admin routes (issue 14, api/src/modules/whitelabels), as these pages read them.
 * snake_case JSON; `can_edit` says which sections this admin may save (resellers: colors and
 * assets, support and email only).
 */

export type WhitelabelStatus = 'active' | 'archived';
export const whitelabelStatuses: readonly WhitelabelStatus[] = ['active', 'archived'];

export interface WhitelabelRow {
  id: string;
  name: string;
  status: WhitelabelStatus;
  family: string;
  domains: string[];
  owner_emails: string[];
  logo: { shape: 'square' | 'rectangle'; svg: string; image?: string };
  primary: string;
  customers: number;
  created_at: string;
  archived_at: string | null;
}

export interface SmtpSettings {
  host: string;
  port: number;
  secure: boolean;
  user?: string | null;
  has_password?: boolean;
  password?: string;
}

export interface Whitelabel {
  id: string;
  status: WhitelabelStatus;
  brand: Brand;
  owner_emails: string[];
  email_config: {
    sender_name: string | null;
    sender_address: string | null;
    smtp: SmtpSettings | null;
  };
  created_at: string;
  updated_at: string;
  archived_at: string | null;
  can_edit: { details: boolean; options: boolean; colors: boolean; support: boolean; email: boolean };
}

export type NavLinks = Brand['navLinks'];
export type { Palette };

export interface CreateWhitelabelBody {
  id: string;
  name: string;
  domains: string[];
  owner_emails: string[];
  copy_from?: string;
}

export interface DetailsBody {
  name: string;
  domains: string[];
  owner_emails: string[];
  nav_links?: NavLinks;
  embed_origins?: string[];
}

export interface AssetsBody {
  logo_shape: 'square' | 'rectangle';
  logo_image?: string | null;
  favicon?: string | null;
}

export interface OptionsBody {
  auth: Brand['auth'];
  features: Brand['features'];
}

export interface EmailConfigBody {
  sender_name: string;
  sender_address: string;
  smtp: { host: string; port: number; secure: boolean; user?: string; password?: string } | null;
}

export interface SupportBody {
  integration: Brand['support']['integration'];
  app_id?: string;
}

type Call = (path: string, init?: { path?: object; query?: object; body?: unknown }) => Promise<unknown>;
// The white-label routes are declared by the API (contract.gen.ts once generated); these pages call
// them through the same client, typed by the interfaces above.
const client = api as unknown as { GET: Call; POST: Call; PUT: Call };

export const whitelabelKeys = {
  all: ['admin', 'whitelabels'] as const,
  list: (status: WhitelabelStatus) => [...whitelabelKeys.all, 'list', status] as const,
  one: (id: string) => [...whitelabelKeys.all, 'one', id] as const,
};

export function useWhitelabels(status: WhitelabelStatus) {
  const token = useSession((state) => state.token);
  return useQuery({
    queryKey: whitelabelKeys.list(status),
    queryFn: () =>
      client.GET('/admin/whitelabels', { query: { status } }) as Promise<{
        items: WhitelabelRow[];
        total: number;
      }>,
    enabled: Boolean(token),
  });
}

export function useWhitelabel(id: string) {
  const token = useSession((state) => state.token);
  return useQuery({
    queryKey: whitelabelKeys.one(id),
    queryFn: () => client.GET('/admin/whitelabels/{id}', { path: { id } }) as Promise<Whitelabel>,
    enabled: Boolean(token) && id !== '',
  });
}

export const whitelabelApi = {
  create: (body: CreateWhitelabelBody) => client.POST('/admin/whitelabels', { body }) as Promise<Whitelabel>,
  archive: (id: string) => client.POST('/admin/whitelabels/{id}/archive', { path: { id } }),
  restore: (id: string) => client.POST('/admin/whitelabels/{id}/restore', { path: { id } }),
  details: (id: string, body: DetailsBody) =>
    client.PUT('/admin/whitelabels/{id}/details', { path: { id }, body }) as Promise<Whitelabel>,
  colors: (id: string, body: { light: Palette; dark: Palette }) =>
    client.PUT('/admin/whitelabels/{id}/colors', { path: { id }, body }) as Promise<Whitelabel>,
  assets: (id: string, body: AssetsBody) =>
    client.PUT('/admin/whitelabels/{id}/assets', { path: { id }, body }) as Promise<Whitelabel>,
  options: (id: string, body: OptionsBody) =>
    client.PUT('/admin/whitelabels/{id}/options', { path: { id }, body }) as Promise<Whitelabel>,
  emailConfig: (id: string, body: EmailConfigBody) =>
    client.PUT('/admin/whitelabels/{id}/email_config', { path: { id }, body }) as Promise<Whitelabel>,
  support: (id: string, body: SupportBody) =>
    client.PUT('/admin/whitelabels/{id}/support', { path: { id }, body }) as Promise<Whitelabel>,
  testEmail: (whitelabelId: string, to: string) =>
    client.POST('/admin/emails/test', { body: { whitelabel_id: whitelabelId, to } }) as Promise<{
      sent: boolean;
      from: string;
    }>,
};

/** After a save: the answer is the new record; the list rows may show it too. */
export function useStoreWhitelabel() {
  const queryClient = useQueryClient();
  return (whitelabel: Whitelabel) => {
    queryClient.setQueryData(whitelabelKeys.one(whitelabel.id), whitelabel);
    void queryClient.invalidateQueries({ queryKey: [...whitelabelKeys.all, 'list'] });
  };
}
