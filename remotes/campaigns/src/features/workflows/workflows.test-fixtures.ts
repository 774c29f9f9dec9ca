import type { Workflow } from './workflows.types';

/** A campaign as GET /workflows lists it: active, simple, not email-only, unless `extra` says. */
export function workflow(id: string, name: string, extra: Partial<Workflow> = {}): Workflow {
  return {
    _id: id,
    name,
    status: 'active',
    type: 'simple',
    is_email_only: false,
    position: 0,
    percent_complete: 0,
    created_at: '2026-11-01T00:00:00.000Z',
    updated_at: '2026-11-01T00:00:00.000Z',
    ...extra,
  };
}
