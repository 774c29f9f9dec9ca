import { campaignsLocales } from '../../i18n';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderArea } from '../../../../test-support';
import TemplatesPage from '../../pages/TemplatesPage';
import { mockApi } from '../../../../mock-api.test-support';
import { TERMS_AGREED_KEY, TERMS_SUPPRESSED_KEY } from './terms-agreement';
import type { Voicemail } from './Voicemails';

// The area's English strings, loaded once for every test (the area waits for them).
await campaignsLocales.load('en');

const saved: Voicemail = {
  _id: 'v1',
  name: 'Greeting',
  forward_number: null,
  audio: { id: 'v1', name: 'greeting.wav' },
  duration_seconds: 12,
  size_bytes: 96_044,
  credentials_id: null,
  created_at: '2024-05-01T10:00:00.000Z',
};

beforeAll(() => vi.stubGlobal('__BUILD_ID__', 'test'));
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  // The moved notice is covered by routes.test.tsx; keep it out of the way here.
  localStorage.setItem('templatesMovedNoticeDismissed', 'true');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.stubGlobal('__BUILD_ID__', 'test');
});

function voicemailApi(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /voicemail/audio': () => ({ payload: { items: [saved], total: 1, offset: 0, limit: 25 } }),
    'POST /voicemail/audio': () => ({ payload: { ...saved, _id: 'v2', name: 'New' } }),
    ...extra,
  });
}

const wav = () => new File([new Uint8Array([82, 73, 70, 70])], 'hello.wav', { type: 'audio/wav' });

async function chooseFile() {
  const input = (await screen.findByLabelText(/Recording/)) as HTMLInputElement;
  fireEvent.change(input, { target: { files: [wav()] } });
}

describe('Voicemails tab (outreach §4 voicemail flow)', () => {
  it('lists the saved voicemails with their length', async () => {
    voicemailApi();
    renderArea(TemplatesPage, '/templates/voicemails?space=s-1');
    expect(await screen.findByText('Greeting')).toBeTruthy();
    expect(screen.getByText('12 s')).toBeTruthy();
  });

  it('no upload before the terms are agreed: "You are disagreed to Terms of Service"', async () => {
    const api = voicemailApi();
    renderArea(TemplatesPage, '/templates/voicemails?space=s-1');
    await chooseFile();
    fireEvent.click(screen.getByRole('button', { name: 'Upload .wav' }));
    expect(await screen.findByText('You are disagreed to Terms of Service')).toBeTruthy();
    expect(api.callsTo('POST', '/voicemail/audio')).toHaveLength(0);
  });

  it('the agreement is kept for the session, sent with the upload, then reset after it', async () => {
    const api = voicemailApi();
    renderArea(TemplatesPage, '/templates/voicemails?space=s-1');
    fireEvent.click(await screen.findByLabelText('I agree to the Terms of Service for voicemail drops'));
    expect(sessionStorage.getItem(TERMS_AGREED_KEY)).toBe('true');
    await chooseFile();
    fireEvent.click(screen.getByRole('button', { name: 'Upload .wav' }));
    await waitFor(() => expect(api.callsTo('POST', '/voicemail/audio')).toHaveLength(1));
    const form = api.callsTo('POST', '/voicemail/audio')[0]?.body as FormData;
    expect(form.get('agreed_to_terms')).toBe('true');
    expect(form.get('file_name')).toBe('hello.wav');
    expect(await screen.findByText('Voicemail uploaded')).toBeTruthy();
    expect(sessionStorage.getItem(TERMS_AGREED_KEY)).toBeNull();
    expect(
      (screen.getByLabelText('I agree to the Terms of Service for voicemail drops') as HTMLInputElement)
        .checked,
    ).toBe(false);
  });

  it('"Don\'t ask me again" suppresses the agreement for good', async () => {
    const api = voicemailApi();
    renderArea(TemplatesPage, '/templates/voicemails?space=s-1');
    fireEvent.click(await screen.findByLabelText("Don't ask me again"));
    expect(localStorage.getItem(TERMS_SUPPRESSED_KEY)).toBe('true');
    expect(screen.queryByLabelText('I agree to the Terms of Service for voicemail drops')).toBeNull();
    await chooseFile();
    fireEvent.click(screen.getByRole('button', { name: 'Upload .wav' }));
    await waitFor(() => expect(api.callsTo('POST', '/voicemail/audio')).toHaveLength(1));
    cleanup();
    renderArea(TemplatesPage, '/templates/voicemails?space=s-1');
    await screen.findByText('Greeting');
    expect(screen.queryByLabelText('I agree to the Terms of Service for voicemail drops')).toBeNull();
  });

  it('shows the server refusal when a voicemail used in a campaign is deleted', async () => {
    voicemailApi({
      'DELETE /voicemail/audio/v1': () => ({
        error: 'Unable to delete the voicemail used in the campaign',
        status: 409,
      }),
    });
    renderArea(TemplatesPage, '/templates/voicemails?space=s-1');
    await screen.findByText('Greeting');
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Unable to delete the voicemail used in the campaign')).toBeTruthy();
  });
});
