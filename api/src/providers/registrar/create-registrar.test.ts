import { describe, expect, it } from 'vitest';
import { startNamecomStandIn } from '../../../test/stand-ins/namecom';
import { createManualClock } from '../../clock';
import { createRegistrar } from './create-registrar';

describe('createRegistrar', () => {
  const clock = createManualClock('2026-12-01T00:00:00Z');

  it('is the sandbox by default', () => {
    expect(createRegistrar(clock, { env: {} }).name).toBe('sandbox');
  });

  it('is Name.com with REGISTRAR=namecom, at NAMECOM_API_URL, priced with REGISTRAR_CREDITS_PER_USD', async () => {
    const standIn = await startNamecomStandIn();
    try {
      const registrar = createRegistrar(clock, {
        env: {
          REGISTRAR: 'namecom',
          NAMECOM_USERNAME: standIn.username,
          NAMECOM_TOKEN: standIn.token,
          NAMECOM_API_URL: standIn.url,
          REGISTRAR_CREDITS_PER_USD: '20',
        },
      });
      expect(registrar.name).toBe('namecom');
      expect(await registrar.check('acme.com')).toEqual({ domain: 'acme.com', available: true, price: 240 });
    } finally {
      await standIn.close();
    }
  });

  it('names the missing setting', () => {
    expect(() => createRegistrar(clock, { env: { REGISTRAR: 'namecom', NAMECOM_USERNAME: 'acme' } })).toThrow(
      /^NAMECOM_TOKEN: must be set with REGISTRAR=namecom/,
    );
  });
});
