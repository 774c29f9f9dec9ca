import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithQueries, setUpAreaPageTests } from '../../../../test-support';
import { aiLocales } from '../../i18n';
import { employee, employeesApi } from '../employees.test-support';
import { draftOf } from './builder-state';
import { BuilderHost } from './BuilderHost';

setUpAreaPageTests(aiLocales);

describe('after the builder saves (spec ai-telephony §2 Create Outreach Campaigns modal)', () => {
  it('a created employee with campaigns asked for opens the campaigns modal; its close ends the creation', async () => {
    employeesApi();
    const onClose = vi.fn();
    const onCreated = vi.fn();
    renderWithQueries(
      <BuilderHost
        request={{ draft: draftOf(employee()), employee: null }}
        onClose={onClose}
        onCreated={onCreated}
      />,
    );
    const builder = screen.getByRole('dialog', { name: 'New AI Employee' });
    fireEvent.click(within(builder).getByRole('button', { name: /Settings/ }));
    fireEvent.click(within(builder).getByRole('button', { name: 'Setup' }));
    const campaigns = await screen.findByRole('dialog', { name: 'Create Outreach Campaigns' });
    expect(onClose).toHaveBeenCalledOnce();
    expect(within(campaigns).getByText('0 of 5 campaigns ready')).toBeTruthy();
    expect(onCreated).not.toHaveBeenCalled();
    fireEvent.click(within(campaigns).getByRole('button', { name: 'Got it!' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledOnce());
  });
});
