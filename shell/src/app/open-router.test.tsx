import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { isOpenPath } from '../routes/open-pages';
import { Link, Navigate, OpenRouter, useLocation, useSearchParams } from './open-router';

function Where() {
  const { pathname, search } = useLocation();
  const [query] = useSearchParams();
  return (
    <p data-testid="where">
      {pathname}
      {search} {query.get('invite') ?? '-'}
    </p>
  );
}

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

describe('OpenRouter: the open pages navigate without react-router', () => {
  it('follows a link without a reload, and the browser back button', () => {
    window.history.replaceState(null, '', '/auth/sign-in?invite=abc');
    render(
      <OpenRouter>
        <Where />
        <Link to="/auth/sign-up?invite=abc">Sign up</Link>
      </OpenRouter>,
    );
    expect(screen.getByTestId('where').textContent).toBe('/auth/sign-in?invite=abc abc');
    const link = screen.getByRole('link', { name: 'Sign up' });
    expect(link.getAttribute('href')).toBe('/auth/sign-up?invite=abc');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    act(() => {
      link.dispatchEvent(click);
    });
    expect(click.defaultPrevented).toBe(true);
    expect(window.location.pathname).toBe('/auth/sign-up');
    expect(screen.getByTestId('where').textContent).toBe('/auth/sign-up?invite=abc abc');
    // react-router's history entry shape, so BrowserRouter counts on from it.
    expect(window.history.state).toMatchObject({ usr: null, idx: 1 });

    act(() => {
      window.history.replaceState({ idx: 0 }, '', '/auth/sign-in');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(screen.getByTestId('where').textContent).toBe('/auth/sign-in -');
  });

  it('leaves a modified click or another target to the browser', () => {
    window.history.replaceState(null, '', '/auth/sign-up');
    render(
      <OpenRouter>
        <Where />
        <Link to="/terms-of-use" target="_blank">
          Terms
        </Link>
        <Link to="/privacy-policy">Privacy</Link>
      </OpenRouter>,
    );
    // What the link left to the browser, read after React's handler; the test browser then stays.
    const leftToBrowser: boolean[] = [];
    const record = (event: Event) => {
      leftToBrowser.push(!event.defaultPrevented);
      event.preventDefault();
    };
    document.addEventListener('click', record);
    try {
      fireEvent.click(screen.getByRole('link', { name: 'Terms' }));
      fireEvent.click(screen.getByRole('link', { name: 'Privacy' }), { ctrlKey: true });
    } finally {
      document.removeEventListener('click', record);
    }
    expect(leftToBrowser).toEqual([true, true]);
    expect(screen.getByTestId('where').textContent).toBe('/auth/sign-up -');
  });

  it('redirects with <Navigate replace>, keeping the number of entries', () => {
    window.history.replaceState(null, '', '/auth');
    const before = window.history.length;
    render(
      <OpenRouter>
        <Where />
        <Navigate to="/auth/sign-in" replace />
      </OpenRouter>,
    );
    expect(window.location.pathname).toBe('/auth/sign-in');
    expect(window.history.length).toBe(before);
    expect(screen.getByTestId('where').textContent).toBe('/auth/sign-in -');
  });
});

describe('isOpenPath', () => {
  it.each([
    ['/auth', true],
    ['/auth/sign-in', true],
    ['/Auth/Sign-Up/', true],
    ['/auth/no-such-page', true],
    ['/privacy-policy', true],
    ['/space/accept-invite', true],
    ['/error', true],
    ['/oauth', true],
    ['/authors', false],
    ['/error/details', false],
    ['/campaigns', false],
    ['/', false],
  ])('%s → %s', (path, open) => {
    expect(isOpenPath(path)).toBe(open);
  });
});
