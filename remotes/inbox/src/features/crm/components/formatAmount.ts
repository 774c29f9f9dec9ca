/** "1,250.50 EUR": an amount in its currency, two decimals at most. */
export function formatAmount(amount: number, currency: string): string {
  return `${amount.toLocaleString('en-US', { maximumFractionDigits: 2 })} ${currency}`;
}
