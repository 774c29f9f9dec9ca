/**
 * The sandbox carrier (issue 27): the default install's voice carrier, with no account anywhere. A
 * fixed inventory of countries, categories, states and regions (some sold out, some without SMS),
 * prices in credits, and numbers made up when bought (fictional subscriber numbers in the
 * region's area code). Availability lives in this process: a restart restocks the inventory.
 * The UI says plainly that it is the sandbox (the token's `provider`).
 */
import { randomInt } from 'node:crypto';
import { isValidPhoneNumber } from 'libphonenumber-js';
import {
  type CarrierCountry,
  CarrierError,
  type CarrierRegion,
  type CarrierState,
  carrierMessages,
  type PhoneNumberCategory,
  type PurchasedNumber,
  type VoiceCarrier,
} from './voice.provider';

interface RegionSeed {
  name: string;
  /** Digits after the country's dial code that every number of the region starts with. */
  prefix: string;
  available: number;
  sms: boolean;
}

interface CategorySeed {
  type: PhoneNumberCategory;
  installationPrice: number;
  monthlyPrice: number;
  /** By state name for a country with states, else under ''. */
  regions: Record<string, RegionSeed[]>;
}

interface CountrySeed {
  countryCode: string;
  dialCode: string;
  name: string;
  hasStates: boolean;
  /** Digits of a whole national number (after the dial code). */
  nationalDigits: number;
  categories: CategorySeed[];
}

const r = (name: string, prefix: string, available: number, sms = true): RegionSeed => ({
  name,
  prefix,
  available,
  sms,
});

/** The sandbox's inventory: enough variety for every rule of the buy form (§4, §5). */
const inventory: CountrySeed[] = [
  {
    countryCode: 'US',
    dialCode: '1',
    name: 'United States',
    hasStates: true,
    nationalDigits: 10,
    categories: [
      {
        type: 'local',
        installationPrice: 10,
        monthlyPrice: 10,
        regions: {
          California: [r('Los Angeles', '213', 40), r('San Francisco', '415', 25), r('San Diego', '619', 0)],
          'New York': [r('New York City', '212', 30), r('Buffalo', '716', 8, false)],
          Texas: [r('Austin', '512', 20), r('Dallas', '214', 15), r('Houston', '713', 12)],
          Illinois: [r('Chicago', '312', 18)],
          Florida: [r('Miami', '305', 14), r('Orlando', '407', 6, false)],
          Washington: [r('Seattle', '206', 10)],
        },
      },
      {
        type: 'toll_free',
        installationPrice: 20,
        monthlyPrice: 20,
        regions: { Nationwide: [r('Toll-free 800', '800', 5, false), r('Toll-free 888', '888', 9)] },
      },
    ],
  },
  {
    countryCode: 'CA',
    dialCode: '1',
    name: 'Canada',
    hasStates: true,
    nationalDigits: 10,
    categories: [
      {
        type: 'local',
        installationPrice: 12,
        monthlyPrice: 12,
        regions: {
          Ontario: [r('Toronto', '416', 20), r('Ottawa', '613', 7)],
          Quebec: [r('Montreal', '514', 11, false)],
          'British Columbia': [r('Vancouver', '604', 9)],
          Alberta: [r('Calgary', '403', 0)],
        },
      },
    ],
  },
  {
    countryCode: 'GB',
    dialCode: '44',
    name: 'United Kingdom',
    hasStates: false,
    nationalDigits: 10,
    categories: [
      {
        type: 'local',
        installationPrice: 15,
        monthlyPrice: 15,
        regions: { '': [r('London', '20', 30, false), r('Manchester', '161', 10, false)] },
      },
      {
        type: 'mobile',
        installationPrice: 25,
        monthlyPrice: 25,
        regions: { '': [r('Mobile', '7700', 12)] },
      },
    ],
  },
  {
    countryCode: 'DE',
    dialCode: '49',
    name: 'Germany',
    hasStates: false,
    nationalDigits: 10,
    categories: [
      {
        type: 'local',
        installationPrice: 20,
        monthlyPrice: 20,
        regions: { '': [r('Berlin', '30', 10, false), r('Munich', '89', 4, false)] },
      },
      { type: 'mobile', installationPrice: 30, monthlyPrice: 30, regions: { '': [r('Mobile', '151', 6)] } },
    ],
  },
  {
    countryCode: 'AU',
    dialCode: '61',
    name: 'Australia',
    hasStates: true,
    nationalDigits: 9,
    categories: [
      {
        type: 'local',
        installationPrice: 18,
        monthlyPrice: 18,
        regions: {
          'New South Wales': [r('Sydney', '2', 10, false)],
          Victoria: [r('Melbourne', '3', 8, false)],
        },
      },
      {
        type: 'mobile',
        installationPrice: 28,
        monthlyPrice: 28,
        regions: { Nationwide: [r('Mobile', '4', 5)] },
      },
    ],
  },
];

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

interface RegionEntry {
  region: Omit<CarrierRegion, 'phonesAvailable'>;
  country: CountrySeed;
  prefix: string;
  stock: number;
}

function buildRegions(): Map<string, RegionEntry> {
  const regions = new Map<string, RegionEntry>();
  for (const country of inventory) {
    for (const category of country.categories) {
      for (const [stateName, seeds] of Object.entries(category.regions)) {
        const state: CarrierState | null = country.hasStates
          ? { id: `${country.countryCode}-${category.type}-${slug(stateName)}`, name: stateName }
          : null;
        for (const seed of seeds) {
          const id = `${country.countryCode}-${category.type}-${slug(seed.name)}`;
          regions.set(id, {
            region: {
              id,
              name: seed.name,
              countryCode: country.countryCode,
              category: category.type,
              state,
              isSmsSupported: seed.sms,
              monthlyPrice: category.monthlyPrice,
              installationPrice: category.installationPrice,
            },
            country,
            prefix: seed.prefix,
            stock: seed.available,
          });
        }
      }
    }
  }
  return regions;
}

/** How a simulated callee takes a call (spec ai-telephony §4 Call state; issue 27 "simulated callees"). */
export interface SandboxCallee {
  outcome: 'answered' | 'no_answer' | 'busy' | 'voicemail';
  /** How long it rings before the outcome, in milliseconds (1500 to 4000). */
  ringMs: number;
}

/**
 * The sandbox's callee of a number, the same every time for the same number so a test or a demo
 * can choose: the last digit 0-6 answers, 7 rings out (no answer), 8 is busy, 9 reaches voicemail.
 * The ring lasts 1500 to 4000 ms, from the number's digits.
 */
export function sandboxCallee(to: string): SandboxCallee {
  const digits = to.replace(/\D/g, '');
  const last = Number(digits.at(-1) ?? '0');
  const outcome = last === 7 ? 'no_answer' : last === 8 ? 'busy' : last === 9 ? 'voicemail' : 'answered';
  let hash = 0;
  for (const digit of digits) hash = (hash * 31 + Number(digit)) % 2501;
  return { outcome, ringMs: 1500 + hash };
}

export interface SandboxCarrierOptions {
  /** Subscriber digits of a bought number (random by default); tests pass a counter. */
  digits?: (length: number) => string;
}

export interface SandboxCarrier extends VoiceCarrier {
  readonly mode: 'sandbox';
  /** Numbers bought and not released, with where incoming calls go on to (tests, the later call simulator). */
  readonly numbers: ReadonlyMap<string, { number: string; regionId: string; forwardTo: string | null }>;
  /** Voicemail drops the sandbox "delivered". */
  readonly drops: readonly { carrierId: string; from: string; to: string; bytes: number }[];
  /** The simulated callee of a number (sandboxCallee). */
  callee(to: string): SandboxCallee;
}

function randomDigits(length: number): string {
  let digits = '';
  for (let index = 0; index < length; index += 1) digits += String(randomInt(10));
  return digits;
}

export function createSandboxCarrier(options: SandboxCarrierOptions = {}): SandboxCarrier {
  const regions = buildRegions();
  const numbers = new Map<string, { number: string; regionId: string; forwardTo: string | null }>();
  const purchases = new Map<string, PurchasedNumber[]>();
  const drops: { carrierId: string; from: string; to: string; bytes: number }[] = [];
  const digits = options.digits ?? randomDigits;

  const view = (entry: RegionEntry): CarrierRegion => ({ ...entry.region, phonesAvailable: entry.stock });
  const countryOf = (code: string) => inventory.find((country) => country.countryCode === code);
  const entriesOf = (countryCode: string, category: PhoneNumberCategory) =>
    [...regions.values()].filter(
      (entry) => entry.region.countryCode === countryCode && entry.region.category === category,
    );

  /**
   * A free number of the region that libphonenumber-js takes as valid (the dialer panel refuses
   * others: a US exchange starting with 0 or 1, say); after 200 tries, any free one.
   */
  function newNumber(entry: RegionEntry): string {
    const taken = new Set([...numbers.values()].map((owned) => owned.number));
    for (let tries = 0; ; tries++) {
      const rest = entry.country.nationalDigits - entry.prefix.length;
      const candidate = `+${entry.country.dialCode}${entry.prefix}${digits(rest)}`;
      if (!taken.has(candidate) && (tries >= 200 || isValidPhoneNumber(candidate))) return candidate;
    }
  }

  return {
    mode: 'sandbox',
    numbers,
    drops,
    async countries() {
      return inventory.map(
        (country): CarrierCountry => ({
          countryCode: country.countryCode,
          dialCode: country.dialCode,
          name: country.name,
          hasStates: country.hasStates,
          categories: country.categories.map((category) => ({
            type: category.type,
            count: entriesOf(country.countryCode, category.type).reduce((sum, entry) => sum + entry.stock, 0),
          })),
        }),
      );
    },
    async states(countryCode, category) {
      if (!countryOf(countryCode)?.hasStates) return [];
      const states = new Map<string, CarrierState>();
      for (const entry of entriesOf(countryCode, category)) {
        if (entry.region.state) states.set(entry.region.state.id, entry.region.state);
      }
      return [...states.values()];
    },
    async regions(countryCode, category, stateId) {
      return entriesOf(countryCode, category)
        .filter((entry) => (entry.region.state?.id ?? null) === stateId)
        .map(view);
    },
    async region(regionId) {
      const entry = regions.get(regionId);
      return entry ? view(entry) : null;
    },
    async purchase({ regionId, count, forwardTo, reference }) {
      const done = purchases.get(reference);
      if (done) return done;
      const entry = regions.get(regionId);
      if (!entry) throw new CarrierError('unknown_region', carrierMessages.unknownRegion);
      if (!Number.isInteger(count) || count < 1 || count > entry.stock)
        throw new CarrierError('sold_out', carrierMessages.soldOut);
      entry.stock -= count;
      const bought: PurchasedNumber[] = [];
      for (let index = 0; index < count; index += 1) {
        const number = newNumber(entry);
        const carrierId = `SBX-${number.slice(1)}`;
        numbers.set(carrierId, { number, regionId, forwardTo });
        bought.push({ carrierId, number });
      }
      purchases.set(reference, bought);
      return bought;
    },
    async updateForwarding(carrierId, forwardTo) {
      const owned = numbers.get(carrierId);
      if (!owned) throw new CarrierError('unknown_number', carrierMessages.unknownNumber);
      owned.forwardTo = forwardTo;
    },
    async release(carrierId) {
      const owned = numbers.get(carrierId);
      if (!owned) return;
      numbers.delete(carrierId);
      const entry = regions.get(owned.regionId);
      if (entry) entry.stock += 1;
    },
    async dropVoicemail({ from, to, audio }) {
      const carrierId = `SBX-VM-${drops.length + 1}-${randomDigits(6)}`;
      drops.push({ carrierId, from, to, bytes: audio.length });
      return { carrierId };
    },
    callee: sandboxCallee,
    pricing() {
      return { callMinute: 1, sms: 1, voicemailDrop: 2 };
    },
  };
}
