import { describe, expect, it } from 'vitest';
import { databaseModes, type Member, on, type TestContext } from '../../../test/helpers';
import { useTestContext } from '../../../test/use-context';
import type { ApiQuery } from '@outreach/core/contract';
import { copyName } from './message-templates.service';

describe.each(databaseModes())('message templates on %s', (mode) => {
  let ctx: TestContext;

  useTestContext(mode, (opened) => {
    ctx = opened;
  });

  const post = (who: Member, body: unknown) =>
    ctx.api.unchecked.post('/message_templates', { token: who.token, body });
  const list = async (who: Member, query: ApiQuery<'get', '/message_templates'> = {}) =>
    (await ctx.api.get('/message_templates', { query, token: who.token })).payload;

  it('creates, reads, edits and deletes a template', async () => {
    const member = await ctx.createMember();
    const created = await post(member, {
      name: '  Intro  ',
      channel: 'email',
      subject: 'Hello {first_name}',
      text: 'Hi {first_name:there}, how is {company_name}?',
    });
    expect(created.status).toBe(201);
    expect(created.payload).toMatchObject({
      name: 'Intro',
      channel: 'email',
      subject: 'Hello {first_name}',
      text: 'Hi {first_name:there}, how is {company_name}?',
      created_by: member.user.id,
    });
    const id = created.payload._id;

    const read = await ctx.api.get('/message_templates/{id}', { path: { id }, token: member.token });
    expect(read.payload).toEqual(created.payload);

    ctx.clock.advance(60_000);
    const patched = await ctx.api.patch('/message_templates/{id}', {
      path: { id },
      token: member.token,
      body: { text: 'Shorter' },
    });
    expect(patched.status).toBe(200);
    expect(patched.payload).toMatchObject({ name: 'Intro', subject: 'Hello {first_name}', text: 'Shorter' });
    expect(Date.parse(patched.payload.updated_at)).toBeGreaterThan(Date.parse(created.payload.updated_at));

    const deleted = await ctx.api.delete('/message_templates/{id}', { path: { id }, token: member.token });
    expect(deleted.payload).toEqual({ _id: id });
    expect((await ctx.api.get('/message_templates/{id}', { path: { id }, token: member.token })).status).toBe(
      404,
    );
    expect((await list(member)).total).toBe(0);
  });

  it('a channel without a subject keeps none; changing to one drops it', async () => {
    const member = await ctx.createMember();
    const message = await post(member, { name: 'Ping', channel: 'message', subject: 'Ignored', text: 'Hi' });
    expect(message.payload.subject).toBeNull();
    const inmail = await post(member, { name: 'Pitch', channel: 'inmail', subject: 'Quick one', text: 'Hi' });
    expect(inmail.payload.subject).toBe('Quick one');
    const changed = await ctx.api.patch('/message_templates/{id}', {
      ...on(member, inmail.payload._id),
      body: { channel: 'sms' },
    });
    expect(changed.payload).toMatchObject({ channel: 'sms', subject: null, text: 'Hi' });
    // An InMail template may leave the subject to the step.
    const bare = await post(member, { name: 'No subject', channel: 'inmail', text: 'Hi' });
    expect(bare.status).toBe(201);
    expect(bare.payload.subject).toBeNull();
  });

  it('lists newest change first, filters by channel and by name or text, 25 a page', async () => {
    const member = await ctx.createMember();
    for (let index = 1; index <= 27; index += 1) {
      ctx.clock.advance(1000);
      const body = { name: `Sms ${index}`, channel: 'sms', text: `Text number ${index}` };
      expect((await post(member, body)).status).toBe(201);
    }
    ctx.clock.advance(1000);
    await post(member, { name: 'Follow-up', channel: 'message', text: 'Any news on 100%_done?' });
    ctx.clock.advance(1000);
    await post(member, { name: 'Cold EMAIL', channel: 'email', subject: 'Hi', text: 'Body' });

    const first = await list(member);
    expect(first.total).toBe(29);
    expect(first.page_size).toBe(25);
    expect(first.items).toHaveLength(25);
    expect(first.items.slice(0, 3).map((row) => row.name)).toEqual(['Cold EMAIL', 'Follow-up', 'Sms 27']);
    const second = await list(member, { page: 2 });
    expect(second.items.map((row) => row.name)).toEqual(['Sms 4', 'Sms 3', 'Sms 2', 'Sms 1']);

    const sms = await list(member, { channel: 'sms', page: 2 });
    expect(sms.total).toBe(27);
    expect(sms.items.map((row) => row.name)).toEqual(['Sms 2', 'Sms 1']);
    // The step editor's picker takes up to 100 at once.
    const picker = await list(member, { channel: 'sms', page_size: 100 });
    expect(picker.page_size).toBe(100);
    expect(picker.items).toHaveLength(27);

    expect((await list(member, { query: 'cold email' })).items.map((row) => row.name)).toEqual([
      'Cold EMAIL',
    ]);
    // The text is searched too; % and _ are letters, not wildcards.
    expect((await list(member, { query: '100%_' })).items.map((row) => row.name)).toEqual(['Follow-up']);
    expect((await list(member, { query: '%' })).items.map((row) => row.name)).toEqual(['Follow-up']);
    expect((await list(member, { query: 'NUMBER 12' })).items.map((row) => row.name)).toEqual(['Sms 12']);
    expect((await list(member, { channel: 'email', query: 'sms' })).total).toBe(0);

    // Editing a template brings it to the top.
    const old = second.items[3];
    if (!old) throw new Error('no fourth template');
    ctx.clock.advance(1000);
    await ctx.api.patch('/message_templates/{id}', {
      ...on(member, old._id),
      body: { text: 'New' },
    });
    expect((await list(member)).items[0]?.name).toBe('Sms 1');
  });

  it.each([
    [
      'a bad channel',
      'channel=fax',
      `channel: channel must be one of: message, inmail, connection_request, email, sms`,
    ],
    ['page 0', 'page=0', 'page: page must be at least 1'],
    ['a page that is no number', 'page=two', 'page: page must be a number'],
    ['a page of over 100', 'page_size=101', 'page_size: page_size can not be more than 100'],
    ['a too long query', `query=${'q'.repeat(201)}`, 'query: query can not be longer than 200'],
  ])('refuses %s in the list query with 400', async (_label, search, error) => {
    const member = await ctx.createMember();
    const response = await ctx.api.unchecked.get('/message_templates', {
      query: search,
      token: member.token,
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ ok: false, error });
  });

  const valid = { name: 'Valid', channel: 'message', text: 'Hi {first_name}' };
  it.each([
    ['no name', { ...valid, name: undefined }, 'name: Fill this field'],
    ['a blank name', { ...valid, name: '   ' }, 'name: Fill this field'],
    ['a name over 100', { ...valid, name: 'n'.repeat(101) }, 'name: message can not be longer than 100'],
    [
      'no channel',
      { ...valid, channel: undefined },
      `channel: channel must be one of: message, inmail, connection_request, email, sms`,
    ],
    [
      'a channel that is no step',
      { ...valid, channel: 'voicemail_drop' },
      `channel: channel must be one of: message, inmail, connection_request, email, sms`,
    ],
    ['no text', { ...valid, text: undefined }, 'text: Fill this field'],
    ['a blank text', { ...valid, text: '  ' }, 'text: Fill this field'],
    [
      'a blank connection note',
      { ...valid, channel: 'connection_request', text: '' },
      'text: Fill this field',
    ],
    [
      'a message over 8000',
      { ...valid, text: 'x'.repeat(8001) },
      'text: message can not be longer than 8000',
    ],
    [
      'an InMail over 1900',
      { ...valid, channel: 'inmail', text: 'x'.repeat(1901) },
      'text: message can not be longer than 1900',
    ],
    [
      'a connection note over 300',
      { ...valid, channel: 'connection_request', text: 'x'.repeat(301) },
      'text: message can not be longer than 300',
    ],
    [
      'an SMS over 8000',
      { ...valid, channel: 'sms', text: 'x'.repeat(8001) },
      'text: message can not be longer than 8000',
    ],
    [
      'an email over 50000',
      { ...valid, channel: 'email', subject: 'S', text: 'x'.repeat(50_001) },
      'text: message can not be longer than 50000',
    ],
    ['an email with no subject', { ...valid, channel: 'email' }, 'subject: Fill this field'],
    [
      'an email with a blank subject',
      { ...valid, channel: 'email', subject: ' ' },
      'subject: Fill this field',
    ],
    [
      'a subject over 200',
      { ...valid, channel: 'email', subject: 's'.repeat(201) },
      'subject: message can not be longer than 200',
    ],
    [
      'a subject with outer spaces',
      { ...valid, channel: 'inmail', subject: ' Hi' },
      'subject: Remove leading and trailing spaces',
    ],
    [
      'an upper case placeholder',
      { ...valid, text: 'Hi {First_name}' },
      'text: Placeholders must be lower case: {First_name}',
    ],
    ['an unknown placeholder', { ...valid, text: 'Hi {nickname}' }, 'text: Unknown placeholder: {nickname}'],
    ['an empty placeholder', { ...valid, text: 'Hi {:there}' }, 'text: A placeholder needs a name'],
    [
      'unbalanced parentheses',
      { ...valid, text: 'Hi (there' },
      'text: Parentheses and braces must be balanced',
    ],
    [
      'an unclosed placeholder',
      { ...valid, text: 'Hi {first_name' },
      'text: Parentheses and braces must be balanced',
    ],
    [
      'a placeholder in the subject',
      { ...valid, channel: 'email', subject: '{Company}', text: 'x' },
      'subject: Placeholders must be lower case: {Company}',
    ],
    [
      'placeholders of 250 characters',
      { ...valid, text: `{first_name:${'f'.repeat(237)}}` },
      'text: Keep placeholders under 250 characters',
    ],
    ['a body that is no object', ['x'], 'Body must be a JSON object'],
    ['a NUL character', { ...valid, text: 'a\u0000b' }, 'Text can not contain NUL characters'],
  ])('refuses %s with 400 and the rule message', async (_label, body, error) => {
    const member = await ctx.createMember();
    const response = await post(member, body);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ ok: false, error });
  });

  it('accepts a fallback, a smiley and placeholders just under 250 characters', async () => {
    const member = await ctx.createMember();
    const response = await post(member, {
      ...valid,
      text: `Hi {first_name:${'f'.repeat(236)}} :) (really)`,
    });
    expect(response.status).toBe(201);
  });

  it('checks an edit with the rules of the channel it ends with', async () => {
    const member = await ctx.createMember();
    const created = await post(member, { ...valid, text: 'x'.repeat(500) });
    const patch = (body: unknown) =>
      ctx.api.unchecked.patch('/message_templates/{id}', {
        ...on(member, created.payload._id),
        body,
      });
    expect((await patch({ channel: 'connection_request' })).body).toEqual({
      ok: false,
      error: 'text: message can not be longer than 300',
    });
    expect((await patch({ channel: 'email' })).body).toEqual({
      ok: false,
      error: 'subject: Fill this field',
    });
    expect((await patch({ name: '' })).body).toEqual({ ok: false, error: 'name: Fill this field' });
    expect((await patch({ text: '{Bad}' })).status).toBe(400);
    const unchanged = await ctx.api.get('/message_templates/{id}', on(member, created.payload._id));
    expect(unchanged.payload).toMatchObject({ channel: 'message', text: 'x'.repeat(500) });
  });

  it('a name is unique in the workspace whatever its case (409), not across workspaces', async () => {
    const member = await ctx.createMember();
    expect((await post(member, { ...valid, name: 'Intro' })).status).toBe(201);
    const again = await post(member, { ...valid, name: 'INTRO ' });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ ok: false, error: 'A template with this name already exists' });

    const other = await post(member, { ...valid, name: 'Other' });
    const renamed = await ctx.api.patch('/message_templates/{id}', {
      ...on(member, other.payload._id),
      body: { name: 'intro' },
    });
    expect(renamed.status).toBe(409);
    expect(renamed.body).toEqual({ ok: false, error: 'A template with this name already exists' });
    // Its own name in another case is no conflict.
    const recased = await ctx.api.patch('/message_templates/{id}', {
      ...on(member, other.payload._id),
      body: { name: 'OTHER' },
    });
    expect(recased.payload.name).toBe('OTHER');

    const stranger = await ctx.createMember();
    expect((await post(stranger, { ...valid, name: 'Intro' })).status).toBe(201);
  });

  it('duplicates as "Name (copy)", then "(copy 2)", keeping channel, subject and text', async () => {
    const member = await ctx.createMember();
    const original = await post(member, { name: 'Offer', channel: 'email', subject: 'Deal', text: 'Body' });
    const duplicate = () =>
      ctx.api.post('/message_templates/{id}/duplicate', on(member, original.payload._id));
    const first = await duplicate();
    expect(first.status).toBe(201);
    expect(first.payload).toMatchObject({
      name: 'Offer (copy)',
      channel: 'email',
      subject: 'Deal',
      text: 'Body',
    });
    expect(first.payload._id).not.toBe(original.payload._id);
    expect((await duplicate()).payload.name).toBe('Offer (copy 2)');
    expect((await list(member)).total).toBe(3);
  });

  it('a copy of a 100-character name still fits the limit', () => {
    const name = 'n'.repeat(100);
    expect(copyName(name, 1)).toBe(`${'n'.repeat(93)} (copy)`);
    expect(copyName(name, 12)).toHaveLength(100);
  });

  it("another workspace's template can not be read, listed, changed, duplicated or deleted (404)", async () => {
    const owner = await ctx.createMember();
    const mine = (await post(owner, { ...valid, name: 'Secret' })).payload;
    const stranger = await ctx.createMember();
    const url = { path: { id: mine._id } };

    const read = await ctx.api.get('/message_templates/{id}', { ...url, token: stranger.token });
    expect(read.status).toBe(404);
    expect(read.body).toEqual({ ok: false, error: 'Template not found' });
    expect((await list(stranger)).total).toBe(0);
    expect((await list(stranger, { query: 'Secret' })).items).toEqual([]);
    const patch = await ctx.api.patch('/message_templates/{id}', {
      ...url,
      token: stranger.token,
      body: { name: 'Stolen' },
    });
    expect(patch.status).toBe(404);
    expect(
      (await ctx.api.post('/message_templates/{id}/duplicate', { ...url, token: stranger.token })).status,
    ).toBe(404);
    expect((await ctx.api.delete('/message_templates/{id}', { ...url, token: stranger.token })).status).toBe(
      404,
    );

    const still = await ctx.api.get('/message_templates/{id}', { ...url, token: owner.token });
    expect(still.payload).toEqual(mine);
    // A colleague in the same workspace shares it.
    const colleague = await ctx.createMember({ space: owner.space, isAdmin: false });
    expect((await ctx.api.get('/message_templates/{id}', { ...url, token: colleague.token })).status).toBe(
      200,
    );
  });

  it('an id that is no uuid is not found; no token is 401', async () => {
    const member = await ctx.createMember();
    expect((await ctx.api.get('/message_templates/{id}', on(member, 'not-a-uuid'))).status).toBe(404);
    expect((await ctx.api.get('/message_templates')).status).toBe(401);
  });
});
