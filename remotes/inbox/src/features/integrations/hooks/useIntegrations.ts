import { api, useSession } from '@outreach/sdk';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { integrationKeys } from '../integrations.keys';
import type { MailboxJson } from '../integrations.types';

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
  /** Without IMAP (replies not read): stop after the first email, or send the follow-ups anyway. */
  follow_ups_without_replies?: FollowUpsWithoutReplies;
}

export type FollowUpsWithoutReplies = MailboxJson['follow_ups_without_replies'];

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

/** The providers whose mailboxes connect by signing in with them (OAuth), not with SMTP settings. */
export type OAuthMailboxProvider = 'google' | 'microsoft';

export function isOAuthMailboxProvider(provider: string): provider is OAuthMailboxProvider {
  return provider === 'google' || provider === 'microsoft';
}

/** How the page leaves for Google's or Microsoft's sign-in (one object, so a test can watch where it goes). */
export const signInPage = {
  assign: (url: string) => window.location.assign(url),
};

/**
 * Google's or Microsoft's Connect: a new integration whose `url` is the provider's sign-in; the
 * browser leaves for it and comes back to /integrations?type=email (with &error= when refused).
 */
export function useConnectOAuthMailbox() {
  return useMutation({
    mutationFn: async (input: { provider: OAuthMailboxProvider; credentialId: string }) => {
      const connected = await api.POST('/integrations/{provider}/connect', {
        path: { provider: input.provider },
        query: { credentials_id: input.credentialId },
      });
      signInPage.assign(connected.url);
      return connected;
    },
  });
}

export function useDisconnectMailbox() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (mailbox: { _id: string; type: MailboxJson['type'] }) =>
      api.POST('/integrations/{provider}/disconnect', {
        path: { provider: mailbox.type },
        body: { integration_id: mailbox._id },
      }),
    onSettled: invalidate,
  });
}

/**
 * POST /workflows/steps/send_email/test through one mailbox. Without a subject and text the API
 * writes the test message itself (naming the mailbox), never the button's label (issue 26 item 13).
 */
export function useSendTestEmail() {
  return useMutation({
    mutationFn: (input: { integrationId: string; receiver: string }) =>
      api.POST('/workflows/steps/send_email/test', {
        body: { integration_id: input.integrationId, receiver: input.receiver },
      }),
  });
}

/** DELETE /integrations/{provider}/{id}/delete: any mailbox, set up or not (issue 26 item 9). */
export function useRemoveMailbox() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (mailbox: { _id: string; type: MailboxJson['type'] }) =>
      api.DELETE('/integrations/{provider}/{id}/delete', {
        path: { provider: mailbox.type, id: mailbox._id },
      }),
    onSettled: invalidate,
  });
}

/** PUT /integrations/{provider}/{id}/follow_ups: what follow-ups do while replies are not read (issue 26 item 8). */
export function useSetFollowUps() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (input: {
      mailbox: { _id: string; type: MailboxJson['type'] };
      choice: FollowUpsWithoutReplies;
    }) =>
      api.PUT('/integrations/{provider}/{id}/follow_ups', {
        path: { provider: input.mailbox.type, id: input.mailbox._id },
        body: { follow_ups_without_replies: input.choice },
      }),
    onSettled: invalidate,
  });
}
