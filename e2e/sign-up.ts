import { api } from './browser';
import { lastMail, linkIn } from './outbox';

/**
 * A new user with a confirmed email and a workspace of their own, through the API as the sign-up
 * pages call it (sign up, the activation link from the outbox, create the workspace). New
 * workspaces start on the free tier.
 */
export async function signUpWorkspace(
  baseUrl: string,
  name: string,
): Promise<{ token: string; spaceId: string; email: string }> {
  const email = `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@e2e.example.test`.toLowerCase();
  const { token } = await api<{ token: string }>(baseUrl, '', 'POST', '/auth/sign_up', {
    email,
    password: 'E2e-workspace-2026',
    first_name: 'Casey',
    last_name: 'Tester',
    phone: '+1 415 555 0100',
    country: 'US',
    terms_accepted: true,
    privacy_accepted: true,
  });
  const activation = await lastMail(baseUrl, email, 'activation');
  const code = new URL(linkIn(baseUrl, activation.text, '/auth/activate-email')).searchParams.get(
    'activation_code',
  );
  await api(baseUrl, '', 'GET', `/auth/check_activation_code?activation_code=${code}`);
  const space = await api<{ _id?: string; id?: string }>(baseUrl, token, 'POST', '/space/create', { name });
  return { token, spaceId: space._id ?? space.id ?? '', email };
}
