import type { Brand } from '../schema';
import { reachlyLight } from './reachly-light';

/** The main brand family (spec §1: three brand values count as main). Default colour #47e671. */
export const reachly: Brand = {
  id: 'reachly',
  name: 'Reachly',
  family: 'main',
  values: ['reachly', 'reachly_pro', 'reachly_agency'],
  domains: ['localhost', '127.0.0.1', 'app.reachly.io'],
  embedOrigins: [],
  logo: {
    shape: 'square',
    svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#47e671"/><path d="M9 23V9h8a5 5 0 0 1 0 10h-3l6 4" stroke="#0b2e16" stroke-width="3" fill="none" stroke-linecap="round" stroke-linejoin="round"/></svg>',
  },
  light: reachlyLight,
  dark: {
    primary: '#47e671',
    primaryContrast: '#0b2e16',
    surface: '#0f1115',
    surfaceRaised: '#181b21',
    text: '#eef1f4',
    textMuted: '#9aa5b1',
    border: '#2a2f37',
    danger: '#f06272',
    warning: '#f2b84b',
    success: '#4fd17f',
    info: '#6aa6f8',
  },
  auth: { password: true, google: true, ghl: false, uiRegistration: true, ghlOnlyRegistration: false },
  navLinks: {
    help: 'https://help.reachly.io',
    learning: 'https://learn.reachly.io',
    community: 'https://community.reachly.io',
    affiliate: 'https://reachly.io/affiliate',
    referAndEarn: 'https://reachly.io/refer',
  },
  support: { integration: 'crisp' },
  features: {
    newWorkspace: true,
    healthPanel: true,
    seatsMode: 'seats',
    monitoringTab: true,
    changelogWidget: true,
    subscriptionNotices: true,
    referAndEarn: true,
  },
};
