/**
 * The body of an owner portal page: the agency's own text for the page (configuration), then the
 * login pages, the statistics or the account pages.
 */
import type { ArticleBlock } from "../../../shared/article/parse.ts";
import { Article } from "../../components/Article.tsx";
import { AuthPage } from "../../owners/AuthPages.tsx";
import type { OwnerView } from "../../owners/model.ts";
import { StatsPage } from "../../owners/StatsPages.tsx";
import { AUTH_VIEW_KINDS, type AuthView } from "../../owners/auth-model.ts";
import { ACCOUNT_VIEW_KINDS, type AccountView } from "../../owners/account-model.ts";
import type { StatsView } from "../../owners/stats-model.ts";
import { AccountPage } from "../../owners/AccountPages.tsx";

const AUTH_KINDS: ReadonlySet<string> = new Set<AuthView["kind"]>(AUTH_VIEW_KINDS);
const ACCOUNT_KINDS: ReadonlySet<string> = new Set<AccountView["kind"]>(ACCOUNT_VIEW_KINDS);

function isAuthView(view: OwnerView): view is AuthView {
  return AUTH_KINDS.has(view.kind);
}

function isAccountView(view: OwnerView): view is AccountView {
  return ACCOUNT_KINDS.has(view.kind);
}

export function OwnerBody({ blocks, view }: { blocks: ArticleBlock[]; view: OwnerView }) {
  return (
    <>
      {blocks.length > 0 ? (
        <div className="container page-content">
          <Article blocks={blocks} />
        </div>
      ) : null}
      {isAuthView(view) ? (
        <AuthPage view={view} />
      ) : isAccountView(view) ? (
        <AccountPage view={view} />
      ) : (
        <StatsPage view={view as StatsView} />
      )}
    </>
  );
}
