/**
 * The unsubscribe page of mails' links: GET shows what the link will stop and a button; POST
 * (that button, or a mail client's RFC 8058 one-click POST, which sends no Origin) stops it and
 * says "You have been unsubscribed". The signed token in the link is the proof: no captcha, no
 * Origin check. A missing or tampered token gets a clear page with status 400. The page shows one
 * visitor's subscription: private.
 */
import { definePage } from "../../../worker/site/page-module.ts";
import { unsubscribe, unsubscribeState } from "../../../worker/subscriptions/unsubscribe.ts";
import type { UnsubscribeView } from "../../subscriptions/model.ts";
import { UnsubscribeNotice } from "./View.tsx";

export const unsubscribePage = definePage<{ view: UnsubscribeView }>({
  View: UnsubscribeNotice,
  caching: "private",
  async answer({ c, site, lang, url, show }) {
    const contactHref = site.table.path(lang, "contact");
    const view =
      c.req.method === "POST"
        ? await unsubscribe(c.env, url.searchParams, contactHref, new Date())
        : await unsubscribeState(c.env, url.searchParams, url.pathname + url.search, contactHref);
    return show({ view }, view.state === "invalid" ? 400 : 200);
  },
});
