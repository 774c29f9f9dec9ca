import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  createSpaceInput,
  crmSuggestionInput,
  inviteByEmailInput,
  joinSpaceInput,
  renewCodeInviteInput,
  signUpSettingsInput,
  updateSpaceInput,
} from './modules/spaces/spaces.schema';
import { changeAdminInput, spaceIdInput, userExistsInput } from './modules/users/users.schema';
import { strictObject } from './strict-object';

const messages = (schema: z.ZodType, input: unknown) =>
  schema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];

describe('bodies whose whole shape the spec gives refuse other fields', () => {
  it('names the unknown field, or every one of them', () => {
    const schema = strictObject({});
    expect(messages(schema, { colour: 'red' })).toEqual(['Unknown field: colour']);
    expect(messages(schema, { colour: 'red', size: 1 })).toEqual(['Unknown fields: colour, size']);
  });

  it.each([
    ['POST /space/create', createSpaceInput, { name: 'Acme', promotekit_referral: 'r' }],
    ['POST /space/{id}/update', updateSpaceInput, { space_object: { name: 'Acme' } }],
    [
      'POST /space/{id}/invites',
      inviteByEmailInput,
      { emails: ['a@b.test'], granted_access: false, allowed_pages: null, credentials_ids: [] },
    ],
    [
      'POST /space/{id}/code_invites/{codeId}/renew',
      renewCodeInviteInput,
      { allowed_pages: null, credentials_ids: [] },
    ],
    ['POST /space/join', joinSpaceInput, { invite_code: 'ABCDEFGHIJKL' }],
    ['POST /space/crm_suggestion', crmSuggestionInput, { crm_suggestion: 'Salesforce' }],
    [
      'POST /space/sign_up_settings',
      signUpSettingsInput,
      { team_size: '2-10', goals: ['sales'], role: null },
    ],
    ['POST /users/set_space', spaceIdInput, { space_id: 'x' }],
    ['POST /users/{id}/change_admin', changeAdminInput, { space_id: 'x', is_admin: true }],
    ['POST /users/exists', userExistsInput, { email: 'a@b.test' }],
  ])('%s takes its fields and refuses another', (_call, schema: z.ZodType, valid) => {
    expect(schema.safeParse(valid).success).toBe(true);
    expect(messages(schema, { ...valid, hacked: true })).toEqual(['Unknown field: hacked']);
  });
});
