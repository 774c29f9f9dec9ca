import type { Brand } from '../schema';

/**
 * The restricted brand of spec platform §1: no new workspace, no health panel,
 * a maximum credentials count instead of seats, no Refer and earn.
 */
export const closedesk: Brand = {
  id: 'closedesk',
  name: 'CloseDesk',
  family: 'restricted',
  values: ['closedesk'],
  domains: ['app.closedesk.test', 'closedesk.localhost'],
  embedOrigins: [],
  logo: {
    shape: 'square',
    svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#7c4dff"/><path d="M21 11a7 7 0 1 0 0 10" stroke="#fff" stroke-width="3" fill="none" stroke-linecap="round"/></svg>',
  },
  light: {
    primary: '#7c4dff',
    primaryContrast: '#ffffff',
    surface: '#ffffff',
    surfaceRaised: '#f6f4fb',
    text: '#1a1626',
    textMuted: '#645d78',
    border: '#e2def0',
    danger: '#d93848',
    warning: '#e8a317',
    success: '#2e9e57',
    info: '#2d7be5',
  },
  dark: {
    primary: '#a58bff',
    primaryContrast: '#160c33',
    surface: '#121019',
    surfaceRaised: '#1c1926',
    text: '#efecf7',
    textMuted: '#a49dba',
    border: '#2f2a3d',
    danger: '#f06272',
    warning: '#f2b84b',
    success: '#4fd17f',
    info: '#6aa6f8',
  },
  auth: { password: true, google: true, ghl: false, uiRegistration: true, ghlOnlyRegistration: false },
  navLinks: { help: 'https://help.closedesk.test' },
  support: { integration: 'intercome' },
  features: {
    newWorkspace: false,
    healthPanel: false,
    seatsMode: 'max_credentials',
    maxCredentials: 10,
    monitoringTab: false,
    changelogWidget: false,
    subscriptionNotices: true,
    referAndEarn: false,
  },
};
