import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { carriedQuery, Link, Navigate, NavLink, useNavigate, withCarriedQuery } from './navigation';
import { sessionStore, spaceOfUrl } from './session';

afterEach(() => {
  cleanup();
  sessionStore.setState({ selectedCredentialId: null });
});

describe('carried query (platform §2, §4: links carry selectedCred and space)', () => {
  it.each([
    ['?selectedCred=c1&space=s1&tab=2', null, '?selectedCred=c1&space=s1'],
    ['?tab=2', 'c9', '?selectedCred=c9'],
    ['?space=undefined&selectedCred=null', null, ''],
  ])('%s (session %s) carries %s', (search, selected, carried) => {
    expect(carriedQuery(search, selected)).toBe(carried);
  });

  it("keeps the target's own query and hash; the target's own value wins", () => {
    expect(withCarriedQuery('/inbox?selectedCred=c2#top', '?selectedCred=c1&space=s1')).toBe(
      '/inbox?selectedCred=c2&space=s1#top',
    );
  });

  it("carries nothing into the admin area or the auth pages (the admin leaves the customer's space)", () => {
    expect(withCarriedQuery('/admin/customers/s1', '?selectedCred=c1&space=s1')).toBe('/admin/customers/s1');
    expect(withCarriedQuery('/auth/sign-in', '?space=s1')).toBe('/auth/sign-in');
    expect(withCarriedQuery('/administration', '?space=s1')).toBe('/administration?space=s1');
  });

  it("reads the URL's space for the session, except on admin and auth pages", () => {
    expect(spaceOfUrl({ pathname: '/inbox', search: '?space=s7' })).toBe('s7');
    expect(spaceOfUrl({ pathname: '/inbox', search: '?space=undefined' })).toBeNull();
    expect(spaceOfUrl({ pathname: '/admin/customers', search: '?space=s7' })).toBeNull();
    expect(spaceOfUrl(undefined)).toBeNull();
  });
});

function Where() {
  const location = useLocation();
  return <output>{`${location.pathname}${location.search}`}</output>;
}

function Go({ to }: { to: string }) {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate(to)}>
      go
    </button>
  );
}

function renderAt(url: string, element: React.ReactNode) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/start" element={element} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe("the sdk's Link, NavLink, Navigate and useNavigate carry the query (one place for shell and remotes)", () => {
  it('Link and NavLink keep space and selectedCred of the current URL', () => {
    renderAt(
      '/start?space=s1&selectedCred=c1&filter=x',
      <>
        <Link to="/inbox">inbox</Link>
        <NavLink to={{ pathname: '/billing/overview', search: '?showCreditsModal=true' }}>billing</NavLink>
        <Link to="/admin/customers/s1">admin</Link>
      </>,
    );
    expect(screen.getByText('inbox').getAttribute('href')).toBe('/inbox?selectedCred=c1&space=s1');
    expect(screen.getByText('billing').getAttribute('href')).toBe(
      '/billing/overview?showCreditsModal=true&selectedCred=c1&space=s1',
    );
    expect(screen.getByText('admin').getAttribute('href')).toBe('/admin/customers/s1');
  });

  it('useNavigate carries them, and adds the selected credential of the session when the URL has none', () => {
    sessionStore.setState({ selectedCredentialId: 'c5' });
    renderAt('/start?space=s1', <Go to="/reports" />);
    fireEvent.click(screen.getByRole('button', { name: 'go' }));
    expect(screen.getByRole('status').textContent).toBe('/reports?selectedCred=c5&space=s1');
  });

  it('Navigate carries them', () => {
    renderAt('/start?space=s1&selectedCred=c1', <Navigate to="/campaigns" replace />);
    expect(screen.getByRole('status').textContent).toBe('/campaigns?selectedCred=c1&space=s1');
  });

  it('a URL without space carries none', () => {
    renderAt('/start?selectedCred=c1', <Link to="/inbox">inbox</Link>);
    expect(screen.getByText('inbox').getAttribute('href')).toBe('/inbox?selectedCred=c1');
  });
});
