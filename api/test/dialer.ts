import { dialerPhones } from '../src/db/schema';
import type { Member, TestContext } from './helpers';

/**
 * A sandbox number of `member`'s workspace, owned by them, as the dialer writes one when it is
 * bought (an Austin local number with SMS); `extra` overrides columns (suspended, forwarding, ...).
 */
export async function insertPhone(
  ctx: TestContext,
  member: Member,
  number: string,
  extra: Partial<typeof dialerPhones.$inferInsert> = {},
): Promise<string> {
  const [row] = await ctx.database.db
    .insert(dialerPhones)
    .values({
      spaceId: member.space.id,
      userId: member.user.id,
      number,
      carrierId: `SBX-${number}`,
      category: 'local',
      countryCode: 'US',
      regionId: 'US-local-austin',
      regionName: 'Austin',
      stateName: 'Texas',
      isSmsSupported: true,
      monthlyPrice: 10,
      installationPrice: 10,
      nextChargeAt: ctx.clock.now(),
      ...extra,
    })
    .returning();
  if (!row) throw new Error('no phone');
  return row.id;
}
