// The shell's layouts (spec platform §2: default, clear, auth, mobile auth, empty, settings; mobile).
export { AuthLayout } from './AuthLayout';
export { BrandLogo } from './BrandLogo';
export { ClearLayout } from './ClearLayout';
export { DefaultLayout } from './DefaultLayout';
export { EmptyLayout } from './EmptyLayout';
export { MobileAuthLayout, ResponsiveAuthLayout } from './MobileAuthLayout';
export { MobileLayout } from './MobileLayout';
export { SettingsLayout, type SettingsNavItem } from './SettingsLayout';
