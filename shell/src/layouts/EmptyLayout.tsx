import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { ensureLayoutStyles } from './layout.styles';

/** spec platform §2 "empty" layout: the page alone, no navigation or header (the public video page /v/…). */
export function EmptyLayout({ children }: { children?: ReactNode }) {
  ensureLayoutStyles();
  return <div className="shell-empty">{children ?? <Outlet />}</div>;
}
