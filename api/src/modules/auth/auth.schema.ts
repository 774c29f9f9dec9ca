import { z } from 'zod';

const requiredText = (label: string) =>
  z.string({
    error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be text`),
  });

/** POST /auth/sign_in. Length rules of sign-up (spec platform §9: 8 to 40) are not re-checked here. */
export const signInInput = z.object(
  {
    email: requiredText('Email')
      .trim()
      .toLowerCase()
      .min(1, 'Email is required')
      .pipe(z.email({ error: 'Invalid email' })),
    password: requiredText('Password').min(1, 'Password is required').max(200, 'Password is too long'),
  },
  { error: 'Body must be a JSON object' },
);

export type SignInInput = z.infer<typeof signInInput>;
