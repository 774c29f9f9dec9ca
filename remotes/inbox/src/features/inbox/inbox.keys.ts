import { type DialogListParams, dialogListQuery } from '@outreach/sdk/page-data';
import { threadKeys } from '@outreach/sdk/live-queries';

/** The dialog list's key and call are declared with the shell's prefetch (issue 25). */
export type { DialogListParams };

/**
 * react-query keys of the inbox; everything under ['inbox'] belongs to this page. The ones a
 * realtime event reaches (a call's entry, `dialer_call_updated`) are the sdk's `threadKeys`.
 */
export const inboxKeys = {
  all: threadKeys.all,
  dialogLists: () => threadKeys.dialogLists,
  dialogs: (params: DialogListParams) => dialogListQuery(params).queryKey,
  dialogOfProspect: threadKeys.dialogOfProspect,
  /** The dialog of every prospect with every sender (a first text may open one). */
  dialogsOfProspects: () => threadKeys.dialogsOfProspects,
  messages: threadKeys.messages,
  scheduled: (dialogId: string) => ['inbox', 'scheduled', dialogId] as const,
  prospect: threadKeys.prospect,
};
