/**
 * The page of a search demand's confirmation link (double opt-in): GET shows the search that will
 * start and a button, so a mail scanner that opens links confirms nothing; POST (the button)
 * confirms. The signed token in the link is the proof: no captcha, no Origin check. A missing or
 * tampered token gets a clear page with status 400. The page shows one visitor's subscription:
 * private.
 */
import { definePage } from "../../../worker/site/page-module.ts";
import { confirmDemand, confirmState } from "../../../worker/subscriptions/demand-confirm.ts";
import type { DemandConfirmView } from "../../subscriptions/model.ts";
import { DemandConfirmNotice } from "./View.tsx";

export const demandConfirmPage = definePage<{ view: DemandConfirmView }>({
  View: DemandConfirmNotice,
  caching: "private",
  async answer({ c, site, lang, url, show }) {
    const hrefs = {
      registerHref: site.table.path(lang, "demandRegister"),
      contactHref: site.table.path(lang, "contact"),
    };
    const now = new Date();
    const view =
      c.req.method === "POST"
        ? await confirmDemand(c.env, url.searchParams, hrefs, now)
        : await confirmState(c.env, url.searchParams, url.pathname + url.search, hrefs, now);
    return show({ view }, view.state === "invalid" ? 400 : 200);
  },
});
