/**
 * The hosted pages' card form, checked as Stripe checks it: the number (Luhn), the expiry
 * (MM / YY, not in the past), the security code. Which card then pays or declines is Stripe's test
 * cards' rule (payment-methods.ts behaviourOf): 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined,
 * 4000 0000 0000 9995 has insufficient funds, 4000 0000 0000 0341 is saved but its charges fail.
 */
export interface CardInput {
  cardholder?: string;
  cardnumber?: string;
  exp?: string;
  cvc?: string;
}

export interface Card {
  number: string;
  expMonth: number;
  expYear: number;
  name: string | null;
}

export function luhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The card, or the message Stripe's checkout shows under the form. */
export function readCard(input: CardInput, now: Date): { card: Card } | { error: string } {
  const number = (input.cardnumber ?? '').replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(number) || !luhn(number)) return { error: 'Your card number is incorrect.' };
  const expiry = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(input.exp ?? '');
  if (!expiry) return { error: "Your card's expiration date is incomplete." };
  const expMonth = Number(expiry[1]);
  const yearText = expiry[2] ?? '';
  const expYear = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  if (expMonth < 1 || expMonth > 12) return { error: "Your card's expiration month is invalid." };
  const year = now.getUTCFullYear();
  if (expYear < year || expYear > year + 50) return { error: "Your card's expiration year is invalid." };
  if (expYear === year && expMonth < now.getUTCMonth() + 1)
    return { error: "Your card's expiration month is invalid." };
  const cvc = (input.cvc ?? '').trim();
  const cvcLength = /^3[47]/.test(number) ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(cvc))
    return { error: "Your card's security code is incomplete." };
  const name = (input.cardholder ?? '').trim();
  return { card: { number, expMonth, expYear, name: name || null } };
}
