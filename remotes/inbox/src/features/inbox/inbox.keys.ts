import type { InboxFilter, InboxPeriod } from './inbox.types';

export interface DialogListParams {
  credentialId: string | null;
  period: InboxPeriod;
  filter: InboxFilter;
  query: string;
}

/** react-query keys of the inbox; everything under ['inbox'] belongs to this page. */
export const inboxKeys = {
  all: ['inbox'] as const,
  dialogLists: () => ['inbox', 'dialogs'] as const,
  dialogs: (params: DialogListParams) => ['inbox', 'dialogs', params] as const,
  dialogOfProspect: (credentialId: string | null, prospectId: string) =>
    ['inbox', 'dialog-of-prospect', credentialId, prospectId] as const,
  messages: (dialogId: string) => ['inbox', 'messages', dialogId] as const,
  scheduled: (dialogId: string) => ['inbox', 'scheduled', dialogId] as const,
  prospect: (prospectId: string) => ['inbox', 'prospect', prospectId] as const,
};
