import { campaignsLocales } from '../../i18n';
import type { StepJson } from '@outreach/core/outreach';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderArea, setUpAreaPageTests } from '../../../../test-support';
import { type MockAnswer, mockApi, type RecordedCall } from '../../../../mock-api.test-support';
import TemplatesPage from '../../pages/TemplatesPage';
import { StepEditor } from '../builder/StepEditor';
import type { MessageTemplate } from './useMessageTemplates';

setUpAreaPageTests(campaignsLocales);

function template(id: string, overrides: Partial<MessageTemplate> = {}): MessageTemplate {
  return {
    _id: id,
    name: `Template ${id}`,
    channel: 'message',
    subject: null,
    text: `Hello {first_name}\nSecond line of ${id}`,
    created_by: 'u1',
    created_at: '2026-03-01T10:00:00.000Z',
    updated_at: '2026-03-02T10:00:00.000Z',
    ...overrides,
  };
}

/** The API's list filtered as the server would (channel, query on name or text, page of 25). */
function listOf(rows: () => MessageTemplate[]) {
  return (call: RecordedCall): MockAnswer => {
    const channel = call.query.get('channel');
    const query = call.query.get('query')?.toLowerCase();
    const page = Number(call.query.get('page') ?? '1');
    const matching = rows().filter(
      (row) =>
        (!channel || row.channel === channel) &&
        (!query || row.name.toLowerCase().includes(query) || row.text.toLowerCase().includes(query)),
    );
    return {
      payload: {
        items: matching.slice((page - 1) * 25, page * 25),
        total: matching.length,
        page,
        page_size: 25,
      },
    };
  };
}

describe('My Templates tab (outreach §2 Templates)', () => {
  it('shows the empty state when the workspace has no templates', async () => {
    mockApi({ 'GET /message_templates': listOf(() => []) });
    renderArea(TemplatesPage, '/templates/my-templates?space=s-1');
    expect(await screen.findByText('No templates yet')).toBeTruthy();
  });

  it('lists name, channel and first line; filters by channel and search; pages by 25', async () => {
    const rows = [
      template('e1', {
        name: 'Cold email',
        channel: 'email',
        subject: 'Hi',
        text: '\nFirst email line\nmore',
      }),
      ...Array.from({ length: 26 }, (_, index) => template(`m${index + 1}`)),
    ];
    const api = mockApi({ 'GET /message_templates': listOf(() => rows) });
    renderArea(TemplatesPage, '/templates/my-templates?space=s-1');
    const table = await screen.findByRole('table', { name: 'Templates' });
    const first = within(table).getByText('Cold email').closest('tr') as HTMLElement;
    expect(within(first).getByText('Email')).toBeTruthy();
    expect(within(first).getByText('First email line')).toBeTruthy();
    expect(within(table).getAllByRole('row')).toHaveLength(26);

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(api.callsTo('GET', '/message_templates').at(-1)?.query.get('page')).toBe('2'));
    expect(await within(screen.getByRole('table')).findByText('Template m26')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Channel'), { target: { value: 'email' } });
    await waitFor(() => {
      const call = api.callsTo('GET', '/message_templates').at(-1);
      expect([call?.query.get('channel'), call?.query.get('page')]).toEqual(['email', '1']);
    });
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2));

    fireEvent.change(screen.getByLabelText('Search templates'), { target: { value: 'nothing like it' } });
    expect(await screen.findByText('No templates match this search')).toBeTruthy();
    expect(api.callsTo('GET', '/message_templates').at(-1)?.query.get('query')).toBe('nothing like it');
  });

  it('shows the step rules in their words, then creates an email template with its subject', async () => {
    let rows: MessageTemplate[] = [];
    const api = mockApi({
      'GET /message_templates': listOf(() => rows),
      'POST /message_templates': (call) => {
        const created = template('n1', call.body as Partial<MessageTemplate>);
        rows = [created, ...rows];
        return { payload: created };
      },
    });
    renderArea(TemplatesPage, '/templates/my-templates?space=s-1');
    fireEvent.click(await screen.findByRole('button', { name: 'New template' }));
    const form = await screen.findByRole('form', { name: 'New template' });
    fireEvent.change(within(form).getByLabelText('Channel'), { target: { value: 'email' } });
    fireEvent.change(within(form).getByLabelText('Text'), { target: { value: 'Hi {First_name} (there' } });
    // The form's checks run asynchronously (react-hook-form's resolver).
    expect(await within(form).findByText('Parentheses and braces must be balanced')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('Text'), { target: { value: 'Hi {First_name}' } });
    expect(await within(form).findByText('Placeholders must be lower case: {First_name}')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('Text'), { target: { value: 'Hi {nick}' } });
    expect(await within(form).findByText('Unknown placeholder: {nick}')).toBeTruthy();

    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    // Nothing is sent while a rule is broken; the empty name and subject say so too.
    await waitFor(() => expect(within(form).getAllByText('Fill this field')).toHaveLength(2));
    expect(api.callsTo('POST', '/message_templates')).toHaveLength(0);

    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Intro' } });
    fireEvent.change(within(form).getByLabelText('Subject'), { target: { value: 'About {company_name}' } });
    fireEvent.change(within(form).getByLabelText('Text'), { target: { value: 'Hi {first_name:there}' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.callsTo('POST', '/message_templates')[0]?.body).toEqual({
        name: 'Intro',
        channel: 'email',
        subject: 'About {company_name}',
        text: 'Hi {first_name:there}',
      }),
    );
    expect(await within(await screen.findByRole('table')).findByText('Intro')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'New template' })).toBeNull();
  });

  it("shows the API's answer when the name is taken, and keeps the form open", async () => {
    mockApi({
      'GET /message_templates': listOf(() => [template('t1')]),
      'PATCH /message_templates/*': () => ({
        error: 'A template with this name already exists',
        status: 409,
      }),
    });
    renderArea(TemplatesPage, '/templates/my-templates?space=s-1');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Template t1' }));
    const form = await screen.findByRole('form', { name: 'Edit template' });
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Taken' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('A template with this name already exists')).toBeTruthy();
  });

  it('duplicates, and deletes only after confirmation', async () => {
    let rows = [template('t1')];
    const api = mockApi({
      'GET /message_templates': listOf(() => rows),
      'POST /message_templates/*/duplicate': () => {
        const copy = template('t2', { name: 'Template t1 (copy)' });
        rows = [copy, ...rows];
        return { payload: copy };
      },
      'DELETE /message_templates/*': (call) => {
        rows = rows.filter((row) => `/message_templates/${row._id}` !== call.path);
        return { payload: { _id: 't1' } };
      },
    });
    renderArea(TemplatesPage, '/templates/my-templates?space=s-1');
    fireEvent.click(await screen.findByRole('button', { name: 'Duplicate Template t1' }));
    expect(await screen.findByText('Template t1 (copy)')).toBeTruthy();
    expect(api.callsTo('POST', '/message_templates/t1/duplicate')).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Delete Template t1' }));
    expect(await screen.findByText(/Delete the template "Template t1"\?/)).toBeTruthy();
    expect(api.callsTo('DELETE', '/message_templates/t1')).toHaveLength(0);
    const dialog = screen.getByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.callsTo('DELETE', '/message_templates/t1')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText('Template t1')).toBeNull());
    expect(screen.getByText('Template t1 (copy)')).toBeTruthy();
  });
});

function EditedStep({ initial }: { initial: StepJson }) {
  const [step, setStep] = useState(initial);
  return (
    <>
      <StepEditor
        step={step}
        isFirst={false}
        errors={[]}
        customFields={[]}
        credentialId="c1"
        onChange={(patch) => setStep({ ...step, ...patch })}
        onConfigChange={() => undefined}
      />
      <output data-testid="step">{JSON.stringify({ subject: step.subject, text: step.text })}</output>
    </>
  );
}

const baseStep = { key: 's1', number: 1, wait_days: 1, wait_hours: 0 } as const;

const EmailStep = () => (
  <EditedStep initial={{ ...baseStep, kind: 'send_email', subject: '', text: 'old' }} />
);
const ConnectionStep = () => <EditedStep initial={{ ...baseStep, kind: 'connection_request', text: '' }} />;
const ViewProfileStep = () => <EditedStep initial={{ ...baseStep, kind: 'view_profile' }} />;

describe('Insert template in a step', () => {
  it("lists the step channel's templates; choosing one fills the email's subject and text", async () => {
    const api = mockApi({
      'GET /message_templates': listOf(() => [
        template('e1', {
          name: 'Offer',
          channel: 'email',
          subject: 'A deal for {company_name}',
          text: 'Body one',
        }),
        template('m1', { name: 'Ping', channel: 'message', text: 'Just a ping' }),
      ]),
    });
    renderArea(EmailStep, '/campaigns?space=s-1');
    const picker = await screen.findByLabelText('Insert template');
    expect(api.callsTo('GET', '/message_templates')[0]?.query.get('channel')).toBe('email');
    expect(within(picker).queryByText('Ping')).toBeNull();
    fireEvent.change(picker, { target: { value: 'e1' } });
    expect(JSON.parse(screen.getByTestId('step').textContent ?? '')).toEqual({
      subject: 'A deal for {company_name}',
      text: 'Body one',
    });
  });

  it('fills a connection note with its text only, and is absent from steps that send nothing', async () => {
    mockApi({
      'GET /message_templates': listOf(() => [
        template('c1', { name: 'Note', channel: 'connection_request', text: 'Let us connect' }),
      ]),
    });
    renderArea(ConnectionStep, '/campaigns?space=s-1');
    fireEvent.change(await screen.findByLabelText('Insert template'), { target: { value: 'c1' } });
    expect(JSON.parse(screen.getByTestId('step').textContent ?? '')).toEqual({ text: 'Let us connect' });
    cleanup();

    const api = mockApi({ 'GET /message_templates': listOf(() => []) });
    renderArea(ViewProfileStep, '/campaigns?space=s-1');
    await screen.findByText(/Step 1/);
    expect(screen.queryByLabelText('Insert template')).toBeNull();
    expect(api.callsTo('GET', '/message_templates')).toHaveLength(0);
  });
});
