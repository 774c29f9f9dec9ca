import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * Password rules for sign-up and restore (issue 3: "8+ characters, up to 64+
 * accepted, the 3,000 most common refused"; spec platform §5 sign-up minimum 8).
 * The upper bound only stops absurd inputs (argon2 hashes any length).
 */
export const passwordRules = { minLength: 8, maxLength: 128, commonCount: 3000 } as const;

export const passwordMessages = {
  tooShort: `Password must be at least ${passwordRules.minLength} characters`,
  tooLong: `Password can not be longer than ${passwordRules.maxLength} characters`,
  tooCommon: 'This password is too common, please choose another one',
} as const;

/**
 * zxcvbn's list is ranked by frequency in leaked password sets; its head is
 * "the 3,000 most common". Compared lower-cased, so "Password1" counts as "password1".
 */
const commonPasswords = new Set(dictionary.passwords.slice(0, passwordRules.commonCount));

export function isCommonPassword(password: string): boolean {
  return commonPasswords.has(password.toLowerCase());
}

/** The first rule a new password breaks, or null when it is acceptable. */
export function passwordProblem(password: string): string | null {
  if (password.length < passwordRules.minLength) return passwordMessages.tooShort;
  if (password.length > passwordRules.maxLength) return passwordMessages.tooLong;
  if (isCommonPassword(password)) return passwordMessages.tooCommon;
  return null;
}
