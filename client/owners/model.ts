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
