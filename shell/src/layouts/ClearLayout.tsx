import { useBrand } from '@outreach/sdk';
import { Outlet } from 'react-router';
import { useAppConfig } from '../app/config';
import { BrandLogo } from './BrandLogo';
import { useInsideDefaultLayout } from './DefaultLayout';
import { ensureLayoutStyles } from './layout.styles';

/** spec platform §2 "clear" layout: the brand's logo and the page, no navigation (a first account, onboarding). */
export function ClearLayout() {
  ensureLayoutStyles();
  const { brand: hostBrand } = useAppConfig();
  const brand = useBrand() ?? hostBrand;
  const nested = useInsideDefaultLayout();
  // Mounted under the default layout's route, the page keeps that layout's frame.
  if (nested) return <Outlet />;
  return (
    <div className="shell-clear">
      <header className="shell-clear__header">
        <BrandLogo brand={brand} />
      </header>
      <main className="shell-clear__content">
        <Outlet />
      </main>
    </div>
  );
}
