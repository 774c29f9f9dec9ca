import type { Clock } from '../../clock';
import { normalizeDomain } from '../mail-auth/domain-records';
import { type DomainOffer, type Registrar, RegistrarError, type Registration } from './registrar.provider';

/**
 * The sandbox registrar: no network, the same answers for the same names. A name containing
 * "taken" is taken; one containing "fail" registers and then fails. Prices are per ending
 * (`sandboxPrices`); .com is ready 1 hour after registering, every other ending after 48 hours
 * (spec ai-telephony §9), on the app's clock. The reference carries the name and the time of
 * registering, so `status` needs no memory and survives a restart.
 */
export const sandboxPrices: Readonly<Record<string, number>> = {
  com: 120,
  net: 140,
  org: 130,
  io: 450,
  co: 300,
  ai: 800,
};

const hour = 60 * 60 * 1000;

export function sandboxRegistrationTime(tld: string): number {
  return tld === 'com' ? hour : 48 * hour;
}

/** `example.com` -> ['example', 'com']; null for anything but one label under a known ending. */
function registrable(input: string): { domain: string; tld: string } | null {
  const domain = normalizeDomain(input);
  const labels = domain?.split('.') ?? [];
  const tld = labels[1];
  if (!domain || labels.length !== 2 || !tld || sandboxPrices[tld] === undefined) return null;
  return { domain, tld };
}

const refPrefix = 'sandbox:';

export function createSandboxRegistrar(clock: Clock): Registrar {
  const offer = async (input: string): Promise<DomainOffer | null> => {
    const name = registrable(input);
    if (!name) return null;
    return {
      domain: name.domain,
      available: !name.domain.includes('taken'),
      price: sandboxPrices[name.tld] ?? 0,
    };
  };
  const status = async (id: string): Promise<Registration> => {
    const [domain, at] = id.startsWith(refPrefix) ? id.slice(refPrefix.length).split('@') : [];
    const name = registrable(domain ?? '');
    const startedAt = Number(at);
    if (!name || !Number.isSafeInteger(startedAt)) throw new RegistrarError('Unknown registration');
    const readyAt = new Date(startedAt + sandboxRegistrationTime(name.tld));
    if (clock.now() < readyAt) return { id, status: 'registering', readyAt };
    return { id, status: name.domain.includes('fail') ? 'failed' : 'ready', readyAt };
  };
  return {
    name: 'sandbox',
    check: offer,
    status,
    async register(input) {
      const found = await offer(input);
      if (!found) throw new RegistrarError('This domain can not be registered');
      if (!found.available) throw new RegistrarError('This domain is taken');
      return status(`${refPrefix}${found.domain}@${clock.now().getTime()}`);
    },
  };
}
