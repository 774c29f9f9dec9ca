import { createHash, randomBytes, randomInt } from 'node:crypto';
import { inviteEmailsProblem } from '@outreach/core/forms';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import { html } from 'hono/html';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { type SystemMailDeps, sendSecretMail } from '../whitelabels';
import { isUuid } from '../../db/ids';
import {
  type CodeInviteRow,
  codeInvites,
  type EmailInviteRow,
  emailInvites,
  type SpaceRow,
  spaceMembers,
  spaces,
  type UserRow,
  users,
} from '../../db/schema';
import { AppError, errorMessages } from '../../errors';
import type { RealtimeEmitter } from '../../platform/announce';
import { inSpace, type SpaceScope } from '../../platform/tenancy';
import { requireSpaceCredentialIds } from './space-credentials';
import type {
  CodeInviteJson,
  EmailInviteJson,
  InviteByEmailInput,
  InviteDetailsJson,
  RenewCodeInviteInput,
} from './spaces.schema';

/** The JSON shapes live in spaces.schema.ts, inferred from their schemas; named here for the callers. */
export type { CodeInviteJson, EmailInviteJson, InviteDetailsJson };
import { announceSpaceChange, announceUserChange } from './spaces.service';

/**
 * Invitations to a workspace (spec platform §3 Invites, §5, §6): by email (a link
 * with a secret token, states sent / resent / revoked, plus accepted once used) and
 * by a 12-character code that anyone holding it can use until it is renewed.
 */

/** spec platform §5 "Invite code: 12 characters", from letters and digits nobody misreads (no I, O, 0, 1). */
export const inviteCodeAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const inviteCodeLength = 12;
const inviteCodePattern = new RegExp(`^[A-Za-z0-9]{${inviteCodeLength}}$`);

export function generateInviteCode(): string {
  let code = '';
  for (let index = 0; index < inviteCodeLength; index += 1) {
    code += inviteCodeAlphabet[randomInt(inviteCodeAlphabet.length)];
  }
  return code;
}

function hashInviteToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function emailInviteJson(row: EmailInviteRow): EmailInviteJson {
  return {
    _id: row.id,
    email: row.email,
    state: row.state,
    granted_access: row.isAdmin,
    allowed_pages: row.allowedPages,
    credentials_ids: row.credentialsIds,
    invited_by: row.invitedBy,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

function codeInviteJson(row: CodeInviteRow): CodeInviteJson {
  return {
    _id: row.id,
    code: row.code,
    allowed_pages: row.allowedPages,
    credentials_ids: row.credentialsIds,
    created_at: row.createdAt.toISOString(),
  };
}

/** The link of the accept-invite page (shell route /space/accept-invite). */
export function acceptInviteLink(origin: string, token: string): string {
  return `${origin}/space/accept-invite?invite=${encodeURIComponent(token)}`;
}

/**
 * The invitation email of the workspace's brand (its name in the text, its sender): it carries the
 * invite's token, so the platform's transport sends it and its link opens on the brand's domain
 * (issue 23 items 4 and 8: whitelabels/brand-mail.ts sendSecretMail). Rejects when the send fails.
 */
async function sendInviteEmail(
  deps: SystemMailDeps,
  message: { to: string; space: SpaceRow; inviter: UserRow; token: string },
): Promise<void> {
  await sendSecretMail(deps, message.space.brand, (brand) => {
    const link = acceptInviteLink(brand.origin, message.token);
    const inviterName = [message.inviter.firstName, message.inviter.lastName].filter(Boolean).join(' ');
    const who = inviterName ? `${inviterName} (${message.inviter.email})` : message.inviter.email;
    const subject = `${inviterName || message.inviter.email} invited you to ${message.space.name} on ${brand.name}`;
    const text = [
      `${who} invited you to join the workspace "${message.space.name}" on ${brand.name}.`,
      '',
      `Accept the invitation: ${link}`,
      '',
      `No account yet? Sign up with this address (${message.to}) first, then open the link again.`,
    ].join('\n');
    const body = html`<p>${who} invited you to join the workspace <strong>${message.space.name}</strong> on ${brand.name}.</p>
<p><a href="${link}">Accept the invitation</a></p>
<p>No account yet? Sign up with this address (${message.to}) first, then open the link again.</p>`;
    return { to: message.to, subject, text, html: String(body), kind: 'invite' };
  });
}

/** Emails as typed: trimmed, lower-cased, blanks and repeats dropped, each checked. */
function normalizeEmails(emails: readonly string[] | null | undefined): string[] {
  const list = [...new Set((emails ?? []).map((email) => email.trim().toLowerCase()).filter(Boolean))];
  // The invite form's rule too (@outreach/core/forms): 'Please enter email', then 'Not valid email'.
  const problem = inviteEmailsProblem(list);
  if (problem) throw new AppError(400, problem);
  if (list.length > 50) throw new AppError(400, 'You can invite at most 50 people at once');
  return list;
}

export interface InviteContext {
  scope: SpaceScope;
  space: SpaceRow;
  inviter: UserRow;
  /** How the invitation emails go out and where their links open (never the request's Host). */
  mail: SystemMailDeps;
}

/**
 * POST /space/{id}/invites (admins). Checks everything first, then stores the
 * invites, then mails them; if a mail cannot be sent the invites of this call are
 * removed again, so nothing is left half done. A pending invite to the same
 * address is replaced (its link stops working).
 */
export async function inviteByEmail(
  context: InviteContext,
  input: InviteByEmailInput,
): Promise<EmailInviteJson[]> {
  const { scope } = context;
  const emails = normalizeEmails(input.emails);
  const credentialsIds = await requireSpaceCredentialIds(scope, input.credentials_ids ?? []);

  const members = await scope.db
    .select({ email: users.email })
    .from(spaceMembers)
    .innerJoin(users, eq(users.id, spaceMembers.userId))
    .where(and(inSpace(spaceMembers, scope), inArray(users.email, emails)));
  if (members[0]) throw new AppError(400, `${members[0].email} is already a member of this workspace`);

  const now = scope.clock.now();
  const tokens = new Map(emails.map((email) => [email, randomBytes(32).toString('base64url')]));
  const rows = await scope.db.transaction(async (tx) => {
    await tx
      .update(emailInvites)
      .set({ state: 'revoked', updatedAt: now })
      .where(
        and(
          inSpace(emailInvites, scope),
          inArray(emailInvites.email, emails),
          inArray(emailInvites.state, ['sent', 'resent']),
        ),
      );
    return tx
      .insert(emailInvites)
      .values(
        emails.map((email) => ({
          spaceId: scope.spaceId,
          email,
          tokenHash: hashInviteToken(tokens.get(email) as string),
          state: 'sent' as const,
          isAdmin: input.granted_access,
          allowedPages: input.allowed_pages ?? null,
          credentialsIds,
          invitedBy: context.inviter.id,
          createdAt: now,
          updatedAt: now,
        })),
      )
      .returning();
  });

  try {
    for (const email of emails) {
      await sendInviteEmail(context.mail, {
        to: email,
        space: context.space,
        inviter: context.inviter,
        token: tokens.get(email) as string,
      });
    }
  } catch (error) {
    await scope.db.delete(emailInvites).where(
      and(
        inSpace(emailInvites, scope),
        inArray(
          emailInvites.id,
          rows.map((row) => row.id),
        ),
      ),
    );
    throw error;
  }
  announceSpaceChange(scope.realtime, scope.spaceId);
  return rows.map(emailInviteJson);
}

/** GET /space/{id}/invites (admins): every email invite, newest first, with its state. */
export async function listEmailInvites(scope: SpaceScope): Promise<EmailInviteJson[]> {
  const rows = await scope.db
    .select()
    .from(emailInvites)
    .where(inSpace(emailInvites, scope))
    .orderBy(desc(emailInvites.createdAt), desc(emailInvites.id));
  return rows.map(emailInviteJson);
}

async function findEmailInvite(scope: SpaceScope, inviteId: string): Promise<EmailInviteRow> {
  const [row] = isUuid(inviteId)
    ? await scope.db
        .select()
        .from(emailInvites)
        .where(and(inSpace(emailInvites, scope), eq(emailInvites.id, inviteId)))
        .limit(1)
    : [];
  if (!row) throw new AppError(404, errorMessages.inviteNotFound);
  return row;
}

/**
 * POST /space/{id}/invites/{inviteId}/resend: a fresh link is mailed and the state
 * becomes resent; the earlier link stops working (only a hash of the token is kept).
 */
export async function resendEmailInvite(context: InviteContext, inviteId: string): Promise<EmailInviteJson> {
  const { scope } = context;
  const invite = await findEmailInvite(scope, inviteId);
  if (invite.state === 'revoked') throw new AppError(400, errorMessages.inviteRevoked);
  if (invite.state === 'accepted') throw new AppError(400, errorMessages.inviteAccepted);

  const token = randomBytes(32).toString('base64url');
  await sendInviteEmail(context.mail, {
    to: invite.email,
    space: context.space,
    inviter: context.inviter,
    token,
  });
  const [row] = await scope.db
    .update(emailInvites)
    .set({ state: 'resent', tokenHash: hashInviteToken(token), updatedAt: scope.clock.now() })
    .where(
      and(
        inSpace(emailInvites, scope),
        eq(emailInvites.id, invite.id),
        inArray(emailInvites.state, ['sent', 'resent']),
      ),
    )
    .returning();
  if (!row) throw new AppError(400, errorMessages.inviteRevoked);
  announceSpaceChange(scope.realtime, scope.spaceId);
  return emailInviteJson(row);
}

/** DELETE /space/{id}/invites/{inviteId}: the invite is revoked (kept, listed as revoked). */
export async function revokeEmailInvite(scope: SpaceScope, inviteId: string): Promise<EmailInviteJson> {
  const invite = await findEmailInvite(scope, inviteId);
  if (invite.state === 'accepted') throw new AppError(400, errorMessages.inviteAccepted);
  if (invite.state === 'revoked') return emailInviteJson(invite);
  const [row] = await scope.db
    .update(emailInvites)
    .set({ state: 'revoked', updatedAt: scope.clock.now() })
    .where(and(inSpace(emailInvites, scope), eq(emailInvites.id, invite.id)))
    .returning();
  if (!row) throw new AppError(404, errorMessages.inviteNotFound);
  announceSpaceChange(scope.realtime, scope.spaceId);
  return emailInviteJson(row);
}

async function liveCodeInvite(scope: SpaceScope): Promise<CodeInviteRow | undefined> {
  const [row] = await scope.db
    .select()
    .from(codeInvites)
    .where(and(inSpace(codeInvites, scope), isNull(codeInvites.revokedAt)))
    .limit(1);
  return row;
}

/**
 * GET /space/{id}/code_invites (admins): the workspace's live code, created on first
 * read (a unique index keeps it to one even when two admins open the page at once).
 */
export async function listCodeInvites(scope: SpaceScope, userId: string): Promise<CodeInviteJson[]> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const live = await liveCodeInvite(scope);
    if (live) return [codeInviteJson(live)];
    await scope.db
      .insert(codeInvites)
      .values({
        spaceId: scope.spaceId,
        code: generateInviteCode(),
        createdBy: userId,
        createdAt: scope.clock.now(),
      })
      .onConflictDoNothing();
  }
  throw new Error('could not create a code invite');
}

/**
 * POST /space/{id}/code_invites/{codeId}/renew (admins): the code stops working and
 * a new one replaces it, with the given pages and credentials (left out: as before).
 */
export async function renewCodeInvite(
  scope: SpaceScope,
  codeId: string,
  userId: string,
  input: RenewCodeInviteInput,
): Promise<CodeInviteJson> {
  if (!isUuid(codeId)) throw new AppError(404, errorMessages.inviteNotFound);
  const credentialsIds =
    input.credentials_ids === undefined || input.credentials_ids === null
      ? undefined
      : await requireSpaceCredentialIds(scope, input.credentials_ids);
  const now = scope.clock.now();
  const row = await scope.db.transaction(async (tx) => {
    const [old] = await tx
      .update(codeInvites)
      .set({ revokedAt: now })
      .where(and(inSpace(codeInvites, scope), eq(codeInvites.id, codeId), isNull(codeInvites.revokedAt)))
      .returning();
    if (!old) throw new AppError(404, errorMessages.inviteNotFound);
    const [created] = await tx
      .insert(codeInvites)
      .values({
        spaceId: scope.spaceId,
        code: generateInviteCode(),
        allowedPages: input.allowed_pages === undefined ? old.allowedPages : input.allowed_pages,
        credentialsIds: credentialsIds ?? old.credentialsIds,
        createdBy: userId,
        createdAt: now,
      })
      .returning();
    return created;
  });
  if (!row) throw new Error('insert into code_invites returned no row');
  return codeInviteJson(row);
}

type FoundInvite = { kind: 'email'; invite: EmailInviteRow } | { kind: 'code'; invite: CodeInviteRow };

/** A live invite by what the user holds: a 12-character code, or an email link's token. */
async function findLiveInvite(db: Db, inviteCode: string | null | undefined): Promise<FoundInvite> {
  const given = (inviteCode ?? '').trim();
  if (inviteCodePattern.test(given)) {
    const [invite] = await db
      .select()
      .from(codeInvites)
      .where(and(eq(codeInvites.code, given.toUpperCase()), isNull(codeInvites.revokedAt)))
      .limit(1);
    if (invite) return { kind: 'code', invite };
  } else if (given.length >= 20) {
    const [invite] = await db
      .select()
      .from(emailInvites)
      .where(
        and(
          eq(emailInvites.tokenHash, hashInviteToken(given)),
          inArray(emailInvites.state, ['sent', 'resent']),
        ),
      )
      .limit(1);
    if (invite) return { kind: 'email', invite };
  }
  throw new AppError(400, errorMessages.inviteCodeInvalid);
}

/**
 * GET /space/invites?invite_code= (no sign-in needed: the accept-invite page shows it
 * before sign-up): which workspace the invite is for and who sent it.
 */
export async function inviteDetails(
  db: Db,
  inviteCode: string | null | undefined,
): Promise<InviteDetailsJson> {
  const found = await findLiveInvite(db, inviteCode);
  const inviterId = found.kind === 'email' ? found.invite.invitedBy : found.invite.createdBy;
  const [space] = await db.select().from(spaces).where(eq(spaces.id, found.invite.spaceId)).limit(1);
  if (!space) throw new AppError(400, errorMessages.inviteCodeInvalid);
  const [inviter] = inviterId
    ? await db
        .select({ firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(eq(users.id, inviterId))
        .limit(1)
    : [];
  return {
    type: found.kind,
    space: { _id: space.id, name: space.name, avatar: space.avatar },
    inviter: inviter
      ? {
          first_name: inviter.firstName,
          last_name: inviter.lastName,
          full_name: [inviter.firstName, inviter.lastName].filter(Boolean).join(' '),
        }
      : null,
    email: found.kind === 'email' ? found.invite.email : null,
  };
}

/**
 * POST /space/join {invite_code}: joins with the invite's role, pages and credentials
 * and makes the workspace current. An email invite is for its address only ("You've
 * been invited with another email!") and is used up; a code stays valid until renewed.
 * Someone already in the workspace keeps their role; the workspace just becomes current.
 * Exported for sign-up with an invite code.
 */
export async function joinSpaceByInvite(
  db: Db,
  clock: Clock,
  realtime: RealtimeEmitter,
  user: UserRow,
  inviteCode: string | null | undefined,
): Promise<SpaceRow> {
  const found = await findLiveInvite(db, inviteCode);
  if (found.kind === 'email' && found.invite.email !== user.email.toLowerCase()) {
    throw new AppError(400, errorMessages.invitedWithAnotherEmail);
  }
  const [space] = await db.select().from(spaces).where(eq(spaces.id, found.invite.spaceId)).limit(1);
  if (!space) throw new AppError(400, errorMessages.inviteCodeInvalid);
  if (space.status !== 'active') throw new AppError(403, errorMessages.spaceBlocked);

  const now = clock.now();
  await db.transaction(async (tx) => {
    if (found.kind === 'email') {
      // Only one use: a second accept of the same link (double click) finds it used.
      const [used] = await tx
        .update(emailInvites)
        .set({ state: 'accepted', acceptedBy: user.id, updatedAt: now })
        .where(and(eq(emailInvites.id, found.invite.id), inArray(emailInvites.state, ['sent', 'resent'])))
        .returning({ id: emailInvites.id });
      if (!used) throw new AppError(400, errorMessages.inviteCodeInvalid);
    }
    await tx
      .insert(spaceMembers)
      .values({
        spaceId: space.id,
        userId: user.id,
        isAdmin: found.kind === 'email' ? found.invite.isAdmin : false,
        allowedPages: found.invite.allowedPages,
        availableCredentials: found.invite.credentialsIds,
        createdAt: now,
      })
      .onConflictDoNothing();
    await tx.update(users).set({ currentSpaceId: space.id }).where(eq(users.id, user.id));
  });
  announceSpaceChange(realtime, space.id);
  announceUserChange(realtime, space.id, user.id);
  return space;
}
