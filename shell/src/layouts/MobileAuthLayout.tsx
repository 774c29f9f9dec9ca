import type { ReactNode } from 'react';
import { useAppConfig } from '../app/config';
import { AuthLayout } from './AuthLayout';
import { BrandLogo } from './BrandLogo';
import { MOBILE_QUERY, useMediaQuery } from './use-media-query';

/** spec platform §2 "mobile auth" layout: the auth pages full width on a phone, the logo on top. */
export function MobileAuthLayout({ children }: { children: ReactNode }) {
  const { brand } = useAppConfig();
  return (
    <div className="shell-auth-mobile">
      <header className="shell-auth-mobile__header">
        <BrandLogo brand={brand} size={32} />
      </header>
      <main className="shell-auth-mobile__content">{children}</main>
    </div>
  );
}

/** The auth layout below 768 px is the mobile auth one. */
export function ResponsiveAuthLayout({ children }: { children: ReactNode }) {
  const mobile = useMediaQuery(MOBILE_QUERY);
  return mobile ? <MobileAuthLayout>{children}</MobileAuthLayout> : <AuthLayout>{children}</AuthLayout>;
}
