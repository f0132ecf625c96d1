/** What a route tells the shell about itself (read with useMatches in the layouts). */
export interface RouteHandle {
  /** Page title shown in the header and the document title. */
  title: string;
  /** Back target; `false` for none. Family screens default to none on home, '/family' elsewhere. */
  back?: string | false;
  /** Hide the mobile bottom tab bar (e.g. full-screen tools). */
  hideTabs?: boolean;
}
