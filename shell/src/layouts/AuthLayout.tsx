import type { ReactNode } from 'react';
import { useAppConfig } from '../app/config';
import { BrandLogo } from './BrandLogo';

/** spec platform §2 "auth" layout: the brand's logo over a centred card. */
export function AuthLayout({ children }: { children: ReactNode }) {
  const { brand } = useAppConfig();
  return (
    <div className="shell-auth">
      <div className="shell-auth__card">
        <BrandLogo brand={brand} size={40} />
        {children}
      </div>
    </div>
  );
}
