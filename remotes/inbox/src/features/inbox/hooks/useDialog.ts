import { api } from '@outreach/sdk';
import type { ApiBody, ApiSchema } from '@outreach/core/contract';
import { type InfiniteData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { inboxKeys } from '../inbox.keys';

type DialogJson = ApiSchema<'InboxDialog'>;
type DialogPage = ApiSchema<'InboxDialogPage'>;
type DialogFlags = ApiBody<'patch', '/inbox/dialogs/{id}'>;

/**
 * The dialog of a prospect with the selected sender. It may be older than the list's period or
 * archived, so it is looked for over the widest period, then among the archived ones.
 */
export function useDialogOfProspect(credentialId: string | null, prospectId: string) {
  return useQuery({
    queryKey: inboxKeys.dialogOfProspect(credentialId, prospectId),
    queryFn: async (): Promise<DialogJson | null> => {
      for (const filter of ['all', 'archived'] as const) {
        const page = await api.GET('/inbox/dialogs', {
          query: {
            credentials_id: credentialId ?? undefined,
            prospect_id: prospectId,
            period: '1y',
            filter,
            limit: 1,
          },
        });
        if (page.items[0]) return page.items[0];
      }
      return null;
    },
  });
}

function withFlags(dialog: DialogJson, id: string, flags: DialogFlags): DialogJson {
  return dialog._id === id ? { ...dialog, ...flags } : dialog;
}

/** PATCH /inbox/dialogs/{id}: shown at once in the chat and the list, then refetched. */
export function useUpdateDialog(credentialId: string | null, prospectId: string) {
  const queryClient = useQueryClient();
  const dialogKey = inboxKeys.dialogOfProspect(credentialId, prospectId);
  return useMutation({
    mutationFn: ({ id, flags }: { id: string; flags: DialogFlags }) =>
      api.PATCH('/inbox/dialogs/{id}', { path: { id }, body: flags }),
    onMutate: async ({ id, flags }) => {
      await queryClient.cancelQueries({ queryKey: dialogKey });
      const previous = queryClient.getQueryData<DialogJson | null>(dialogKey);
      queryClient.setQueryData<DialogJson | null>(dialogKey, (dialog) =>
        dialog ? withFlags(dialog, id, flags) : dialog,
      );
      queryClient.setQueriesData<InfiniteData<DialogPage>>({ queryKey: inboxKeys.dialogLists() }, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                items: page.items.map((dialog) => withFlags(dialog, id, flags)),
              })),
            }
          : data,
      );
      return { previous };
    },
    onError: (_error, _input, context) => {
      if (context) queryClient.setQueryData(dialogKey, context.previous);
    },
    onSuccess: (dialog) => queryClient.setQueryData(dialogKey, dialog),
    onSettled: () => queryClient.invalidateQueries({ queryKey: inboxKeys.dialogLists() }),
  });
}
