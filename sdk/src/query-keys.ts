/**
 * The react-query keys that realtime events reach (platform §7, outreach §7), declared once so
 * the shell, the remotes and the event table in `live-queries.ts` name the same cache entries.
 * A remote builds its keys from these (adding its own tail, e.g. a page and a filter), never
 * from strings of its own: a key spelled differently is a cache entry no event ever refreshes.
 */

/** Keys include the workspace, so switching workspaces never shows the previous one's data. */
export const accountKeys = {
  user: () => ['user'] as const,
  /** Everything of the workspace: info, features, credentials. */
  space: () => ['space'] as const,
  account: (space: string | null) => ['space', space, 'info'] as const,
  features: (space: string | null) => ['space', space, 'features'] as const,
  credentials: (space: string | null) => ['space', space, 'credentials'] as const,
};

/** The key of useAdminValidation (account.ts): not under the workspace, it is the person's. */
export const adminValidationKey = ['admin', 'validate'] as const;

/** Campaigns (workflows in the API). */
export const campaignKeys = {
  /** Every list of campaigns: the My Campaigns pages (`[...lists, { page, query, filter }]`) and pickers. */
  lists: ['workflows'] as const,
  /** GET /workflows/{id}, the whole campaign; the keys below sit under it, so one prefix is one campaign. */
  detail: (id: string) => ['workflow', id] as const,
  prospects: (id: string) => ['workflow', id, 'prospects'] as const,
  rates: (id: string) => ['workflow', id, 'rates'] as const,
  progress: (id: string) => ['workflow', id, 'progress'] as const,
};

/** People across campaigns (My Prospects and a prospect's page). */
export const prospectKeys = {
  all: ['prospects'] as const,
  detail: (id: string) => ['prospects', 'detail', id] as const,
};

/**
 * The inbox's threads (the inbox remote's `inboxKeys` are built from these): the dialog lists
 * (`[...dialogLists, params]`), the dialog of one prospect with one sender, a thread's messages and
 * the prospect beside it.
 */
export const threadKeys = {
  all: ['inbox'] as const,
  dialogLists: ['inbox', 'dialogs'] as const,
  dialogsOfProspects: ['inbox', 'dialog-of-prospect'] as const,
  dialogOfProspect: (credentialId: string | null, prospectId: string) =>
    ['inbox', 'dialog-of-prospect', credentialId, prospectId] as const,
  messages: (dialogId: string) => ['inbox', 'messages', dialogId] as const,
  prospect: (prospectId: string) => ['inbox', 'prospect', prospectId] as const,
};

/** The integrations catalogue and the mailboxes (`[...all, 'catalogue', space, credential]`). */
export const integrationKeys = {
  all: ['integrations'] as const,
};
