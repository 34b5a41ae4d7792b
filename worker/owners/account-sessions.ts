/**
 * The owner's open sessions (decision 048): when each started, when it was last used, the device
 * its browser described at the login, and which one is this device. Ending one or all the others
 * needs the password typed in the last ten minutes (at the login, or confirmed here), so a
 * session taken over by someone else cannot shut the owner out.
 */
import type { AccountProblem, SessionsView } from "../../ui/owners/account-model.ts";
import type { AccountPage, AccountRequest } from "./account-routes.ts";
import { portalPage } from "./portal.ts";
import { formText } from "./form-text.ts";
import { describeDevice } from "./devices.ts";
import { confirmPassword, reauthenticated } from "./reauthentication.ts";
import {
  changeWithRenewal,
  endOtherSession,
  endOtherSessionsStatement,
  openSessions,
  recentlyAuthenticated,
} from "./sessions.ts";

const NOTICES: readonly NonNullable<SessionsView["notice"]>[] = ["ended", "endedOthers", "confirmed", "alreadyEnded"];
const PASSWORD = {
  field: "password",
  required: "owners.account.sessions.errors.passwordRequired",
  wrong: "owners.account.sessions.errors.passwordWrong",
} as const;

async function view(request: AccountRequest, state: Partial<SessionsView> = {}): Promise<SessionsView> {
  const { env, session, now } = request;
  const sessions = await openSessions(env.DB, session.ownerId, session.tokenHash, now);
  return {
    kind: "sessions",
    ...portalPage(request.site, request.lang, session.name, "sessions"),
    action: request.path,
    sessions: sessions.map((open) => ({
      reference: open.reference,
      ...describeDevice(open.userAgent),
      startedAt: open.createdAt,
      lastSeenAt: open.lastSeenAt,
      current: open.current,
    })),
    canEnd: recentlyAuthenticated(session, now),
    errors: {},
    ...state,
  };
}

export const sessionsPage: AccountPage = {
  async get(request) {
    const notice = NOTICES.find((known) => known === request.query.get("notice"));
    return request.show(await view(request, notice ? { notice } : {}), 200);
  },

  refused(request, problem: AccountProblem) {
    return {
      kind: "sessions",
      ...portalPage(request.site, request.lang, request.session.name, "sessions"),
      action: request.path,
      sessions: [],
      canEnd: false,
      errors: {},
      problem,
    };
  },

  async post(request, data) {
    const { env, session, now } = request;
    const action = formText(data, "action", 20);

    if (action === "confirm") {
      const check = await confirmPassword(request, formText(data, "password"), PASSWORD);
      if (!check.ok)
        return request.show(await view(request, { ...check.view, confirmFirst: true }), check.status, check);
      const cookie = await changeWithRenewal(env.DB, session.tokenHash, now, async () => []);
      // Renewed by another click first, or ended: the page as it is now, without a cookie that could replace the live one.
      if (!cookie) return request.back();
      await reauthenticated(env, session);
      return request.back("confirmed", cookie);
    }

    if (action === "end" || action === "endOthers") {
      if (!recentlyAuthenticated(session, now)) return request.show(await view(request, { confirmFirst: true }), 403);
      if (action === "endOthers") {
        await endOtherSessionsStatement(env.DB, session.ownerId, session.tokenHash).run();
        return request.back("endedOthers");
      }
      const ended = await endOtherSession(env.DB, session.ownerId, formText(data, "session", 64), session.tokenHash);
      return request.back(ended ? "ended" : "alreadyEnded");
    }
    return request.show(await view(request), 400);
  },
};
