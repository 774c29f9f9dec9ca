import { describe, expect, it } from 'vitest';
import { createManualClock } from '../../clock';
import { RegistrarError } from './registrar.provider';
import { createSandboxRegistrar } from './sandbox.registrar';

/** The sandbox registrar's rules (issue 29; spec ai-telephony §9): price by ending, "taken", ready times. */
describe('the sandbox registrar', () => {
  const hour = 60 * 60 * 1000;

  it('prices a name by its ending and says whether it is taken', async () => {
    const registrar = createSandboxRegistrar(createManualClock('2026-12-01T00:00:00Z'));
    expect(await registrar.check('Acme-Mail.COM.')).toEqual({
      domain: 'acme-mail.com',
      available: true,
      price: 120,
    });
    expect(await registrar.check('taken-name.io')).toEqual({
      domain: 'taken-name.io',
      available: false,
      price: 450,
    });
    expect(await registrar.check('mail.acme.com')).toBeNull();
    expect(await registrar.check('acme.unknown')).toBeNull();
    expect(await registrar.check('not a domain')).toBeNull();
  });

  it('makes a .com ready after 1 hour and another ending after 48 hours, on the clock', async () => {
    const clock = createManualClock('2026-12-01T00:00:00Z');
    const registrar = createSandboxRegistrar(clock);
    const com = await registrar.register('acme.com');
    const net = await registrar.register('acme.net');
    expect(com.status).toBe('registering');
    expect(com.readyAt.toISOString()).toBe('2026-12-01T01:00:00.000Z');
    clock.advance(hour - 1);
    expect((await registrar.status(com.id)).status).toBe('registering');
    clock.advance(1);
    expect((await registrar.status(com.id)).status).toBe('ready');
    expect((await registrar.status(net.id)).status).toBe('registering');
    clock.advance(47 * hour);
    expect((await registrar.status(net.id)).status).toBe('ready');
  });

  it('refuses a taken name and an unknown reference; a "fail" name fails once due', async () => {
    const clock = createManualClock('2026-12-01T00:00:00Z');
    const registrar = createSandboxRegistrar(clock);
    await expect(registrar.register('taken.com')).rejects.toThrow(new RegistrarError('This domain is taken'));
    await expect(registrar.status('sandbox:nothing')).rejects.toThrow('Unknown registration');
    const failing = await registrar.register('will-fail.com');
    clock.advance(hour);
    expect((await registrar.status(failing.id)).status).toBe('failed');
  });
});
