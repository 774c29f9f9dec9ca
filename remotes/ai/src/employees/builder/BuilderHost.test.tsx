import { useNotifications } from '@outreach/design-system';
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
    // Opened with the save (the AI room joined before anything can be built), the builder closed after it.
    const campaigns = await screen.findByRole('dialog', { name: 'Create Outreach Campaigns' });
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(within(campaigns).getByText('0 of 5 campaigns ready')).toBeTruthy();
    expect(onCreated).not.toHaveBeenCalled();
    fireEvent.click(within(campaigns).getByRole('button', { name: 'Got it!' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledOnce());
  });

  it('campaigns the server refused (credits) open no modal: the reason is told and the creation ends', async () => {
    employeesApi([], {
      'POST /employees': () => ({
        payload: {
          employee: employee({ name: 'Ava Mitchell' }),
          generate_campaigns: {
            requested: { linkedin: 2, email: 1, linkedin_email: 1, linkedin_email_dialer: 1 },
            status: 'refused',
            error: 'Not enough credits',
            campaigns: [],
          },
        },
      }),
    });
    const onCreated = vi.fn();
    renderWithQueries(
      <BuilderHost
        request={{ draft: draftOf(employee()), employee: null }}
        onClose={vi.fn()}
        onCreated={onCreated}
      />,
    );
    const builder = screen.getByRole('dialog', { name: 'New AI Employee' });
    fireEvent.click(within(builder).getByRole('button', { name: /Settings/ }));
    fireEvent.click(within(builder).getByRole('button', { name: 'Setup' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledOnce());
    expect(useNotifications.getState().notifications.map((entry) => entry.title)).toContain(
      'No campaigns were generated: Not enough credits',
    );
    expect(screen.queryByRole('dialog', { name: 'Create Outreach Campaigns' })).toBeNull();
  });
});
