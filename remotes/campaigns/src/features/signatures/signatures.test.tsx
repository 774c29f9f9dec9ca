import { campaignsLocales } from '../../i18n';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderArea, setUpAreaPageTests } from '../../../../test-support';
import TemplatesPage from '../../pages/TemplatesPage';
import { mockApi } from '../../../../mock-api.test-support';
import type { Signature } from './Signatures';

setUpAreaPageTests(campaignsLocales);

const senders = [
  { _id: 'c1', full_name: 'Ann Sender', username: 'ann@x.test' },
  { _id: 'c2', full_name: 'Bob Sender', username: 'bob@x.test' },
];

/** A row as the API sends it (`message` repeats `content`, outreach §3 Signature). */
function signature(row: Pick<Signature, '_id' | 'name' | 'content' | 'is_default'>): Signature {
  const at = '2024-05-01T10:00:00.000Z';
  return { credentials_id: 'c1', message: row.content, created_at: at, updated_at: at, ...row };
}

describe('Signatures tab (outreach §3 Signature, §4 one default)', () => {
  it('lists the first sender’s signatures, creates one, and makes another the default', async () => {
    let list: Signature[] = [
      signature({ _id: 's1', name: 'Formal', content: 'Best regards', is_default: true }),
      signature({ _id: 's2', name: 'Casual', content: 'Cheers', is_default: false }),
    ];
    const api = mockApi({
      'GET /credentials/fetch': () => ({ payload: senders }),
      'GET /credentials/signatures': () => ({ payload: list }),
      'POST /credentials/signatures': (call) => {
        const body = call.body as { name: string; content: string };
        const row = signature({ _id: 's3', ...body, is_default: false });
        list = [...list, row];
        return { payload: row };
      },
      'PATCH /credentials/signatures/*': () => {
        list = list.map((row) => ({ ...row, is_default: row._id === 's2' }));
        return { payload: list[1] };
      },
    });
    renderArea(TemplatesPage, '/templates/signatures?space=s-1');
    const rows = await screen.findByRole('list', { name: 'Signatures' });
    await within(rows).findByText('Formal');
    expect(api.callsTo('GET', '/credentials/signatures')[0]?.query.get('credentials_id')).toBe('c1');

    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Short' } });
    fireEvent.change(screen.getByLabelText('Signature'), { target: { value: 'Thanks' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.callsTo('POST', '/credentials/signatures')[0]?.body).toEqual({
        name: 'Short',
        content: 'Thanks',
        is_default: false,
      }),
    );
    await within(rows).findByText('Short');

    fireEvent.click(within(rows).getAllByRole('button', { name: 'Make default' })[0] as HTMLElement);
    await waitFor(() =>
      expect(api.callsTo('PATCH', '/credentials/signatures/s2')[0]?.body).toEqual({ is_default: true }),
    );
    await waitFor(() => expect(within(rows).getAllByText('Default')).toHaveLength(1));
  });

  it('switching the sender lists its own signatures', async () => {
    const api = mockApi({
      'GET /credentials/fetch': () => ({ payload: senders }),
      'GET /credentials/signatures': () => ({ payload: [] }),
    });
    renderArea(TemplatesPage, '/templates/signatures?space=s-1');
    expect(await screen.findByText('No signatures for this sender yet')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Sender'), { target: { value: 'c2' } });
    await waitFor(() =>
      expect(api.callsTo('GET', '/credentials/signatures').at(-1)?.query.get('credentials_id')).toBe('c2'),
    );
  });
});
