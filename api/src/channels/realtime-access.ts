import type { Db } from '../db/client';
import { visibleCredentialIds } from '../modules/credentials';
import { spaceInfo } from '../modules/spaces';
import { findUserByToken, findUserByTokenHash } from '../platform/identity';
import { resolveSpace } from '../platform/space-access';
import type { RealtimeAccess } from '../realtime/realtime';

/**
 * What realtime asks about a socket, answered by the platform (sessions, which workspace a user
 * may open) and the modules (the workspace's JSON, which credentials a user may see). server.ts
 * hands it to createRealtime, so realtime/ imports no module.
 */
export function realtimeAccess(db: Db): RealtimeAccess {
  return {
    identify: (token) => findUserByToken(db, token),
    identifyByHash: (tokenHash) => findUserByTokenHash(db, tokenHash),
    openSpace: (user, requested) => resolveSpace(db, user, requested),
    describeSpace: (space) => spaceInfo(db, space),
    visibleCredentialIds: (spaceId, user) => visibleCredentialIds(db, spaceId, user),
  };
}
