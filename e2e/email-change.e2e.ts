import { describe, expect, inject, it } from 'vitest';
import { apiSignIn, browserForFile, openSignedIn } from './browser';
import { lastMail, linkIn } from './outbox';
import { signUpWorkspace } from './sign-up';

/**
 * Issue 23 item 3 through the real UI: only the person changes their sign-in email. They ask on
 * Preferences › Password with their current password; the link goes to the new address (the old one
 * is told); the address changes only when that link is opened, and then they sign in with it.
 */
const baseUrl = inject('baseUrl');
const password = 'E2e-workspace-2026';
const browser = browserForFile();

async function signInStatus(email: string): Promise<number> {
  const response = await fetch(`${baseUrl}/api/auth/sign_in`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return response.status;
}

describe('changing the sign-in email', () => {
  it('asks on the preferences page, confirms from the new mailbox, then signs in with it', async () => {
    const person = await signUpWorkspace(baseUrl, 'Email Changer');
    const newEmail = person.email.replace('@', '.new@');
    const page = await openSignedIn(browser(), baseUrl, '/preferences/user/password', {
      email: person.email,
      password,
    });
    const form = page.getByRole('region', { name: 'Sign-in email' });
    await form.getByLabel('New email').fill(newEmail);
    await form.getByLabel('Password').fill(password);
    await form.getByRole('button', { name: 'Send confirmation link' }).click();
    await page.getByText(`We sent a confirmation link to ${newEmail}`).first().waitFor();

    // Asked, not done: the old address still signs in, and it was told of the request.
    expect(await signInStatus(person.email)).toBe(200);
    await lastMail(baseUrl, person.email, 'email_change');

    const confirmation = await lastMail(baseUrl, newEmail, 'email_change');
    await page.goto(linkIn(baseUrl, confirmation.text, '/auth/confirm-email-change'));
    await page.getByText(`Your sign-in email is now ${newEmail}`).first().waitFor();

    expect(await signInStatus(newEmail)).toBe(200);
    expect(await signInStatus(person.email)).not.toBe(200);
    expect(await apiSignIn(baseUrl, { email: newEmail, password })).toBeTruthy();
    await page.context().close();
  });
});
