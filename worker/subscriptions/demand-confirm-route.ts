/**
 * The page of a demand's confirmation link (double opt-in): GET shows the search that
 * will start and a button, so a mail scanner that opens links confirms nothing; POST (the button)
 * confirms. A missing or tampered token gets a clear page with status 400.
 */
import type { DemandConfirmView } from "../../ui/subscriptions/model.ts";
import type { Site } from "../site/site.ts";
import { confirmDemand, confirmState } from "./demand-confirm.ts";
import { linkPageRoute, type LinkPageRenderer } from "./link-page-route.ts";

export function demandConfirmRoute(
  currentSite: (env: Env) => Promise<Site>,
  render: LinkPageRenderer<DemandConfirmView>,
) {
  return linkPageRoute<DemandConfirmView>(
    "demandConfirm",
    currentSite,
    async (c, site, lang, url) => {
      const hrefs = {
        registerHref: site.table.path(lang, "demandRegister"),
        contactHref: site.table.path(lang, "contact"),
      };
      const now = new Date();
      const view =
        c.req.method === "POST"
          ? await confirmDemand(c.env, url.searchParams, hrefs, now)
          : await confirmState(c.env, url.searchParams, url.pathname + url.search, hrefs, now);
      return { view, status: view.state === "invalid" ? 400 : 200 };
    },
    render,
  );
}
