import { campaignsLocales } from '../../i18n';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderArea, setUpAreaPageTests } from '../../../../test-support';
import { mockApi } from '../../../../mock-api.test-support';
import { LabelsManager } from './LabelsManager';

setUpAreaPageTests(campaignsLocales);

function renderManager(onAdd: (id: string) => void) {
  renderArea(
    () => <LabelsManager value={[]} onAdd={onAdd} onRemove={() => undefined} />,
    '/prospects?space=s-1',
  );
  return screen.getByRole('form', { name: 'New label' });
}

describe('New label (outreach §3 Label: name max 30, colour required)', () => {
  it('checks the name on "Create label", then sends it trimmed with its colour', async () => {
    const api = mockApi({
      'GET /labels/fetch': () => ({ payload: [] }),
      'POST /labels': (call) => ({ payload: { _id: 'l1', ...(call.body as object) } }),
    });
    const onAdd = vi.fn();
    const form = renderManager(onAdd);
    const name = within(form).getByLabelText('Label name') as HTMLInputElement;

    fireEvent.click(within(form).getByRole('button', { name: 'Create label' }));
    expect(await within(form).findByText('Fill this field')).toBeTruthy();
    fireEvent.change(name, { target: { value: 'x'.repeat(31) } });
    // The error stays until the next "Create label".
    expect(within(form).getByText('Fill this field')).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Create label' }));
    expect(await within(form).findByText('message can not be longer than 30')).toBeTruthy();
    expect(api.callsTo('POST', '/labels')).toHaveLength(0);

    fireEvent.change(name, { target: { value: '  Hot lead  ' } });
    fireEvent.change(within(form).getByLabelText('Colour'), { target: { value: '#ff0000' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create label' }));
    await waitFor(() => expect(onAdd).toHaveBeenCalledWith('l1'));
    expect(api.callsTo('POST', '/labels')[0]?.body).toEqual({ name: 'Hot lead', color: '#ff0000' });
    expect(name.value).toBe('');
    expect(within(form).queryByText('message can not be longer than 30')).toBeNull();
  });

  it("shows the API's refusal under the name", async () => {
    mockApi({
      'GET /labels/fetch': () => ({ payload: [] }),
      'POST /labels': () => ({ error: 'Label already exists', status: 409 }),
    });
    const onAdd = vi.fn();
    const form = renderManager(onAdd);
    fireEvent.change(within(form).getByLabelText('Label name'), { target: { value: 'Hot' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create label' }));
    expect(await within(form).findByText('Label already exists')).toBeTruthy();
    expect(onAdd).not.toHaveBeenCalled();
  });
});
