/**
 * A campaign as GET /api/workflows lists it (outreach §3). The optional fields are those the
 * campaigns API adds to list rows (percent complete, senders, AI Employee, quick stats); the row
 * shows what it gets and nothing when a field is absent.
 */
export interface Workflow {
  _id: string;
  name: string;
  status: 'draft' | 'active' | 'paused' | 'archived' | 'deleted';
  type: 'simple' | 'smart' | 'magic';
  is_email_only: boolean;
  position: number;
  created_at: string;
  updated_at: string;
  /** Share of the campaign's prospects that are finished, 0-100. */
  percent_complete?: number;
  /** Sender credential ids, in rotation order. */
  credentials?: string[];
  /** outreach §2: pausing a campaign with an AI Employee asks whether to pause it too. */
  is_ai_employee?: boolean;
  ai_employee_id?: string | null;
  /** Quick stats of the row (any subset of the reporting series, outreach §3). */
  stats?: Partial<Record<'prospects' | 'contacted' | 'new_replied' | 'new_accepted', number>>;
}

export interface WorkflowPage {
  items: Workflow[];
  total: number;
  offset: number;
  limit: number;
}

/** outreach §2: the list is paged 8 at a time. */
export const WORKFLOWS_PAGE_SIZE = 8;

export type WorkflowFilter = 'all' | 'archived' | 'deleted';

/** The row actions of outreach §2 My Campaigns. */
export type WorkflowAction = 'pause' | 'resume' | 'archive' | 'restore' | 'delete' | 'duplicate';

/** Which actions a campaign in `status` offers (outreach §4 campaign actions). */
export function availableActions(status: Workflow['status']): WorkflowAction[] {
  switch (status) {
    case 'active':
      return ['pause', 'duplicate', 'archive', 'delete'];
    case 'paused':
    case 'draft':
      return ['resume', 'duplicate', 'archive', 'delete'];
    case 'archived':
      return ['restore', 'duplicate', 'delete'];
    case 'deleted':
      return ['restore'];
  }
}
