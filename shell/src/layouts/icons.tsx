import type { ReactNode } from 'react';

/** Stroke icons (20 px) for the navigation and the header; decorative, so hidden from screen readers. */
const paths: Record<string, string> = {
  dashboard: 'M3 3h6v6H3zM11 3h6v4h-6zM11 9h6v8h-6zM3 11h6v6H3z',
  campaigns: 'M3 10l14-6-4 13-3-5-7-2z',
  profiles: 'M10 10a3.5 3.5 0 100-7 3.5 3.5 0 000 7zM3 17c1-3.5 4-5 7-5s6 1.5 7 5',
  inbox: 'M3 11l2-7h10l2 7v5H3zM3 11h4l1 2h4l1-2h4',
  reports: 'M4 16V9M10 16V4M16 16v-5',
  mailboxes: 'M3 5h14v10H3zM3 5l7 6 7-6',
  aiEmailService: 'M3 6h10v9H3zM3 6l5 4 5-4M15 2l.8 1.7L17.5 4.5l-1.7.8L15 7l-.8-1.7-1.7-.8 1.7-.8z',
  pipeline: 'M3 4h14l-5 6v6l-4-2v-4z',
  templates: 'M5 3h7l3 3v11H5zM12 3v3h3M8 10h4M8 13h4',
  integrations: 'M7 3v4M13 3v4M5 7h10v3a5 5 0 01-10 0zM10 15v2',
  settings:
    'M10 12.5a2.5 2.5 0 100-5 2.5 2.5 0 000 5zM10 2v2M10 16v2M2 10h2M16 10h2M4.3 4.3l1.4 1.4M14.3 14.3l1.4 1.4M4.3 15.7l1.4-1.4M14.3 5.7l1.4-1.4',
  billing: 'M3 5h14v10H3zM3 8h14M6 12h3',
  help: 'M10 17a7 7 0 100-14 7 7 0 000 14zM8 8a2 2 0 113 2c-1 .5-1 1-1 2M10 14v.5',
  learning: 'M2 7l8-4 8 4-8 4zM5 9v4c2 2 8 2 10 0V9',
  community:
    'M7 9a2.5 2.5 0 100-5 2.5 2.5 0 000 5zM14 9a2 2 0 100-4 2 2 0 000 4zM2 16c.7-3 2.5-4.5 5-4.5S11.3 13 12 16M12.5 11.5c2.5 0 4.5 1.5 5 4.5',
  affiliate: 'M8 12l4-4M7 9L5 11a3 3 0 004 4l2-2M13 11l2-2a3 3 0 00-4-4L9 7',
  referAndEarn: 'M3 8h14v9H3zM2 5h16v3H2zM10 5v12M10 5C8 1 5 3 7 5M10 5c2-4 5-2 3 0',
  admin: 'M10 2l6 3v5c0 4-3 6.5-6 8-3-1.5-6-4-6-8V5z',
  logout: 'M8 4H4v12h4M12 6l4 4-4 4M16 10H8',
  bell: 'M5 14V9a5 5 0 0110 0v5l1.5 2h-13zM8.5 18h3',
  phone: 'M5 3h3l1.5 4-2 1.5a10 10 0 004.5 4.5l1.5-2 4 1.5v3a2 2 0 01-2 2A15 15 0 013 5a2 2 0 012-2z',
  chevron: 'M6 8l4 4 4-4',
  search: 'M9 15a6 6 0 100-12 6 6 0 000 12zM13.5 13.5L17 17',
  plus: 'M10 4v12M4 10h12',
};

export function Icon({ name, size = 20 }: { name: string; size?: number }): ReactNode {
  const path = paths[name];
  if (!path) return null;
  return (
    <svg viewBox="0 0 20 20" width={size} height={size} aria-hidden="true" focusable="false">
      <path
        d={path}
        stroke="currentColor"
        strokeWidth="1.6"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
