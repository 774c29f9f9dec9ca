import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type NamecomStandIn, startNamecomStandIn } from '../../../test/stand-ins/namecom';
import { createManualClock } from '../../clock';
import { createNamecomRegistrar, type NamecomSettings } from './namecom.registrar';
import { RegistrarError } from './registrar.provider';

/** Name.com specifics the contract does not cover: the calls it makes, prices, outages. */
describe('the Name.com registrar', () => {
  let standIn: NamecomStandIn;
  const clock = createManualClock('2026-12-01T00:00:00Z');
  const settings = (more: Partial<NamecomSettings> = {}): NamecomSettings => ({
    apiUrl: `${standIn.url}/`,
    username: standIn.username,
    token: standIn.token,
    creditsPerUsd: 10,
    clock,
    ...more,
  });

  beforeEach(async () => {
    standIn = await startNamecomStandIn({ now: () => clock.now() });
  });
  afterEach(async () => {
    await standIn.close();
  });

  it('calls v4 with basic auth and buys at the quoted price, with its createDate as readyAt', async () => {
    const registrar = createNamecomRegistrar(settings());
    const registration = await registrar.register('acme.com');
    expect(registration).toEqual({
      id: expect.stringMatching(/^namecom:acme\.com:\d+$/),
      status: 'ready',
      readyAt: new Date('2026-12-01T00:00:00Z'),
    });
    const expected = `Basic ${Buffer.from(`${standIn.username}:${standIn.token}`).toString('base64')}`;
    expect(standIn.calls.map((call) => `${call.method} ${call.url.pathname}`)).toEqual([
      'POST /v4/domains:checkAvailability',
      'POST /v4/domains',
    ]);
    expect(standIn.calls.every((call) => call.headers.authorization === expected)).toBe(true);
    expect(standIn.calls[1]?.body).toEqual({
      domain: { domainName: 'acme.com' },
      purchasePrice: 12,
      purchaseType: 'registration',
    });
    expect(standIn.domains.has('acme.com')).toBe(true);
  });

  it('converts USD to credits with the setting, rounding up; a premium name at its own price', async () => {
    const registrar = createNamecomRegistrar(settings({ creditsPerUsd: 8.5 }));
    expect(await registrar.check('acme.net')).toEqual({ domain: 'acme.net', available: true, price: 119 });
    expect(await registrar.check('premium-name.com')).toEqual({
      domain: 'premium-name.com',
      available: true,
      price: 842,
    });
    expect((await registrar.register('premium-name.com')).status).toBe('ready');
    expect(standIn.calls.at(-1)?.body).toMatchObject({ purchasePrice: 99 });
  });

  it("passes Name.com's own words on as a RegistrarError", async () => {
    // Taken between the check and the purchase: Name.com refuses the order.
    const refusal = await createNamecomRegistrar({
      ...settings(),
      fetch: async (url, init) => {
        if (String(url).endsWith('/v4/domains'))
          return new Response(
            JSON.stringify({ message: 'Invalid Argument', details: 'Domain is not available' }),
            {
              status: 400,
            },
          );
        return fetch(url, init);
      },
    })
      .register('acme-two.com')
      .catch((error: unknown) => error);
    expect(refusal).toEqual(new RegistrarError('Invalid Argument: Domain is not available'));
  });

  it('throws a plain Error on an outage and when Name.com can not be reached', async () => {
    const registrar = createNamecomRegistrar(settings());
    standIn.outage.status = 503;
    const outage = await registrar.check('acme.com').catch((error: unknown) => error);
    expect(outage).toBeInstanceOf(Error);
    expect(outage).not.toBeInstanceOf(RegistrarError);
    expect((outage as Error).message).toBe('Name.com failed: Internal Server Error');
    await expect(registrar.status('namecom:acme.com:1')).rejects.not.toBeInstanceOf(RegistrarError);
    const unreachable = createNamecomRegistrar(settings({ apiUrl: 'http://127.0.0.1:9' }));
    await expect(unreachable.check('acme.com')).rejects.toThrow(/Name.com could not be reached/);
  });
});
