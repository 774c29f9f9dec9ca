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
import {
  blacklistInput,
  sendCodeInput,
  sendPhoneInput,
  twoFactorInput,
} from './modules/credentials/credentials.schema';
import { addToWorkflowInput } from './modules/finder/finder.schema';
import { setForAllInput } from './modules/tracking/tracking.schema';
import { renameVoicemailInput } from './modules/voicemails/voicemails.schema';
import { strictObject } from './strict-object';

const messages = (schema: z.ZodType, input: unknown) =>
  schema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];

describe('bodies whose whole shape the spec gives refuse other fields', () => {
  it('names the unknown field, or every one of them', () => {
    const schema = strictObject({});
    expect(messages(schema, { colour: 'red' })).toEqual(['Unknown field: colour']);
    expect(messages(schema, { colour: 'red', size: 1 })).toEqual(['Unknown fields: colour, size']);
  });

  it("keeps a module's own words for a body that is not an object", () => {
    expect(messages(strictObject({}, { notAnObject: 'Body must be a JSON object' }), [])).toEqual([
      'Body must be a JSON object',
    ]);
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
    ['POST /credentials/{id}/send', sendCodeInput, { code: '123456', resend: false }],
    [
      'POST /credentials/{id}/send_phone',
      sendPhoneInput,
      { number: '5551234567', country_code: 'US', phone_code: '1' },
    ],
    ['PUT /credentials/{id}/two_factor', twoFactorInput, { username: 'a@b.test', password: 'secret' }],
    ['PUT /credentials/{id}/blacklist', blacklistInput, { values: ['acme.test'] }],
    [
      'POST /v2/looch/profiles/add_to_workflow',
      addToWorkflowInput,
      { workflow_id: 'w', is_existing_people: false },
    ],
    ['POST /tracking/custom_domains/{id}/set_for_all', setForAllInput, { target_type: 'link_tracking' }],
    ['PATCH /voicemail/audio/{id}', renameVoicemailInput, { name: 'Hello' }],
  ])('%s takes its fields and refuses another', (_call, schema: z.ZodType, valid) => {
    expect(schema.safeParse(valid).success).toBe(true);
    expect(messages(schema, { ...valid, hacked: true })).toEqual(['Unknown field: hacked']);
  });
});
