import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router';
import { i18n } from '@outreach/sdk';
import { describe, expect, it } from 'vitest';
import { loadShellStrings } from '../../i18n';
import { fail, mockApi, renderPage, setUpPageTests, snackbarTexts } from '../auth/renderPage.test-support';
import AutoLabelsPage from './workspace/AutoLabelsPage';

await setUpPageTests({ signedIn: true });

const label = (id: string, name: string, type: string, color = '#47e671') => ({
  _id: id,
  name,
  color,
  type,
  is_shared: true,
  display_order: 0,
  created_at: '',
});
const labels = [
  label('l-hot', 'Hot lead', 'profile', '#d93848'),
  label('l-int', 'interested', 'ai_generated'),
  label('l-ooo', 'out of office', 'ai_generated', '#f7b801'),
];
const rule = (id: string, labelRow: (typeof labels)[number], kind: 'ai' | 'keywords', extra = {}) => ({
  _id: id,
  kind,
  phrases: [] as string[],
  is_active: true,
  label: { _id: labelRow._id, name: labelRow.name, color: labelRow.color, type: labelRow.type },
  created_at: '',
  updated_at: '',
  ...extra,
});
const [hot, interested, away] = labels as [(typeof labels)[0], (typeof labels)[0], (typeof labels)[0]];
const rules = [
  rule('r-ai', interested, 'ai'),
  rule('r-kw', hot, 'keywords', { phrases: ['pricing', 'book a demo'] }),
];
const base = { 'GET /labels/fetch': labels, 'GET /labels/auto_rules': rules };

const render = () =>
  renderPage(
    <Route path="/preferences/workspace/auto-labels/:id" element={<AutoLabelsPage />} />,
    '/preferences/workspace/auto-labels/space-1',
    { withQueryClient: true },
  );

describe('auto-labels page (platform §2 /preferences/workspace/auto-labels/{id})', () => {
  it("shows one switch per AI label, on where the label's AI rule is active, and the keyword rules with their phrases", async () => {
    const api = mockApi(base);
    render();
    const on = (await screen.findByRole('switch', { name: 'interested' })) as HTMLInputElement;
    expect(on.checked).toBe(true);
    expect((screen.getByRole('switch', { name: 'out of office' }) as HTMLInputElement).checked).toBe(false);
    const row = screen
      .getByRole('button', { name: 'Delete the rule of Hot lead' })
      .closest('tr') as HTMLElement;
    expect(
      within(row)
        .getAllByRole('listitem')
        .map((item) => item.textContent?.replace('×', '')),
    ).toEqual(['pricing', 'book a demo']);
    expect(api.callsTo('GET', '/labels/auto_rules')).toEqual([[undefined, { space: 'space-1' }]]);
  });

  it('turns AI auto-labelling on for a label without a rule (POST) and off for one with a rule (PUT)', async () => {
    const api = mockApi({
      ...base,
      'POST /labels/auto_rules': rule('r-new', away, 'ai'),
      'PUT /labels/auto_rules/r-ai': { ...rules[0], is_active: false },
    });
    render();
    fireEvent.click(await screen.findByRole('switch', { name: 'out of office' }));
    await waitFor(() =>
      expect(api.callsTo('POST', '/labels/auto_rules')).toEqual([
        [{ label_id: 'l-ooo', kind: 'ai', is_active: true }, { space: 'space-1' }],
      ]),
    );
    fireEvent.click(screen.getByRole('switch', { name: 'interested' }));
    await waitFor(() =>
      expect(api.callsTo('PUT', '/labels/auto_rules/r-ai')).toEqual([
        [{ is_active: false }, { space: 'space-1' }],
      ]),
    );
  });

  it('adds a keyword rule: a label and phrase chips, checked first', async () => {
    const api = mockApi({ ...base, 'POST /labels/auto_rules': rule('r-2', away, 'keywords') });
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Add rule' }));
    expect(await screen.findByText('Choose a label', { selector: '[role=alert]' })).toBeTruthy();
    expect(screen.getByText('Add at least one phrase')).toBeTruthy();
    expect(api.callsTo('POST', '/labels/auto_rules')).toEqual([]);

    fireEvent.change(screen.getByRole('combobox', { name: /Label/ }), { target: { value: 'l-ooo' } });
    const phrase = screen.getByRole('textbox', { name: /Phrase/ });
    fireEvent.change(phrase, { target: { value: 'x'.repeat(101) } });
    fireEvent.click(screen.getByRole('button', { name: 'Add phrase' }));
    expect(await screen.findByText('message can not be longer than 100')).toBeTruthy();
    fireEvent.change(phrase, { target: { value: ' on holiday ' } });
    fireEvent.keyDown(phrase, { key: 'Enter' });
    fireEvent.change(phrase, { target: { value: 'vacation' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add phrase' }));
    fireEvent.change(phrase, { target: { value: 'typo' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add phrase' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove typo' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add rule' }));
    await waitFor(() => expect(snackbarTexts()).toEqual(['success: Rule added']));
    expect(api.callsTo('POST', '/labels/auto_rules')).toEqual([
      [{ label_id: 'l-ooo', kind: 'keywords', phrases: ['on holiday', 'vacation'] }, { space: 'space-1' }],
    ]);
  });

  it("shows the API's refusal of a second rule for a label", async () => {
    mockApi({ ...base, 'POST /labels/auto_rules': fail('This label has a rule of this kind already', 409) });
    render();
    fireEvent.change(await screen.findByRole('combobox', { name: /Label/ }), { target: { value: 'l-hot' } });
    const phrase = screen.getByRole('textbox', { name: /Phrase/ });
    fireEvent.change(phrase, { target: { value: 'pricing' } });
    fireEvent.keyDown(phrase, { key: 'Enter' });
    fireEvent.click(screen.getByRole('button', { name: 'Add rule' }));
    expect(await screen.findByText('This label has a rule of this kind already')).toBeTruthy();
  });

  it("takes a phrase off a rule (PUT phrases); a rule's last phrase has no remove", async () => {
    const api = mockApi({
      ...base,
      'PUT /labels/auto_rules/r-kw': { ...rules[1], phrases: ['book a demo'] },
    });
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove pricing from Hot lead' }));
    await waitFor(() =>
      expect(api.callsTo('PUT', '/labels/auto_rules/r-kw')).toEqual([
        [{ phrases: ['book a demo'] }, { space: 'space-1' }],
      ]),
    );
    cleanup();
    mockApi({
      ...base,
      'GET /labels/auto_rules': [rule('r-one', hot, 'keywords', { phrases: ['pricing'] })],
    });
    render();
    expect(await screen.findByText('pricing')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove pricing from Hot lead' })).toBeNull();
  });

  it('adds a phrase to a saved rule from its row (PUT phrases); a phrase it has, in any case, is not sent again', async () => {
    const api = mockApi({
      ...base,
      'PUT /labels/auto_rules/r-kw': { ...rules[1], phrases: ['pricing', 'book a demo', 'quote'] },
    });
    render();
    const field = await screen.findByRole('textbox', { name: 'New phrase for Hot lead' });
    fireEvent.change(field, { target: { value: 'PRICING' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add the phrase to Hot lead' }));
    expect(api.callsTo('PUT', '/labels/auto_rules/r-kw')).toEqual([]);
    fireEvent.change(field, { target: { value: 'x'.repeat(101) } });
    fireEvent.click(screen.getByRole('button', { name: 'Add the phrase to Hot lead' }));
    expect(await screen.findByText('message can not be longer than 100')).toBeTruthy();
    fireEvent.change(field, { target: { value: '  quote ' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    await waitFor(() =>
      expect(api.callsTo('PUT', '/labels/auto_rules/r-kw')).toEqual([
        [{ phrases: ['pricing', 'book a demo', 'quote'] }, { space: 'space-1' }],
      ]),
    );
    await waitFor(() => expect((field as HTMLInputElement).value).toBe(''));
  });

  it('deletes a keyword rule after the confirmation (DELETE /labels/auto_rules/{id})', async () => {
    const api = mockApi({ ...base, 'DELETE /labels/auto_rules/r-kw': { _id: 'r-kw' } });
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete the rule of Hot lead' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Replies will no longer get “Hot lead”/)).toBeTruthy();
    expect(api.callsTo('DELETE', '/labels/auto_rules/r-kw')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(snackbarTexts()).toEqual(['success: Rule deleted']));
    expect(api.callsTo('DELETE', '/labels/auto_rules/r-kw')).toEqual([[undefined, { space: 'space-1' }]]);
  });

  it('names the seeded AI labels in the page language, in the switches, the rules and the label picker', async () => {
    await loadShellStrings('fr', ['account', 'shell', 'seeded']);
    await i18n.changeLanguage('fr');
    try {
      mockApi({
        ...base,
        'GET /labels/auto_rules': [...rules, rule('r-kw-ooo', away, 'keywords', { phrases: ['vacances'] })],
      });
      render();
      expect(await screen.findByRole('switch', { name: 'intéressé' })).toBeTruthy();
      expect(screen.getByRole('switch', { name: 'absent du bureau' })).toBeTruthy();
      expect(screen.queryByRole('switch', { name: 'out of office' })).toBeNull();
      // The keyword rule of an AI label, named in French; the customer's own label as they wrote it.
      const rows = screen.getAllByRole('row').map((row) => row.querySelector('td')?.textContent ?? '');
      expect(rows.filter(Boolean)).toEqual(['Hot lead', 'absent du bureau']);
      const picker = screen.getByRole('combobox') as HTMLSelectElement;
      expect([...picker.options].map((option) => option.text).filter((text) => text)).toEqual(
        expect.arrayContaining(['Hot lead', 'intéressé', 'absent du bureau']),
      );
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
