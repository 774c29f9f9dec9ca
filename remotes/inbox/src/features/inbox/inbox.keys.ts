import { type DialogListParams, dialogListQuery } from '@outreach/sdk/page-data';

/** The dialog list's key and call are declared with the shell's prefetch (issue 25). */
export type { DialogListParams };

/** react-query keys of the inbox; everything under ['inbox'] belongs to this page. */
export const inboxKeys = {
  all: ['inbox'] as const,
  dialogLists: () => ['inbox', 'dialogs'] as const,
  dialogs: (params: DialogListParams) => dialogListQuery(params).queryKey,
  dialogOfProspect: (credentialId: string | null, prospectId: string) =>
    ['inbox', 'dialog-of-prospect', credentialId, prospectId] as const,
  messages: (dialogId: string) => ['inbox', 'messages', dialogId] as const,
  scheduled: (dialogId: string) => ['inbox', 'scheduled', dialogId] as const,
  prospect: (prospectId: string) => ['inbox', 'prospect', prospectId] as const,
};
