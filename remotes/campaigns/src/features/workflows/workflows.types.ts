/** A campaign as GET /api/workflows returns it (outreach §3; the campaigns issue completes it). */
export interface Workflow {
  _id: string;
  name: string;
  status: 'draft' | 'active' | 'paused' | 'archived' | 'deleted';
  type: 'simple' | 'smart' | 'magic';
  is_email_only: boolean;
  position: number;
  created_at: string;
  updated_at: string;
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
