import { type ReactNode, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { NavigationContext, type OpenNavigateOptions } from './open-router';

/**
 * The open pages' navigation (open-router.tsx) answered by react-router, inside the signed-in
 * app's router: the same pages, links and redirects work there (issue 25).
 */
export function RouterNavigation({ children }: { children: ReactNode }) {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const value = useMemo(
    () => ({
      location: { pathname, search, hash },
      navigate: (to: string, options?: OpenNavigateOptions) => {
        void navigate(to, options);
      },
    }),
    [pathname, search, hash, navigate],
  );
  return <NavigationContext.Provider value={value}>{children}</NavigationContext.Provider>;
}
