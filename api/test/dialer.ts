import { dialerPhones, voicemails } from '../src/db/schema';
import { silentWav } from '../src/modules/voicemails/wav';
import { createVoice, type Voice } from '../src/providers/voice/create-voice';
import { createSandboxCarrier } from '../src/providers/voice/sandbox.carrier';
import type { SipSettings } from '../src/providers/voice/sip-credentials';
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

/** No SIP server, as on a fresh install: the sandbox signs the browser's credentials itself. */
export const noSipServer: SipSettings = {
  wsUrl: null,
  domain: 'sandbox.invalid',
  secret: 's',
  ttlSeconds: 600,
  routesNumbers: false,
};

/** A SIP server at sip.test; `routesNumbers` when it asks the API where calls to our numbers go. */
export function testSipServer(routesNumbers = false): SipSettings {
  return {
    wsUrl: 'wss://sip.test/ws',
    domain: 'sip.test',
    secret: 'test-secret',
    ttlSeconds: 600,
    routesNumbers,
  };
}

/** Voice on a sandbox carrier (a new one unless given) with `sip` settings, no SIP server by default. */
export function sandboxVoice(sip: SipSettings = noSipServer, carrier = createSandboxCarrier()): Voice {
  return createVoice({ carrier, sip });
}

/** A ten-second silent voicemail recording of `member`'s workspace, as an upload stores it; its id. */
export async function insertVoicemail(ctx: TestContext, member: Member): Promise<string> {
  const [row] = await ctx.database.db
    .insert(voicemails)
    .values({
      spaceId: member.space.id,
      name: 'Drop',
      fileName: 'drop.wav',
      durationMs: 10_000,
      sizeBytes: 80_044,
      audio: silentWav(10),
    })
    .returning({ id: voicemails.id });
  if (!row) throw new Error('no voicemail');
  return row.id;
}
