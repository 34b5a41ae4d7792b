/**
 * The owner portal's pages (the login pages, the statistics, the account pages): the owner's own
 * data, so private; a page where a secret is typed or shown loads no analytics or marketing tag,
 * whatever the consent. The portal's routes (worker/owners) answer these pages and show them with
 * this module's view.
 */
import { showsSecrets } from "../../../worker/owners/page.ts";
import { definePage, type PageDefinition } from "../../../worker/site/page-module.ts";
import type { OwnerView } from "../../owners/model.ts";
import { OwnerBody } from "./View.tsx";

const owner: PageDefinition<{ view: OwnerView }> = {
  View: OwnerBody,
  caching: "private",
  // The pages behind the login open under the portal's bar; the sign-in pages on their form.
  firstScreen: ({ view }) => ("ownerName" in view ? "ownerPortal" : "owner"),
  withoutTags: ({ view }) => showsSecrets(view),
};

export const ownerPage = definePage(owner);

/** The sign-in page, the one owner page search engines list, looked up by the agency's name. */
export const loginPage = definePage({
  ...owner,
  description: (t, agency) => t("owners.auth.login.description", { agency }),
});
