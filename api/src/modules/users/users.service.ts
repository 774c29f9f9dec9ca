import type { UserRow } from '../../db/schema';

/** GET /users/fetch_user shape (spec platform §3 User, the fields that exist so far). */
export interface UserJson {
  _id: string;
  email: string;
  first_name: string;
  last_name: string;
  full_name: string;
  status: UserRow['status'];
  email_confirmed: boolean;
  is_admin: boolean;
}

export function userJson(user: UserRow): UserJson {
  return {
    _id: user.id,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    full_name: [user.firstName, user.lastName].filter(Boolean).join(' '),
    status: user.status,
    email_confirmed: user.emailConfirmed,
    is_admin: user.isAdmin,
  };
}
