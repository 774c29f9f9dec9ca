import type { Brand } from '../schema';

/** A partner (white-label) brand: its own colours and a rectangle logo; no subscription notices. */
export const acme: Brand = {
  id: 'acme',
  name: 'Acme Growth',
  family: 'partner',
  values: ['acme'],
  domains: ['outreach.acme.test', 'acme.localhost'],
  // The partner's customer portal frames the app (CSP frame-ancestors on every page of this brand).
  embedOrigins: ['https://portal.acme.test'],
  logo: {
    shape: 'rectangle',
    svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 32"><rect width="120" height="32" rx="4" fill="#1d4ed8"/><text x="60" y="21" font-family="sans-serif" font-size="15" font-weight="700" fill="#fff" text-anchor="middle">ACME</text></svg>',
  },
  light: {
    primary: '#1d4ed8',
    primaryContrast: '#ffffff',
    surface: '#ffffff',
    surfaceRaised: '#f3f6fc',
    text: '#0f172a',
    textMuted: '#55627a',
    border: '#d8e0ee',
    danger: '#c62f3f',
    warning: '#d8900f',
    success: '#23884a',
    info: '#1d4ed8',
  },
  dark: {
    primary: '#6b8ff0',
    primaryContrast: '#0a1230',
    surface: '#0b1020',
    surfaceRaised: '#131a2e',
    text: '#e8edf8',
    textMuted: '#98a4bf',
    border: '#25304a',
    danger: '#f06272',
    warning: '#f2b84b',
    success: '#4fd17f',
    info: '#6b8ff0',
  },
  auth: { password: true, google: true, ghl: false, uiRegistration: true, ghlOnlyRegistration: false },
  navLinks: { help: 'https://support.acme.test' },
  support: { integration: 'no_support' },
  features: {
    newWorkspace: true,
    healthPanel: true,
    seatsMode: 'seats',
    monitoringTab: false,
    changelogWidget: false,
    subscriptionNotices: false,
    referAndEarn: false,
  },
};
