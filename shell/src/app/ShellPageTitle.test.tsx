import type { Brand } from '@outreach/brands';
import { sessionStore } from '@outreach/sdk';
import { cleanup, render, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { RouterNavigation } from './router-navigation';
import { ShellPageTitle } from './ShellPageTitle';

afterEach(() => {
  cleanup();
  sessionStore.setState({ hostBrand: null, workspaceBrand: null });
  document.title = '';
});

function LateHeading({ text }: { text: string }) {
  const [shown, setShown] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setShown(true)}>
        show
      </button>
      {shown ? <h1>{text}</h1> : null}
    </>
  );
}

/** Issue 26 item 26: the shell's own pages are titled "<Page> · <brand name>" too. */
describe('ShellPageTitle', () => {
  it('titles a shell page by its heading and the brand, following a heading that comes late', async () => {
    sessionStore.setState({ hostBrand: { name: 'Acme Growth' } as Brand });
    const view = render(
      <MemoryRouter initialEntries={['/preferences/user/basic']}>
        <RouterNavigation>
          <ShellPageTitle />
        </RouterNavigation>
        <LateHeading text="Basic information" />
      </MemoryRouter>,
    );
    expect(document.title).toBe('Acme Growth');
    view.getByRole('button', { name: 'show' }).click();
    await waitFor(() => expect(document.title).toBe('Basic information · Acme Growth'));
  });

  it("leaves an area's page to the area's own route title", async () => {
    sessionStore.setState({ hostBrand: { name: 'Acme Growth' } as Brand });
    document.title = 'Inbox · Acme Growth';
    render(
      <MemoryRouter initialEntries={['/inbox']}>
        <RouterNavigation>
          <ShellPageTitle />
        </RouterNavigation>
        <h1>Something else</h1>
      </MemoryRouter>,
    );
    await Promise.resolve();
    expect(document.title).toBe('Inbox · Acme Growth');
  });
});
