import { zxcvbn, zxcvbnOptions } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { accountMessages, accountRules, passwordLengthProblem } from '@outreach/core/forms';

/**
 * Password rules for sign-up and restore (issue 3: "8+ characters, up to 64+
 * accepted, the 3,000 most common refused"; spec platform §5 sign-up minimum 8),
 * and since issue 11 a strength floor: zxcvbn's score at least 2 ("somewhat
 * guessable" refused) and never one character repeated. The upper bound only
 * stops absurd inputs (argon2 hashes any length).
 */
export const passwordRules = {
  minLength: accountRules.passwordMin,
  maxLength: accountRules.passwordMax,
  commonCount: 3000,
  minScore: 2,
} as const;

export const passwordMessages = {
  tooShort: accountMessages.passwordTooShort,
  tooLong: accountMessages.passwordTooLong,
  tooCommon: 'This password is too common, please choose another one',
  oneCharacter: 'Password can not be one character repeated, please choose another one',
} as const;

/**
 * zxcvbn's feedback codes (its English translations are a separate package we do not need):
 * each says why a password is easy to guess, in a sentence a person can act on.
 */
const weaknessReasons: Record<string, string> = {
  straightRow: 'it is a straight row of keys',
  keyPattern: 'it is a short keyboard pattern',
  simpleRepeat: 'it repeats a few characters',
  extendedRepeat: 'it repeats a few characters',
  sequences: 'it is a sequence like abc or 1234',
  recentYears: 'it is mostly a recent year',
  dates: 'it is mostly a date',
  topTen: 'it is one of the most used passwords',
  topHundred: 'it is one of the most used passwords',
  common: 'it is a common password',
  similarToCommon: 'it is a small change to a common password',
  wordByItself: 'it is a single word',
  namesByThemselves: 'it is a single name',
  commonNames: 'it is a common name',
  userInputs: 'it contains your name or email',
  pwned: 'it appeared in a data breach',
};

/** What a password too easy to guess is told: the reason when zxcvbn names one, and the fix. */
export function weakPasswordMessage(reason: string | undefined): string {
  const why = reason ? `: ${reason}` : '';
  return `This password is too easy to guess${why}. Add more words or characters that are less common`;
}

/**
 * zxcvbn's ranked lists come from leaked password sets; their head is "the 3,000 most common".
 * Compared lower-cased, so "Password1" counts as "password1".
 */
const commonPasswords = new Set(dictionary.passwords.slice(0, passwordRules.commonCount));

zxcvbnOptions.setOptions({ dictionary, graphs: adjacencyGraphs });

export function isCommonPassword(password: string): boolean {
  return commonPasswords.has(password.toLowerCase());
}

/** "aaaaaaaa", "11111111": zxcvbn scores a long run of one character above 0, so it is named here. */
function isOneCharacterRepeated(password: string): boolean {
  const characters = [...password];
  return characters.length > 0 && characters.every((character) => character === characters[0]);
}

/** Personal words shorter than this are left in the password ("Al", "Ng" are in too many words). */
const shortestPersonalWord = 3;

/**
 * The person's own words, lower-cased, longest first: each name, each part of the email's
 * local part and that local part whole, each also spelled backwards. Joined names
 * ("eveprobe", "probeeve") need no entry of their own: every name in them is taken out.
 */
function personalWords(personal: string[]): string[] {
  const words = new Set<string>();
  for (const text of personal) {
    const lower = text.toLowerCase();
    const local = lower.includes('@') ? lower.slice(0, lower.lastIndexOf('@')) : lower;
    for (const word of [local, ...local.split(/[^\p{L}\p{N}]+/u)]) {
      if ([...word].length < shortestPersonalWord) continue;
      words.add(word);
      words.add([...word].reverse().join(''));
    }
  }
  return [...words].sort((a, b) => b.length - a.length);
}

/**
 * issue 23 §16d: the person's own words give a password no strength, since anyone who knows
 * the account knows them. Every personal word (see `personalWords`) is taken out of the
 * password, ignoring case; when something was taken out, what is left must pass the strength
 * floor on its own. So "eveprobe1", "Probe2026!" and "eborpeve1" are refused for Eve Probe,
 * while "eve-quartz-lantern-meadow" (enough of its own) is not. Pure: no I/O.
 */
export function personalWordsProblem(password: string, personal: string[]): string | null {
  const original = password.toLowerCase();
  let rest = original;
  for (const word of personalWords(personal)) rest = rest.split(word).join(' ');
  if (rest === original) return null;
  const remainder = rest.replace(/\s+/g, ' ').trim();
  const strong =
    [...remainder].length >= shortestPersonalWord &&
    !isOneCharacterRepeated(remainder) &&
    zxcvbn(remainder.slice(0, passwordRules.maxLength)).score >= passwordRules.minScore;
  return strong ? null : weakPasswordMessage(weaknessReasons.userInputs);
}

/**
 * The problem with a password's strength, or null. `personal` are the person's own words
 * (email, names): a password made of them is guessable by anyone who knows the account.
 */
export function passwordStrengthProblem(password: string, personal: string[] = []): string | null {
  if (isOneCharacterRepeated(password)) return passwordMessages.oneCharacter;
  if (isCommonPassword(password)) return passwordMessages.tooCommon;
  const personalProblem = personalWordsProblem(password, personal);
  if (personalProblem) return personalProblem;
  const words = personal.flatMap((text) => text.toLowerCase().split(/[^\p{L}\p{N}]+/u)).filter(Boolean);
  // zxcvbn's cost grows with length; 128 is the longest password we take anyway.
  const result = zxcvbn(password.slice(0, passwordRules.maxLength), words);
  if (result.score >= passwordRules.minScore) return null;
  const code = result.feedback.warning ?? undefined;
  return weakPasswordMessage(code ? weaknessReasons[code] : undefined);
}

/** The first rule a new password breaks, or null when it is acceptable (the length rules are the forms' too). */
export function passwordProblem(password: string, personal: string[] = []): string | null {
  return passwordLengthProblem(password) ?? passwordStrengthProblem(password, personal);
}
