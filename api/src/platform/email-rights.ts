import { and, arrayContains, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { type UserRow, whitelabels } from '../db/schema';

/**
 * Rights keyed on an email address (issue 23 item 2): a white-label's owner emails make its
 * reseller, a prepaid customer's email gets the prepaid plan and Stripe customer
 * (admin-ops/prepaid.service.ts). The rule: nothing is granted on the strength of an address until
 * it is confirmed. Every such grant reads the address through `confirmedEmailOf`, so a sign-up that
 * has not opened its activation link (or an email change not yet confirmed by the new address)
 * gives nothing, and a changed address is re-checked on the next request: the grants are computed
 * from the current confirmed address, never stored on the user.
 *
 * Confirmed means: the activation link, a restore link (opening it proves the mailbox), an email
 * change confirmed by the new address, or a Google/Microsoft sign-in with a verified address.
 * Joining a workspace from an emailed invite proves the address for that invite only (its token
 * went to that mailbox); it is not an email-keyed grant of its own.
 */
export function confirmedEmailOf(user: Pick<UserRow, 'email' | 'emailConfirmed'>): string | null {
  return user.emailConfirmed ? user.email.trim().toLowerCase() : null;
}

/** The active white-labels whose owner emails hold the user's confirmed address (their reseller brands). */
export async function resellerBrandsOf(db: Db, user: UserRow): Promise<string[]> {
  const email = confirmedEmailOf(user);
  if (!email) return [];
  const owned = await db
    .select({ id: whitelabels.id })
    .from(whitelabels)
    .where(and(arrayContains(whitelabels.ownerEmails, [email]), eq(whitelabels.status, 'active')))
    .orderBy(asc(whitelabels.id));
  return owned.map((row) => row.id);
}
