/**
 * The react-router exports this codebase may use. react-router is a federation singleton,
 * and a shared module cannot be tree-shaken by usage across separately built apps, so the
 * build keeps exactly these exports (rspack.config.ts, `treeShaking.usedExports`): about
 * 13 KB gzipped instead of 61 KB. router-exports.test.ts fails when code imports anything
 * else; add the name here when you need it.
 */
export const routerExports = [
  'BrowserRouter',
  'MemoryRouter',
  'Routes',
  'Route',
  'Navigate',
  'Outlet',
  'Link',
  'NavLink',
  'useLocation',
  'useNavigate',
  'useParams',
  'useSearchParams',
  'useMatch',
  'useResolvedPath',
  'useInRouterContext',
  'matchPath',
  'generatePath',
  'createSearchParams',
] as const;
