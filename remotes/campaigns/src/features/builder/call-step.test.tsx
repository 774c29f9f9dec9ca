import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderArea } from '../../../../test-support';
import App from '../../expose/App';
import { campaignsLocales } from '../../i18n';
import { credentials, serveApi } from './builder.test-helpers';

await campaignsLocales.load('en');

beforeAll(() => {
  vi.stubGlobal('__BUILD_ID__', 'test');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.stubGlobal('__BUILD_ID__', 'test');
});

describe('the call step (issue 27: call tasks)', () => {
  it('edits its text as the call script the call task shows', async () => {
    serveApi({ 'GET /credentials/fetch': credentials });
    renderArea(App, '/campaign/add?space=space-1');
    await screen.findByRole('heading', { name: 'New campaign' }, { timeout: 10_000 });
    fireEvent.click(screen.getByRole('button', { name: 'Add Make a call' }));
    const editor = screen.getByRole('region', { name: 'Step 1' });
    const script = editor.querySelector('textarea');
    expect(script).not.toBeNull();
    expect(screen.getByLabelText('Call script')).toBe(script);
    expect(screen.queryByLabelText('Message')).toBeNull();
  });
});
