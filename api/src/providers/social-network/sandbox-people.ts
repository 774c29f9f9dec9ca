/**
 * People of the sandbox network whose behaviour is scripted instead of rolled: the demo
 * campaign's prospects (engine/demo.ts). A demo must show the same thing on every install and
 * every day (issue 11 §8): on the first run the first prospect accepts within a minute and
 * answers within two, and no rolled limit signal sends the demo's only sender into a day-long
 * cool-down. Anyone else on the sandbox network is rolled with the SANDBOX_* rates.
 */
export interface SandboxPerson {
  first: string;
  last: string;
  position: string;
  company: string;
  location: string;
  /** Whether a connection request is accepted (after `acceptAfterSeconds`). */
  accepts: boolean;
  /** What this person answers, if anything: the connection note, or the first message. */
  repliesTo: 'note' | 'message' | null;
}

/** How long scripted people take: quick enough that a demo shows a reply within minutes. */
export const scriptedDelays = { acceptAfterSeconds: 30, replyAfterSeconds: 60 } as const;

const person = (
  first: string,
  last: string,
  position: string,
  company: string,
  location: string,
  accepts: boolean,
  repliesTo: SandboxPerson['repliesTo'] = null,
): SandboxPerson => ({ first, last, position, company, location, accepts, repliesTo });

/**
 * 24 made-up people, in the order the demo campaign reaches them. Like the default rates:
 * 15 of 24 accept (60 %), 8 answer (a third); the first two accept and answer.
 */
export const sandboxPeople: readonly SandboxPerson[] = [
  person('Maya', 'Patel', 'Head of Sales', 'Brightline Analytics', 'Austin, TX', true, 'note'),
  person('Lucas', 'Schneider', 'VP Revenue', 'Nordwind Software', 'Berlin, Germany', true, 'message'),
  person('Amara', 'Okafor', 'Founder & CEO', 'Lagoon Health', 'Lagos, Nigeria', true),
  person('Ethan', 'Brooks', 'Sales Director', 'Cobalt Logistics', 'Chicago, IL', false),
  person('Sofia', 'Marquez', 'Growth Lead', 'Tierra Foods', 'Madrid, Spain', true, 'note'),
  person('Hiro', 'Tanaka', 'Business Development Manager', 'Kumo Robotics', 'Osaka, Japan', true),
  person('Chloe', 'Martin', 'CMO', 'Atelier Nine', 'Paris, France', false),
  person('Noah', 'Fischer', 'Account Executive', 'Helix Security', 'Zurich, Switzerland', true, 'message'),
  person('Priya', 'Raman', 'Head of Partnerships', 'Indus Cloud', 'Bengaluru, India', true),
  person('Oliver', 'Hughes', 'COO', 'Harbour Finance', 'London, UK', false),
  person('Isabela', 'Costa', 'Marketing Manager', 'Verde Energia', 'Lisbon, Portugal', true, 'note'),
  person('Jonas', 'Berg', 'Chief Revenue Officer', 'Fjord Data', 'Oslo, Norway', true),
  person('Grace', 'Kim', 'Sales Operations Lead', 'Maple Commerce', 'Toronto, Canada', false),
  person('Mateo', 'Rossi', 'Regional Sales Manager', 'Vela Mobility', 'Milan, Italy', true, 'message'),
  person('Leah', 'Cohen', 'Head of Customer Success', 'Orbit HR', 'Tel Aviv, Israel', false),
  person('Daniel', 'Nowak', 'CTO', 'Wisla Labs', 'Warsaw, Poland', true),
  person('Zoe', 'Anderson', 'Demand Generation Manager', 'Summit CRM', 'Denver, CO', false),
  person('Samuel', 'Osei', 'Founder', 'Akoma Payments', 'Accra, Ghana', true, 'note'),
  person('Emma', 'Lindqvist', 'VP Marketing', 'Polar Studio', 'Stockholm, Sweden', false),
  person('Ryan', "O'Connor", 'Enterprise Account Manager', 'Shamrock Systems', 'Dublin, Ireland', true),
  person('Aisha', 'Rahman', 'Head of Growth', 'Crescent Apps', 'Dubai, UAE', true, 'message'),
  person('Felix', 'Wagner', 'Sales Team Lead', 'Alpen Cloud', 'Vienna, Austria', false),
  person('Nina', 'Petrova', 'Partnerships Director', 'Baltic Bytes', 'Tallinn, Estonia', false),
  person('Caleb', 'Turner', 'Head of Sales Development', 'Redwood Ventures', 'San Francisco, CA', true),
];

/** The profile URL of a sandbox person (the sandbox network's own host). */
export function sandboxProfileUrl(person: Pick<SandboxPerson, 'first' | 'last'>): string {
  return `https://sandbox.reachly.io/in/${`${person.first}-${person.last}`.toLowerCase().replace(/[^a-z-]/g, '')}`;
}

const byProfileUrl = new Map(sandboxPeople.map((entry) => [sandboxProfileUrl(entry), entry]));

/** The scripted person behind a profile URL, or undefined for anyone the sandbox rolls for. */
export function scriptedSandboxPerson(profileUrl: string | null | undefined): SandboxPerson | undefined {
  if (!profileUrl) return undefined;
  return byProfileUrl.get(profileUrl.trim().replace(/\/+$/, '').toLowerCase());
}
