import type { ComponentType, ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';

/** What a route tells the shell about itself (read with useMatches in the layouts). */
export interface RouteHandle {
  /** Page title shown in the header and the document title. */
  title: string;
  /** Back target; `false` for none. Family screens default to none on home, '/family' elsewhere. */
  back?: string | false;
  /** Hide the mobile bottom tab bar (e.g. full-screen tools). */
  hideTabs?: boolean;
}

/**
 * A screen that loads as its own chunk on the first visit (its path comes from the route table). The
 * handle is typed here, so a route cannot hand the shell a misspelt field.
 */
export function lazyScreen(
  handle: RouteHandle,
  loadScreen: () => Promise<ComponentType>,
  options: { errorElement?: ReactNode } = {},
): Omit<RouteObject, 'path' | 'index' | 'children'> {
  return { handle, ...options, lazy: () => loadScreen().then((Component) => ({ Component })) };
}
