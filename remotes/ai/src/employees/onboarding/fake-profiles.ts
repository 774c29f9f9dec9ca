/**
 * The onboarding's decoration (spec ai-telephony §9): 8 prospect profiles paired with shuffled
 * job titles and states, to show whom an AI Employee reaches. Not data: nothing is sent or saved.
 */
const names = [
  'Olivia Bennett',
  'Liam Carter',
  'Sophia Reyes',
  'Noah Fischer',
  'Emma Lindqvist',
  'Lucas Moreau',
  'Ava Thompson',
  'Mateo Alvarez',
] as const;
const jobTitles = [
  'Head of Sales',
  'VP Marketing',
  'Founder',
  'Chief Revenue Officer',
  'Sales Director',
  'Growth Lead',
  'Operations Manager',
  'CTO',
] as const;
const states = [
  'California',
  'Texas',
  'New York',
  'Florida',
  'Washington',
  'Illinois',
  'Colorado',
  'Georgia',
] as const;

/** Prospect data as LinkedIn shows it, in any language (the untranslated test's user data). */
export const fakeProfileData: readonly string[] = [...names, ...jobTitles, ...states];

export interface FakeProfile {
  name: string;
  jobTitle: string;
  state: string;
}

/** Fisher-Yates with the given source of randomness (tests pass their own). */
export function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
}

export function fakeProfiles(random: () => number = Math.random): FakeProfile[] {
  const titles = shuffled(jobTitles, random);
  const places = shuffled(states, random);
  return names.map((name, index) => ({
    name,
    jobTitle: titles[index] as string,
    state: places[index] as string,
  }));
}
