/**
 * What the owner portal's pages show (decision 035), as plain data built by worker/owners. The
 * login, password reminder and new-password pages are described in auth-model.ts; the dashboard
 * and a property's statistics in stats-model.ts; the account pages (password, sessions, two-step
 * verification) in account-model.ts.
 */
import type { AccountView } from "./account-model.ts";
import type { AuthView } from "./auth-model.ts";
import type { StatsView } from "./stats-model.ts";

export type OwnerView = AuthView | StatsView | AccountView;

/** The portal's pages, for its navigation. */
export type PortalPageName = "dashboard" | "password" | "sessions" | "twoStep";

export interface PortalNav {
  links: Record<PortalPageName, string>;
  /** The page shown, marked as the current one. */
  current?: PortalPageName;
}

/** What every page behind the login (the statistics and the account pages) shows above its own content. */
export interface PortalPage {
  ownerName: string;
  /** Where the logout form posts (the login page, which handles `action=logout`). */
  logoutAction: string;
  nav: PortalNav;
}
