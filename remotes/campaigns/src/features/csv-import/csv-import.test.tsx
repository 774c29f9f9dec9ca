import { setUpCampaignPageTests } from '../campaign-nav/campaign-page.test-support';
import { pageCampaign } from '../campaign-nav/campaign.test-fixtures';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifyManager } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { renderArea } from '../../../../test-support';
import CampaignProspectsPage from '../../pages/CampaignProspectsPage';
import { fakeSocket, socketIoMock } from '../campaign-nav/fake-socket.test-support';
import { type MockHandler, mockApi } from '../../../../mock-api.test-support';
import type { CsvImportProgress, CsvUpload } from './csv-import.types';

vi.mock('socket.io-client', () => socketIoMock());
vi.mock('react-router', async (original) =>
  (await import('../campaign-nav/fake-socket.test-support')).campaignRouteMock(original),
);

const campaign = pageCampaign();

const upload: CsvUpload = {
  upload_id: 'up-1',
  filename: 'upload-up-1.csv',
  original_name: 'founders.csv',
  delimiter: ',',
  headers: ['Name', 'LinkedIn', 'Company', 'Favourite colour'],
  row_count: 1000,
  sample: [
    { Name: 'Anna Berg', LinkedIn: 'linkedin.com/in/anna', Company: 'Acme', 'Favourite colour': 'green' },
  ],
  suggested_mapping: {
    Name: 'full_name',
    LinkedIn: 'profile_url',
    Company: 'company_name',
    'Favourite colour': 'custom_field_1',
  },
};

function progress(values: Partial<CsvImportProgress>): CsvImportProgress {
  return {
    upload_id: 'up-1',
    workflow_id: 'wf-1',
    search_id: 'search-1',
    status: 'importing',
    total: 1000,
    processed: 0,
    added: 0,
    refused: 0,
    error: null,
    ...values,
  };
}

function mockServer(extra: Record<string, MockHandler> = {}) {
  return mockApi({
    'GET /workflows/wf-1': () => ({ payload: campaign }),
    'GET /workflows/wf-1/prospects': () => ({ payload: { items: [], total: 0, offset: 0, limit: 25 } }),
    'POST /workflows/upload_csv_file': () => ({ payload: upload }),
    // The API answers when the whole file is in: until a test says otherwise, it is still importing.
    'POST /workflows/set_data_from_csv_file': () => new Promise<never>(() => {}),
    'GET /workflows/csv_imports/up-1': () => ({ payload: progress({}) }),
    ...extra,
  });
}

const csvFile = (size = 64) => new File(['x'.repeat(size)], 'founders.csv', { type: 'text/csv' });

async function openImport() {
  renderArea(CampaignProspectsPage, '/campaign/edit/wf-1/prospects?space=s-1');
  fireEvent.click(await screen.findByRole('button', { name: 'Import CSV' }));
}

async function uploadFile(file: File) {
  fireEvent.change(screen.getByLabelText('CSV file'), { target: { files: [file] } });
  fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
}

/** Opens the import, uploads the sample file and imports it with the suggested mapping. */
async function startImport() {
  await openImport();
  await uploadFile(csvFile());
  await screen.findByLabelText('Import LinkedIn as');
  fireEvent.click(screen.getByRole('button', { name: 'Import' }));
}

/** `startImport`, until the progress bar shows and the page listens for progress events. */
async function startImportListening(): Promise<HTMLElement> {
  await startImport();
  const bar = await screen.findByRole('progressbar', { name: 'Import progress' });
  await waitFor(() => expect(fakeSocket.listeners.get('csv_import_progress')?.size).toBe(1));
  return bar;
}

/**
 * Progress events land in react-query's cache at once; react-query hands cache changes to the
 * components on its next turn. This waits for that turn (after every change queued before it),
 * not for a stretch of time, so "the bar did not move" is read after the bar could have moved.
 */
const cacheDelivered = () => act(() => new Promise<void>((resolve) => notifyManager.schedule(resolve)));

setUpCampaignPageTests({ selectedCredentialId: 'cred-1' });

describe('CSV import (outreach §3, §4, §5)', () => {
  it('no file: "Please choose a CSV file", nothing uploaded', async () => {
    const api = mockServer();
    await openImport();
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please choose a CSV file');
    expect(api.callsTo('POST', '/workflows/upload_csv_file')).toHaveLength(0);
  });

  it('a file over 5 MB is refused before the upload', async () => {
    const api = mockServer();
    await openImport();
    await uploadFile(csvFile(5 * 1024 * 1024 + 1));
    expect((await screen.findByRole('alert')).textContent).toBe('File is too large (max 5 MB)');
    expect(api.callsTo('POST', '/workflows/upload_csv_file')).toHaveLength(0);
  });

  it("shows the server's error text when the upload is refused", async () => {
    mockServer({ 'POST /workflows/upload_csv_file': () => ({ error: 'The file has no lines' }) });
    await openImport();
    await uploadFile(csvFile());
    expect((await screen.findByRole('alert')).textContent).toBe('The file has no lines');
  });

  it('the mapping screen offers the spec columns and numbered custom fields, with the suggestion preselected', async () => {
    const api = mockServer();
    await openImport();
    await uploadFile(csvFile());
    const linkedIn = (await screen.findByLabelText('Import LinkedIn as')) as HTMLSelectElement;
    expect(linkedIn.value).toBe('profile_url');
    expect((screen.getByLabelText('Import Favourite colour as') as HTMLSelectElement).value).toBe(
      'custom_field_1',
    );
    const options = within(linkedIn)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual([
      'Skip this column',
      'First name',
      'Last name',
      'Full name',
      'Person profile URL',
      'Position',
      'Location',
      'Company name',
      'Company domain',
      'Personal email',
      'Work email',
      'Phone',
      'Twitter',
      'Website',
      'Custom field 1',
      'Custom field 2',
      'Custom field 3',
      'Custom field 4',
    ]);
    const sent = api.callsTo('POST', '/workflows/upload_csv_file')[0];
    expect(sent?.body).toBeInstanceOf(FormData);
    expect(sent?.query.get('credentials_id')).toBe('cred-1');
  });

  it('CSV mapping requires a link column (an email or profile URL) before submit', async () => {
    const api = mockServer();
    await openImport();
    await uploadFile(csvFile());
    fireEvent.change(await screen.findByLabelText('Import LinkedIn as'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Choose a profile URL or email column');
    expect(api.callsTo('POST', '/workflows/set_data_from_csv_file')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Import Company as'), { target: { value: 'work_email' } });
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(api.callsTo('POST', '/workflows/set_data_from_csv_file')).toHaveLength(1));
    expect(api.callsTo('POST', '/workflows/set_data_from_csv_file')[0]?.body).toEqual({
      filename: 'upload-up-1.csv',
      user_fields: { Name: 'full_name', Company: 'work_email', 'Favourite colour': 'custom_field_1' },
      custom_fields: ['custom_field_1'],
      is_existing_people: false,
      is_email_only: false,
      credentials_id: 'cred-1',
      workflow_id: 'wf-1',
    });
  });

  it('the progress bar follows csv_import_progress events, then shows the result', async () => {
    const api = mockServer();
    const bar = await startImportListening();

    fakeSocket.receive('csv_import_progress', progress({ processed: 250, added: 240, refused: 10 }));
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('25'));
    expect(screen.getByText('250 of 1000 lines (25%)')).toBeTruthy();

    // Another upload's progress is not this one's.
    fakeSocket.receive('csv_import_progress', progress({ upload_id: 'up-2', processed: 900 }));
    fakeSocket.receive('csv_import_progress', progress({ processed: 500, added: 480, refused: 20 }));
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('50'));

    const listCalls = api.callsTo('GET', '/workflows/wf-1/prospects').length;
    fakeSocket.receive(
      'csv_import_progress',
      progress({ status: 'done', processed: 1000, added: 950, refused: 50 }),
    );
    expect(
      await screen.findByText(
        '950 prospects added; 50 duplicate, incorrect or cross-workspace lines not added.',
      ),
    ).toBeTruthy();
    expect(bar.getAttribute('aria-valuenow')).toBe('100');
    await waitFor(() =>
      expect(api.callsTo('GET', '/workflows/wf-1/prospects').length).toBeGreaterThan(listCalls),
    );
    // A report that crossed the last one (an earlier batch, a GET sent before) does not go back.
    fakeSocket.receive('csv_import_progress', progress({ processed: 750, added: 700, refused: 50 }));
    await cacheDelivered();
    expect(bar.getAttribute('aria-valuenow')).toBe('100');
    expect(screen.getByText(/^950 prospects added/)).toBeTruthy();
  });

  it('keeps the furthest report when events arrive out of order', async () => {
    mockServer();
    const bar = await startImportListening();
    fakeSocket.receive('csv_import_progress', progress({ processed: 600, added: 600 }));
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('60'));
    fakeSocket.receive('csv_import_progress', progress({ processed: 300, added: 300 }));
    await cacheDelivered();
    expect(bar.getAttribute('aria-valuenow')).toBe('60');
  });

  it('shows the progress while the import request is still running (the API answers when the file is in)', async () => {
    let answer: (value: { payload: CsvImportProgress }) => void = () => {};
    mockServer({
      'POST /workflows/set_data_from_csv_file': () => new Promise((resolve) => (answer = resolve)),
    });
    const bar = await startImportListening();
    fakeSocket.receive('csv_import_progress', progress({ processed: 500, added: 500 }));
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('50'));

    answer({ payload: progress({ status: 'done', processed: 1000, added: 1000 }) });
    expect(
      await screen.findByText(
        '1000 prospects added; 0 duplicate, incorrect or cross-workspace lines not added.',
      ),
    ).toBeTruthy();
  });

  it('an import the API refuses goes back to the mapping with its words', async () => {
    const error = 'No accepted lines: every line was a duplicate, incorrect or already added';
    mockServer({ 'POST /workflows/set_data_from_csv_file': () => ({ error }) });
    await startImport();
    expect((await screen.findByRole('alert')).textContent).toBe(error);
    expect(screen.getByLabelText('Import LinkedIn as')).toBeTruthy();
  });

  it('without events, the progress is read from GET /workflows/csv_imports/{id}', async () => {
    const api = mockServer({
      'GET /workflows/csv_imports/up-1': () => ({ payload: progress({ processed: 700 }) }),
    });
    await startImport();
    const bar = await screen.findByRole('progressbar', { name: 'Import progress' });
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('70'));
    expect(api.callsTo('GET', '/workflows/csv_imports/up-1').length).toBeGreaterThan(0);
  });

  it('an import with no accepted lines shows the error', async () => {
    mockServer();
    await startImportListening();
    const error = 'No accepted lines: every line was a duplicate, incorrect or already added';
    fakeSocket.receive(
      'csv_import_progress',
      progress({ status: 'failed', processed: 1000, refused: 1000, error }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(error);
  });
});
