import { eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Clock } from '../clock';
import type { Db } from '../db/client';
import type { RealtimeEmitter } from './announce';

/**
 * Everything a workspace-scoped service needs, bound to one workspace. The
 * space middleware builds it from the request (after checking membership);
 * services take it as their first argument and filter every query with
 * `inSpace`, so no code path can reach another workspace's rows.
 */
export interface SpaceScope {
  readonly db: Db;
  readonly spaceId: string;
  readonly clock: Clock;
  readonly realtime: RealtimeEmitter;
}

/** `space_id = <scope's space>` for any workspace-owned table. */
export function inSpace(table: { spaceId: PgColumn }, scope: Pick<SpaceScope, 'spaceId'>): SQL {
  return eq(table.spaceId, scope.spaceId);
}
