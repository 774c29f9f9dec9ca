import { ApiError, formatDateTime } from '@outreach/sdk';

export const errorText = (error: unknown) =>
  error instanceof ApiError || error instanceof Error ? error.message : String(error);

export function formatTime(iso: string): string {
  return formatDateTime(iso, { dateStyle: 'medium', timeStyle: 'medium' });
}

/**
 * The API's answers about the callback URL (spec outreach §5 URL rule, the SSRF refusals):
 * shown under the URL field rather than above the form.
 */
export function isUrlError(message: string): boolean {
  return /\bURL\b|address|protocol|leading and trailing|url:/i.test(message);
}
