import { api, useSession } from '@outreach/sdk';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { integrationKeys } from '../integrations.keys';

/** The body of PUT /integrations/smtp/{id}/add_smtp as the form sends it. */
export interface MailboxSettings {
  host: string;
  port: number;
  secure: boolean;
  user: string;
  password: string;
  from_name: string;
  from_email: string;
  imap_host?: string;
  imap_port?: number;
  imap_secure?: boolean;
}

/** GET /integrations/catalogue: the providers' statuses, the credential's mailboxes, the PUBLIC_URL warning. */
export function useCatalogue(credentialId: string | null) {
  const token = useSession((state) => state.token);
  const space = useSession((state) => state.space);
  return useQuery({
    queryKey: integrationKeys.catalogue(space, credentialId),
    queryFn: () =>
      api.GET('/integrations/catalogue', { query: credentialId ? { credentials_id: credentialId } : {} }),
    enabled: Boolean(token),
  });
}

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: integrationKeys.all });
}

/**
 * Connecting a mailbox: a new SMTP integration (connect) unless the form edits one, then its
 * settings (add_smtp), which the server checks by logging in to both servers.
 */
export function useSaveMailbox() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (input: {
      credentialId: string;
      integrationId: string | null;
      settings: MailboxSettings;
      /** The new integration's id, told before its settings are tried (a refusal keeps it for the next try). */
      onCreated?: (id: string) => void;
    }) => {
      let id = input.integrationId;
      if (!id) {
        const connected = await api.POST('/integrations/{provider}/connect', {
          path: { provider: 'smtp' },
          query: { credentials_id: input.credentialId },
        });
        id = connected.integration._id;
        input.onCreated?.(id);
      }
      return {
        id,
        integration: await api.PUT('/integrations/{provider}/{id}/add_smtp', {
          path: { provider: 'smtp', id },
          body: input.settings,
        }),
      };
    },
    onSettled: invalidate,
  });
}

export function useDisconnectMailbox() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (integrationId: string) =>
      api.POST('/integrations/{provider}/disconnect', {
        path: { provider: 'smtp' },
        body: { integration_id: integrationId },
      }),
    onSettled: invalidate,
  });
}

/** POST /workflows/steps/send_email/test through one mailbox. */
export function useSendTestEmail() {
  return useMutation({
    mutationFn: (input: { integrationId: string; receiver: string; subject: string; text: string }) =>
      api.POST('/workflows/steps/send_email/test', {
        body: {
          integration_id: input.integrationId,
          receiver: input.receiver,
          subject: input.subject,
          text: input.text,
        },
      }),
  });
}
