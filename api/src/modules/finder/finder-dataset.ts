import { count } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type FinderPersonRow, finderPeople } from '../../db/schema';

/** spec: outreach §3 finder filters. Codes are what filters carry; labels what the list shows. */
export const netWorthBuckets = [
  { value: 'under_100k', label: 'Under $100K' },
  { value: '100k_500k', label: '$100K - $500K' },
  { value: '500k_1m', label: '$500K - $1M' },
  { value: '1m_5m', label: '$1M - $5M' },
  { value: 'over_5m', label: 'Over $5M' },
] as const;

export const incomeRanges = [
  { value: 'under_50k', label: 'Under $50K' },
  { value: '50k_100k', label: '$50K - $100K' },
  { value: '100k_150k', label: '$100K - $150K' },
  { value: '150k_250k', label: '$150K - $250K' },
  { value: 'over_250k', label: 'Over $250K' },
] as const;

export const genders = [
  { value: 'female', label: 'Female' },
  { value: 'male', label: 'Male' },
] as const;

export const finderDatasetSize = 5000;

const firstNames = [
  'Olivia',
  'Liam',
  'Emma',
  'Noah',
  'Ava',
  'Oliver',
  'Sophia',
  'Elijah',
  'Isabella',
  'James',
  'Mia',
  'William',
  'Amelia',
  'Benjamin',
  'Harper',
  'Lucas',
  'Evelyn',
  'Henry',
  'Abigail',
  'Alexander',
  'Emily',
  'Daniel',
  'Ella',
  'Michael',
  'Scarlett',
  'Mateo',
  'Grace',
  'Jack',
  'Chloe',
  'Samuel',
  'Lina',
  'Omar',
  'Yuki',
  'Priya',
  'Diego',
  'Fatima',
  'Chen',
  'Ingrid',
  'Kwame',
  'Sofia',
];
const femaleNames = new Set([
  'Olivia',
  'Emma',
  'Ava',
  'Sophia',
  'Isabella',
  'Mia',
  'Amelia',
  'Harper',
  'Evelyn',
  'Abigail',
  'Emily',
  'Ella',
  'Scarlett',
  'Grace',
  'Chloe',
  'Lina',
  'Yuki',
  'Priya',
  'Fatima',
  'Ingrid',
  'Sofia',
]);
const lastNames = [
  'Smith',
  'Johnson',
  'Williams',
  'Brown',
  'Jones',
  'Garcia',
  'Miller',
  'Davis',
  'Rodriguez',
  'Martinez',
  'Hernandez',
  'Lopez',
  'Gonzalez',
  'Wilson',
  'Anderson',
  'Thomas',
  'Taylor',
  'Moore',
  'Jackson',
  'Martin',
  'Lee',
  'Perez',
  'Thompson',
  'White',
  'Harris',
  'Sanchez',
  'Clark',
  'Ramirez',
  'Lewis',
  'Robinson',
  'Walker',
  'Young',
  'Allen',
  'King',
  'Wright',
  'Scott',
  'Nguyen',
  'Hill',
  'Flores',
  'Green',
];
const positions = [
  'CEO',
  'CTO',
  'CFO',
  'COO',
  'VP of Sales',
  'VP of Marketing',
  'Head of Growth',
  'Sales Manager',
  'Account Executive',
  'Marketing Manager',
  'Product Manager',
  'Engineering Manager',
  'Software Engineer',
  'Recruiter',
  'HR Director',
  'Founder',
  'Business Development Manager',
  'Operations Manager',
  'Customer Success Manager',
  'Data Analyst',
];
const companies: [string, string][] = [
  ['Acme Corp', 'acme.test'],
  ['Globex', 'globex.test'],
  ['Initech', 'initech.test'],
  ['Umbrella', 'umbrella.test'],
  ['Hooli', 'hooli.test'],
  ['Stark Industries', 'stark.test'],
  ['Wayne Enterprises', 'wayne.test'],
  ['Soylent', 'soylent.test'],
  ['Cyberdyne', 'cyberdyne.test'],
  ['Tyrell', 'tyrell.test'],
  ['Vandelay Industries', 'vandelay.test'],
  ['Pied Piper', 'piedpiper.test'],
  ['Aviato', 'aviato.test'],
  ['Massive Dynamic', 'massive.test'],
  ['Oscorp', 'oscorp.test'],
  ['Wonka', 'wonka.test'],
  ['Gringotts', 'gringotts.test'],
  ['Dunder Mifflin', 'dundermifflin.test'],
  ['Monarch', 'monarch.test'],
  ['Blue Sun', 'bluesun.test'],
  ['Nakatomi', 'nakatomi.test'],
  ['Virtucon', 'virtucon.test'],
  ['Bluth Company', 'bluth.test'],
  ['Sterling Cooper', 'sterlingcooper.test'],
  ['Prestige Worldwide', 'prestige.test'],
  ['Rekall', 'rekall.test'],
  ['Weyland', 'weyland.test'],
  ['Gekko & Co', 'gekko.test'],
  ['Los Pollos', 'lospollos.test'],
  ['Krusty Krab', 'krustykrab.test'],
];
const locations = [
  'New York, United States',
  'San Francisco, United States',
  'Austin, United States',
  'Chicago, United States',
  'Boston, United States',
  'Seattle, United States',
  'Miami, United States',
  'Denver, United States',
  'Toronto, Canada',
  'Vancouver, Canada',
  'London, United Kingdom',
  'Manchester, United Kingdom',
  'Paris, France',
  'Lyon, France',
  'Berlin, Germany',
  'Munich, Germany',
  'Madrid, Spain',
  'Barcelona, Spain',
  'Lisbon, Portugal',
  'São Paulo, Brazil',
  'Mexico City, Mexico',
  'Sydney, Australia',
  'Singapore, Singapore',
  'Dublin, Ireland',
  'Amsterdam, Netherlands',
];
const industries = [
  'Computer Software',
  'Information Technology',
  'Financial Services',
  'Marketing and Advertising',
  'Staffing and Recruiting',
  'Real Estate',
  'Health Care',
  'Retail',
  'Education',
  'Manufacturing',
  'Telecommunications',
  'Consulting',
  'Insurance',
  'Logistics',
  'Hospitality',
];

/** mulberry32: a small seeded generator, so every install has the same people. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function slug(value: string): string {
  return value
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The whole data set, the same on every call. */
export function generateFinderPeople(size = finderDatasetSize): FinderPersonRow[] {
  const random = seeded(20_261_123);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const chance = (p: number) => random() < p;
  const people: FinderPersonRow[] = [];
  for (let index = 1; index <= size; index += 1) {
    const firstName = pick(firstNames);
    const lastName = pick(lastNames);
    const [companyName, companyDomain] = pick(companies);
    const number = String(index).padStart(5, '0');
    const handle = `${slug(firstName)}-${slug(lastName)}-${number}`;
    const email = chance(0.45) ? `${slug(firstName)}.${slug(lastName)}${index}@mail.test` : null;
    const workEmail = chance(0.55) ? `${slug(firstName)}.${slug(lastName)}${index}@${companyDomain}` : null;
    const phone = chance(0.35) ? `+1555${String(1_000_000 + index).slice(-7)}` : null;
    const age = 22 + Math.floor(random() * 49);
    people.push({
      id: `fp-${number}`,
      firstName,
      lastName,
      fullName: `${firstName} ${lastName}`,
      position: pick(positions),
      companyName,
      companyDomain,
      location: pick(locations),
      industry: pick(industries),
      profileUrl: `https://www.linkedin.com/in/${handle}`,
      email,
      workEmail,
      phone,
      // Enrichment finds a verified address for most people, not all (outreach §4 "enriched with no contacts").
      enrichedEmail: chance(0.7) ? `${slug(firstName)[0]}${slug(lastName)}${index}@${companyDomain}` : null,
      isEnriched: chance(0.4),
      isFresh: chance(0.3),
      isSocialOnly: !email && !workEmail && !phone,
      homeowner: chance(0.55),
      netWorth: pick(netWorthBuckets).value,
      incomeRange: pick(incomeRanges).value,
      children: chance(0.5),
      married: chance(0.5),
      age,
      gender: femaleNames.has(firstName) ? 'female' : 'male',
    });
  }
  return people;
}

const loading = new WeakMap<Db, Promise<void>>();

/**
 * Fills `finder_people` on first use (once per process and database; a second
 * process racing this one inserts nothing twice: ids are fixed).
 */
export function ensureFinderDataset(db: Db): Promise<void> {
  let pending = loading.get(db);
  if (!pending) {
    pending = (async () => {
      const [row] = await db.select({ total: count() }).from(finderPeople);
      if (Number(row?.total ?? 0) >= finderDatasetSize) return;
      const people = generateFinderPeople();
      for (let start = 0; start < people.length; start += 500) {
        await db
          .insert(finderPeople)
          .values(people.slice(start, start + 500))
          .onConflictDoNothing();
      }
    })();
    pending.catch(() => loading.delete(db));
    loading.set(db, pending);
  }
  return pending;
}
