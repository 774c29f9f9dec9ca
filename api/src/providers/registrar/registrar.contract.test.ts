import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type NamecomStandIn, startNamecomStandIn } from '../../../test/stand-ins/namecom';
import { createManualClock, type ManualClock } from '../../clock';
import { createNamecomRegistrar, namecomDefaults } from './namecom.registrar';
import { type Registrar, RegistrarError } from './registrar.provider';
import { createSandboxRegistrar } from './sandbox.registrar';

/** What the suite needs of each registrar beside the port. */
interface Harness {
  registrar: Registrar;
  clock: ManualClock;
  /** Lets every registration in progress finish (time passes, the registry answers). */
  settle(): void;
  /** A reference in the registrar's own form that it never issued. */
  unknownReference: string;
  /** The same registrar with credentials its vendor refuses; null when it has none. */
  withBadCredentials: (() => Registrar) | null;
  close(): Promise<void>;
}

interface Case {
  name: string;
  start(): Promise<Harness>;
}

const hour = 60 * 60 * 1000;

const cases: Case[] = [
  {
    name: 'namecom (against the stand-in)',
    async start() {
      const clock = createManualClock('2026-12-01T00:00:00Z');
      const standIn: NamecomStandIn = await startNamecomStandIn({ now: () => clock.now() });
      const registrar = (token: string) =>
        createNamecomRegistrar({
          apiUrl: standIn.url,
          username: standIn.username,
          token,
          creditsPerUsd: namecomDefaults.creditsPerUsd,
          clock,
        });
      return {
        registrar: registrar(standIn.token),
        clock,
        settle: () => {
          clock.advance(48 * hour);
          standIn.complete();
        },
        unknownReference: 'namecom:never-bought.com',
        withBadCredentials: () => registrar('wrong-token'),
        close: () => standIn.close(),
      };
    },
  },
  {
    name: 'sandbox',
    async start() {
      const clock = createManualClock('2026-12-01T00:00:00Z');
      return {
        registrar: createSandboxRegistrar(clock),
        clock,
        settle: () => clock.advance(48 * hour),
        unknownReference: 'sandbox:nothing',
        withBadCredentials: null,
        close: async () => {},
      };
    },
  },
];

describe.each(cases)('registrar contract: $name', (testCase) => {
  let harness: Harness;

  beforeAll(async () => {
    harness = await testCase.start();
  });
  afterAll(async () => {
    await harness.close();
  });

  it('offers an available name, normalized, with its price in credits (a .com: 120 by default)', async () => {
    expect(await harness.registrar.check('Acme-Mail.COM.')).toEqual({
      domain: 'acme-mail.com',
      available: true,
      price: 120,
    });
    const net = await harness.registrar.check('acme-mail.net');
    expect(net?.available).toBe(true);
    expect(Number.isInteger(net?.price) && (net?.price ?? 0) > 0).toBe(true);
  });

  it('says a taken name is not available', async () => {
    expect(await harness.registrar.check('taken-name.io')).toMatchObject({
      domain: 'taken-name.io',
      available: false,
    });
  });

  it('answers null for a sub-domain, an unknown ending and no domain at all', async () => {
    expect(await harness.registrar.check('mail.acme.com')).toBeNull();
    expect(await harness.registrar.check('acme.unknown')).toBeNull();
    expect(await harness.registrar.check('not a domain')).toBeNull();
  });

  it('registers a name: a reference, registering or ready, and ready once the registrar is done', async () => {
    const com = await harness.registrar.register('fresh-start.com');
    expect(com.id).not.toBe('');
    expect(['registering', 'ready']).toContain(com.status);
    const net = await harness.registrar.register('slow-start.net');
    expect(net.status).toBe('registering');
    expect(net.readyAt.getTime()).toBeGreaterThan(harness.clock.now().getTime());
    expect((await harness.registrar.status(net.id)).status).toBe('registering');
    harness.settle();
    for (const registration of [com, net]) {
      const now = await harness.registrar.status(registration.id);
      expect(now).toMatchObject({ id: registration.id, status: 'ready' });
      expect(now.readyAt.getTime()).toBeLessThanOrEqual(harness.clock.now().getTime());
    }
  });

  it('reports a registration the registry turned down as failed', async () => {
    const failing = await harness.registrar.register('will-fail.net');
    expect(failing.status).toBe('registering');
    harness.settle();
    expect((await harness.registrar.status(failing.id)).status).toBe('failed');
  });

  it('refuses a taken name and a name it does not sell with RegistrarError', async () => {
    await expect(harness.registrar.register('taken-too.com')).rejects.toBeInstanceOf(RegistrarError);
    await expect(harness.registrar.register('mail.acme.com')).rejects.toBeInstanceOf(RegistrarError);
    const bought = await harness.registrar.register('bought-once.com');
    expect(bought.id).not.toBe('');
    if (harness.registrar.name !== 'sandbox') {
      // A real registrar knows the name is now held (the sandbox has no memory, by design).
      await expect(harness.registrar.register('bought-once.com')).rejects.toBeInstanceOf(RegistrarError);
    }
  });

  it('refuses a reference it never issued with RegistrarError', async () => {
    await expect(harness.registrar.status('made-up')).rejects.toBeInstanceOf(RegistrarError);
    await expect(harness.registrar.status(harness.unknownReference)).rejects.toBeInstanceOf(RegistrarError);
  });

  it('says so clearly when its credentials are refused (not a RegistrarError: the operator fixes it)', async (context) => {
    if (!harness.withBadCredentials) {
      context.skip();
      return;
    }
    const refused = harness.withBadCredentials();
    const error = await refused.check('acme-mail.com').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(RegistrarError);
    expect((error as Error).message).toMatch(/refused the credentials/);
    await expect(refused.register('acme-mail.com')).rejects.not.toBeInstanceOf(RegistrarError);
  });
});
