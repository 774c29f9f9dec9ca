import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { databaseModes, type Member, type TestContext } from '../../../test/helpers';
import { useTestContext } from '../../../test/use-context';
import { campaignProspects, prospects } from '../../db/schema';
import { suggestMapping } from './csv-columns';
import { csvCell } from '../workflows/csv-export';
import { type CsvImportProgressJson, CsvUploadSchema } from './csv-import.schema';
import { batchSizeFor } from './csv-import.service';
import { detectDelimiter, parseCsv } from './csv-reader';

describe('CSV columns and cells', () => {
  it('suggests the spec columns by header name and numbers the other columns as custom fields', () => {
    expect(
      suggestMapping([
        'First Name',
        'Last name',
        'LinkedIn URL',
        'Email',
        'Company',
        'Job Title',
        'Favourite tea',
        'Pet',
      ]),
    ).toEqual({
      'First Name': 'first_name',
      'Last name': 'last_name',
      'LinkedIn URL': 'profile_url',
      Email: 'work_email',
      Company: 'company_name',
      'Job Title': 'position',
      'Favourite tea': 'custom_field_1',
      Pet: 'custom_field_2',
    });
  });

  it('detects comma, semicolon and tab, ignoring delimiters inside quotes', () => {
    expect(detectDelimiter('a,b,c\n1;2')).toBe(',');
    expect(detectDelimiter('\uFEFFa;b;"c,d,e"\n')).toBe(';');
    expect(detectDelimiter('a\tb\tc')).toBe('\t');
    expect(detectDelimiter('single')).toBe(',');
  });

  it('parses a file of several pieces in order, a character split between two pieces kept whole', async () => {
    // The parser is fed 256 KiB at a time: the emoji's four bytes start one byte before the first boundary.
    const head = '\uFEFFName,Note\r\n';
    const filler = 'x'.repeat(256 * 1024 - new TextEncoder().encode(head).length - 'a,'.length - 1);
    const rows = [
      ['a', `${filler}😀`],
      ['b', `é ${'y'.repeat(300_000)} é`],
      ['c', 'last'],
    ];
    const bytes = new TextEncoder().encode(`${head}${rows.map((row) => row.join(',')).join('\r\n')}\r\n`);
    expect((bytes[256 * 1024] ?? 0) & 0xc0).toBe(0x80); // a continuation byte: the emoji is split
    const records: string[][] = [];
    expect(await parseCsv(bytes, (record) => records.push(record))).toBe(',');
    expect(records).toEqual([['Name', 'Note'], ...rows]);
  });

  it('throws what the parser refuses (a quote left open at the end)', async () => {
    await expect(parseCsv(new TextEncoder().encode('a,b\n"open,1\n'), () => {})).rejects.toThrow();
  });

  it.each([
    ['=HYPERLINK("http://evil")', `"'=HYPERLINK(""http://evil"")"`],
    ['+1 555', "'+1 555"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    ['\rcmd', `"'\rcmd"`],
    ['plain, with comma', '"plain, with comma"'],
    ['safe', 'safe'],
  ])('neutralises formula injection: %j becomes %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });
});

describe.each(databaseModes())('CSV import on %s', (mode) => {
  let ctx: TestContext;

  useTestContext(mode, (opened) => {
    ctx = opened;
  });

  async function upload(member: Member, content: string | Uint8Array | null, name = 'people.csv') {
    const form = new FormData();
    if (content !== null)
      form.append(
        'file',
        new File([typeof content === 'string' ? content : new Uint8Array(content)], name, {
          type: 'text/csv',
        }),
      );
    else form.append('note', 'no file');
    return ctx.api.post('/workflows/upload_csv_file', {
      query: { is_existing_people: 'false' },
      token: member.token,
      body: form,
    });
  }

  async function uploaded(member: Member, content: string) {
    const response = await upload(member, content);
    if (!response.body.ok) throw new Error(response.body.error);
    return response.body.payload;
  }

  async function campaign(member: Member, body: Record<string, unknown> = {}) {
    const response = await ctx.api.post('/workflows', {
      token: member.token,
      body: { name: 'Import target', ...body },
    });
    return response.payload;
  }

  function importFile(member: Member, body: Record<string, unknown>) {
    return ctx.api.unchecked.post('/workflows/set_data_from_csv_file', { token: member.token, body });
  }

  const people = [
    'First name,Last name,Profile URL,Email,Company,Favourite tea',
    'Ada,Lovelace,https://www.linkedin.com/in/ada/,ada@engine.test,Engines,Earl Grey',
    'Alan,Turing,https://linkedin.com/in/alan,,Bletchley,Green',
    'Grace,Hopper,,grace@navy.test,Navy,',
  ].join('\n');

  const mapping = {
    'First name': 'first_name',
    'Last name': 'last_name',
    'Profile URL': 'profile_url',
    Email: 'work_email',
    Company: 'company_name',
    'Favourite tea': 'custom_field_1',
  };

  describe('POST /api/workflows/upload_csv_file', () => {
    it('answers the headers, the first 5 lines and a suggested mapping', async () => {
      const member = await ctx.createMember();
      const lines = [
        people,
        ...Array.from({ length: 6 }, (_, index) => `P${index},Q,,p${index}@x.test,C,`),
      ].join('\n');
      const result = await uploaded(member, lines);
      expect(result.headers).toEqual([
        'First name',
        'Last name',
        'Profile URL',
        'Email',
        'Company',
        'Favourite tea',
      ]);
      expect(result.row_count).toBe(9);
      expect(result.sample).toHaveLength(5);
      expect(result.sample[0]).toEqual({
        'First name': 'Ada',
        'Last name': 'Lovelace',
        'Profile URL': 'https://www.linkedin.com/in/ada/',
        Email: 'ada@engine.test',
        Company: 'Engines',
        'Favourite tea': 'Earl Grey',
      });
      expect(result.suggested_mapping).toEqual(mapping);
      expect(result.filename).toBe(`${result.upload_id}.csv`);
      expect(result.original_name).toBe('people.csv');
      // Exactly the declared CsvUpload: parsing strips what the schema does not name.
      expect(CsvUploadSchema.parse(result)).toEqual(result);
    });

    it('reads a semicolon file with a byte-order mark and a quoted line break', async () => {
      const member = await ctx.createMember();
      const result = await uploaded(
        member,
        '\uFEFFName;Email;Note\n"Ada";ada@x.test;"two\nlines; and a semicolon"\n',
      );
      expect(result.delimiter).toBe(';');
      expect(result.headers).toEqual(['Name', 'Email', 'Note']);
      expect(result.sample).toEqual([
        { Name: 'Ada', Email: 'ada@x.test', Note: 'two\nlines; and a semicolon' },
      ]);
    });

    it('drops NUL bytes instead of failing', async () => {
      const member = await ctx.createMember();
      const result = await uploaded(member, `Na${String.fromCharCode(0)}me,Email\nAda,ada@x.test\n`);
      expect(result.headers).toEqual(['Name', 'Email']);
    });

    it('no file: 400 "Please choose a CSV file"', async () => {
      const member = await ctx.createMember();
      const response = await upload(member, null);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ ok: false, error: 'Please choose a CSV file' });
    });

    it('CSV max 5MB: a larger file is refused with 400 "File is too large (max 5 MB)"', async () => {
      const member = await ctx.createMember();
      const big = new Uint8Array(5 * 1024 * 1024 + 1).fill(97);
      const response = await upload(member, big);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ ok: false, error: 'File is too large (max 5 MB)' });
    });

    it('takes the file as multipart/form-data only: a JSON body is 415', async () => {
      const member = await ctx.createMember();
      const response = await ctx.request('/api/workflows/upload_csv_file', {
        method: 'POST',
        token: member.token,
        body: { file: 'First name\nAda' },
      });
      expect(response.status).toBe(415);
      expect(response.body).toEqual({ ok: false, error: 'Unsupported Media Type' });
    });

    it('a text field named file is no file: 400 "Please choose a CSV file"', async () => {
      const member = await ctx.createMember();
      const form = new FormData();
      form.append('file', 'First name\nAda');
      const response = await ctx.app.request('/api/workflows/upload_csv_file', {
        method: 'POST',
        headers: { Authorization: `Bearer ${member.token}` },
        body: form,
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ ok: false, error: 'Please choose a CSV file' });
    });

    it('an empty file is refused', async () => {
      const member = await ctx.createMember();
      const response = await upload(member, '');
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ ok: false, error: 'The file has no lines' });
    });
  });

  describe('POST /api/workflows/set_data_from_csv_file', () => {
    it('imports into the campaign through a csv search, with custom fields numbered', async () => {
      const member = await ctx.createMember();
      const target = await campaign(member);
      const file = await uploaded(member, people);
      const response = await importFile(member, {
        filename: file.filename,
        user_fields: mapping,
        is_existing_people: false,
        workflow_id: target._id,
      });
      expect(response.status).toBe(200);
      expect(response.payload).toMatchObject({
        status: 'done',
        total: 3,
        processed: 3,
        added: 3,
        refused: 0,
      });

      const fetched = await ctx.api.get('/workflows/{id}', { path: { id: target._id }, token: member.token });
      expect(fetched.payload.searches).toMatchObject([
        {
          link_type: 'csv',
          name: 'people.csv',
          status: 'finished',
          custom_fields_keys: ['custom_field_1'],
          total_count: 3,
          added_count: 3,
          refused_count: 0,
        },
      ]);
      const rows = await ctx.database.db
        .select()
        .from(prospects)
        .where(eq(prospects.spaceId, member.space.id));
      const ada = rows.find((row) => row.firstName === 'Ada');
      expect(ada).toMatchObject({
        fullName: 'Ada Lovelace',
        profileKey: 'linkedin.com/in/ada',
        emailKey: 'ada@engine.test',
        companyName: 'Engines',
        source: 'csv',
        customFields: { custom_field_1: 'Earl Grey' },
      });
      const links = await ctx.database.db
        .select()
        .from(campaignProspects)
        .where(eq(campaignProspects.workflowId, target._id));
      expect(links.map((link) => link.state)).toEqual(['pending', 'pending', 'pending']);
      expect(new Set(links.map((link) => link.searchId))).toEqual(
        new Set([fetched.payload.searches[0]?._id]),
      );

      const poll = await ctx.api.get('/workflows/csv_imports/{id}', {
        path: { id: file.upload_id },
        token: member.token,
      });
      expect(poll.payload).toEqual(response.payload);
      const again = await importFile(member, {
        filename: file.filename,
        user_fields: mapping,
        workflow_id: target._id,
      });
      expect(again.status).toBe(400);
      expect(again.body).toEqual({ ok: false, error: 'This file is already imported' });
    });

    it('missing link column: a mapping without an email or profile URL column is refused', async () => {
      const member = await ctx.createMember();
      const file = await uploaded(member, people);
      const response = await importFile(member, {
        filename: file.filename,
        user_fields: { 'First name': 'first_name', Company: 'company_name' },
      });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ ok: false, error: 'Choose a profile URL or email column' });
    });

    it('no accepted lines: nothing valid is refused with 400 and leaves no source behind', async () => {
      const member = await ctx.createMember();
      const target = await campaign(member);
      const file = await uploaded(member, 'Name,Email\nAda,not-an-email\nAlan,\n');
      const response = await importFile(member, {
        filename: file.filename,
        user_fields: { Name: 'full_name', Email: 'work_email' },
        workflow_id: target._id,
      });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        ok: false,
        error: 'No accepted lines: every line was a duplicate, incorrect or already added',
      });
      const fetched = await ctx.api.get('/workflows/{id}', { path: { id: target._id }, token: member.token });
      expect(fetched.payload.searches).toEqual([]);
    });

    it.each([
      [
        { filename: 'nope.csv', user_fields: { Email: 'work_email' } },
        404,
        'File not found, please upload it again',
      ],
      [{ user_fields: { Email: 'work_email' } }, 400, 'filename: File not found, please upload it again'],
      [
        { filename: 'x', user_fields: { Email: 'shoe_size' } },
        400,
        'user_fields.Email: Unknown field in user_fields',
      ],
      [{ filename: 'x', user_fields: 'Email' }, 400, 'user_fields: user_fields must map columns to fields'],
    ])('rejects %j with %i "%s"', async (body, status, message) => {
      const member = await ctx.createMember();
      const response = await importFile(member, body);
      expect(response.status).toBe(status);
      expect(response.body).toEqual({ ok: false, error: message });
    });

    it('refuses duplicates within the file and people the workspace already has (unless is_existing_people)', async () => {
      const member = await ctx.createMember();
      const target = await campaign(member);
      await ctx.database.db.insert(prospects).values({
        spaceId: member.space.id,
        fullName: 'Known',
        profileUrl: 'https://linkedin.com/in/known',
        profileKey: 'linkedin.com/in/known',
      });
      const content = [
        'Profile URL,Email',
        'https://linkedin.com/in/new-one,',
        'http://www.LinkedIn.com/in/new-one/?utm=x,', // the same person again
        ',dup@x.test',
        ',DUP@x.test', // the same email again
        'https://linkedin.com/in/known,', // already in the workspace
      ].join('\n');
      const first = await uploaded(member, content);
      const response = await importFile(member, {
        filename: first.filename,
        user_fields: { 'Profile URL': 'profile_url', Email: 'work_email' },
        workflow_id: target._id,
      });
      expect(response.payload).toMatchObject({ total: 5, added: 2, refused: 3 });

      const second = await uploaded(member, content);
      const withExisting = await importFile(member, {
        filename: second.filename,
        user_fields: { 'Profile URL': 'profile_url', Email: 'work_email' },
        workflow_id: (await campaign(member, { name: 'Existing people', settings: { move_prospects: true } }))
          ._id,
        is_existing_people: true,
      });
      expect(withExisting.payload).toMatchObject({ total: 5, added: 3, refused: 2 });
      const all = await ctx.database.db
        .select()
        .from(prospects)
        .where(eq(prospects.spaceId, member.space.id));
      expect(all).toHaveLength(3);
    });

    it('never links a prospect of another workspace with the same profile URL', async () => {
      const alice = await ctx.createMember();
      const bob = await ctx.createMember();
      const [bobs] = await ctx.database.db
        .insert(prospects)
        .values({
          spaceId: bob.space.id,
          fullName: "Bob's contact",
          profileUrl: 'https://linkedin.com/in/shared',
          profileKey: 'linkedin.com/in/shared',
        })
        .returning();
      const target = await campaign(alice);
      const file = await uploaded(alice, 'Profile URL\nhttps://linkedin.com/in/shared\n');
      const response = await importFile(alice, {
        filename: file.filename,
        user_fields: { 'Profile URL': 'profile_url' },
        workflow_id: target._id,
        is_existing_people: true,
      });
      expect(response.payload).toMatchObject({ added: 1, refused: 0 });
      const links = await ctx.database.db
        .select({ prospectId: campaignProspects.prospectId, spaceId: prospects.spaceId })
        .from(campaignProspects)
        .innerJoin(prospects, eq(prospects.id, campaignProspects.prospectId))
        .where(eq(campaignProspects.workflowId, target._id));
      expect(links).toHaveLength(1);
      expect(links[0]?.prospectId).not.toBe(bobs?.id);
      expect(links[0]?.spaceId).toBe(alice.space.id);
    });

    it('an email-only campaign refuses lines without an email', async () => {
      const member = await ctx.createMember();
      const target = await campaign(member, { is_email_only: true });
      const file = await uploaded(member, people);
      const response = await importFile(member, {
        filename: file.filename,
        user_fields: mapping,
        workflow_id: target._id,
      });
      expect(response.payload).toMatchObject({ added: 2, refused: 1 });
    });

    it('imports 1,000 lines in batches with live csv_import_progress events', async () => {
      const member = await ctx.createMember();
      const target = await campaign(member);
      const lines = ['First name,Last name,Email,Profile URL,Segment'];
      for (let index = 0; index < 1000; index += 1) {
        lines.push(
          `First${index},Last${index},person${index}@bulk.test,https://linkedin.com/in/person-${index},S${index % 7}`,
        );
      }
      const file = await uploaded(member, lines.join('\r\n'));
      expect(file.row_count).toBe(1000);
      const before = ctx.realtime.events.length;
      const response = await importFile(member, {
        filename: file.filename,
        user_fields: file.suggested_mapping,
        workflow_id: target._id,
      });
      expect(response.payload).toMatchObject({ status: 'done', total: 1000, added: 1000, refused: 0 });
      const progress = ctx.realtime.events
        .slice(before)
        .filter((event) => event.event === 'csv_import_progress')
        .map((event) => event.payload as CsvImportProgressJson);
      expect(progress.map((event) => [event.status, event.processed])).toEqual([
        ['importing', 500],
        ['importing', 1000],
        ['done', 1000],
      ]);
      expect(ctx.realtime.events.slice(before).every((event) => event.spaceId === member.space.id)).toBe(
        true,
      );
    });
    it('writes a large file two batches at a time: duplicates across batches and known people still refused, progress only grows', async () => {
      expect([batchSizeFor(10), batchSizeFor(1000), batchSizeFor(6000), batchSizeFor(100_000)]).toEqual([
        500, 500, 600, 5000,
      ]);
      const member = await ctx.createMember();
      const target = await campaign(member);
      await ctx.database.db.insert(prospects).values({
        spaceId: member.space.id,
        fullName: 'Known',
        profileUrl: 'https://linkedin.com/in/person-3000',
        profileKey: 'linkedin.com/in/person-3000',
      });
      const lines = ['Name,Email,Profile URL'];
      for (let index = 0; index < 6000; index += 1) {
        // Every 1,000th line repeats the email of line 7: in another batch than the first.
        const email = index % 1000 === 999 ? 'person7@big.test' : `person${index}@big.test`;
        lines.push(`Person ${index},${email},https://linkedin.com/in/person-${index}`);
      }
      const file = await uploaded(member, lines.join('\n'));
      const before = ctx.realtime.events.length;
      const response = await importFile(member, {
        filename: file.filename,
        user_fields: file.suggested_mapping,
        workflow_id: target._id,
      });
      // Refused: the 6 repeats of line 7's email and person 3000, whom the workspace already has.
      expect(response.payload).toMatchObject({ status: 'done', total: 6000, added: 5993, refused: 7 });
      const linked = await ctx.database.db
        .select({ id: campaignProspects.id })
        .from(campaignProspects)
        .where(eq(campaignProspects.workflowId, target._id));
      expect(linked).toHaveLength(5993);
      const processed = ctx.realtime.events
        .slice(before)
        .filter((event) => event.event === 'csv_import_progress')
        .map((event) => (event.payload as CsvImportProgressJson).processed);
      expect(processed).toHaveLength(11);
      expect(processed).toEqual([...processed].sort((left, right) => left - right));
      expect(processed.at(-1)).toBe(6000);
    });
  });

  describe('GET /api/workflows/searches/:id/download_csv', () => {
    it("exports the search's prospects with formula injection neutralised", async () => {
      const member = await ctx.createMember();
      const target = await campaign(member);
      const file = await uploaded(
        member,
        'Name,Email,Company,Note\n"=HYPERLINK(""http://evil"")",a@x.test,+Acme,@risk\nPlain,b@x.test,-minus,ok\n',
      );
      await importFile(member, {
        filename: file.filename,
        user_fields: {
          Name: 'full_name',
          Email: 'work_email',
          Company: 'company_name',
          Note: 'custom_field_1',
        },
        workflow_id: target._id,
      });
      const fetched = await ctx.api.get('/workflows/{id}', { path: { id: target._id }, token: member.token });
      const searchId = fetched.payload.searches[0]?._id;
      const response = await ctx.app.request(`/api/workflows/searches/${searchId}/download_csv`, {
        headers: { Authorization: `Bearer ${member.token}` },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/csv');
      expect(response.headers.get('content-disposition')).toBe('attachment; filename="people.csv"');
      const text = await response.text();
      const lines = text
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      expect(lines[0]).toBe(
        'first_name,last_name,full_name,profile_url,position,location,company_name,company_domain,personal_email,work_email,phone,twitter,website,custom_field_1',
      );
      expect(lines).toHaveLength(3);
      expect(text).toContain(`"'=HYPERLINK(""http://evil"")"`);
      expect(text).toContain("'+Acme");
      expect(text).toContain("'@risk");
      expect(text).toContain("'-minus");
      expect(text).not.toMatch(/(^|,)[=+\-@]/m);
    });
  });

  describe('tenancy', () => {
    it("another workspace can not import, poll or export A's upload", async () => {
      const alice = await ctx.createMember();
      const bob = await ctx.createMember();
      const target = await campaign(alice);
      const file = await uploaded(alice, people);
      const bobTry = await importFile(bob, { filename: file.filename, user_fields: mapping });
      expect(bobTry.status).toBe(404);
      const bobIntoAlice = await importFile(bob, {
        filename: 'x',
        user_fields: mapping,
        workflow_id: target._id,
      });
      expect(bobIntoAlice.status).toBe(404);
      const poll = await ctx.request(`/api/workflows/csv_imports/${file.upload_id}`, { token: bob.token });
      expect(poll.status).toBe(404);
      expect(JSON.stringify(poll.body)).not.toContain('people.csv');
      const spaced = await ctx.request(
        `/api/workflows/csv_imports/${file.upload_id}?space=${alice.space.id}`,
        {
          token: bob.token,
        },
      );
      expect(spaced.status).toBe(403);
      const done = await importFile(alice, {
        filename: file.filename,
        user_fields: mapping,
        workflow_id: target._id,
      });
      expect(done.payload.added).toBe(3);
    });
  });
});
