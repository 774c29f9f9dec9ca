import { createContext, useContext } from 'react';
import { Outlet, useLocation } from 'react-router';
import { AccountNotifications } from '../notifications/AccountNotifications';
import { AddCredentialModalHost } from '../pages/credentials/AddCredentialModal';
import { Header, isVideoRoute } from './header/Header';
import { ensureLayoutStyles } from './layout.styles';
import { MobileLayout } from './MobileLayout';
import { ShellSidebar } from './sidebar/ShellSidebar';
import { HORIZONTAL_SIDEBAR_QUERY, MOBILE_QUERY, useMediaQuery } from './use-media-query';
import { useSignedInFrame } from './use-signed-in-frame';

const InsideDefaultLayout = createContext(false);

/** True under a DefaultLayout (another layout route nested in it then draws nothing of its own). */
export function useInsideDefaultLayout(): boolean {
  return useContext(InsideDefaultLayout);
}

/**
 * spec platform §2 "default" layout: the sidebar (horizontal below 1000 px), the header, the page, the
 * account notices and the add-credential modal. Below 768 px it is the mobile layout.
 */
export function DefaultLayout() {
  ensureLayoutStyles();
  const nested = useInsideDefaultLayout();
  const mobile = useMediaQuery(MOBILE_QUERY);
  // A layout route nested in another (credentialRoutes() mounted inside the app's DefaultLayout route)
  // must not draw a second sidebar and header.
  if (nested) return <Outlet />;
  return (
    <InsideDefaultLayout.Provider value={true}>
      {mobile ? <MobileLayout /> : <DesktopLayout />}
    </InsideDefaultLayout.Provider>
  );
}

function DesktopLayout() {
  useSignedInFrame();
  const location = useLocation();
  const horizontal = useMediaQuery(HORIZONTAL_SIDEBAR_QUERY);
  return (
    <div className="shell-layout" data-orientation={horizontal ? 'horizontal' : 'vertical'}>
      {isVideoRoute(location.pathname) ? null : <ShellSidebar />}
      <div className="shell-main">
        <Header showLogo />
        <main className="shell-content">
          <Outlet />
        </main>
      </div>
      <AccountNotifications />
      <AddCredentialModalHost />
    </div>
  );
}
