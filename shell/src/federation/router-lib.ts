import {
  BrowserRouter,
  createSearchParams,
  generatePath,
  Link,
  MemoryRouter,
  matchPath,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useParams,
  useResolvedPath,
  useSearchParams,
} from 'react-router';

/**
 * The react-router the shell shares with remotes: exactly the exports of router-exports.ts (all
 * any remote may import), so the shell's own router stays tree-shaken to them. A namespace import
 * would keep all of react-router in the shell's first page.
 */
export const routerLib = {
  BrowserRouter,
  MemoryRouter,
  Routes,
  Route,
  Navigate,
  Outlet,
  Link,
  NavLink,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
  useMatch,
  useResolvedPath,
  useInRouterContext,
  matchPath,
  generatePath,
  createSearchParams,
};
