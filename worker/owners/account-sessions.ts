/**
 * The owner's open sessions (decision 048): when each started, when it was last used, the device
 * its browser described at the login, and which one is this device. Ending one or all the others
 * needs the password typed in the last ten minutes (at the login, or confirmed here), so a
 * session taken over by someone else cannot shut the owner out.
 */
import type { AccountProblem, SessionsView } from "../../client/owners/account-model.ts";
import type { AccountPage, AccountRequest } from "./account-routes.ts";
import { formText } from "./form-text.ts";
import { lockout } from "./throttle.ts";
import { describeDevice } from "./devices.ts";
import { checkCurrentPassword, reauthenticated } from "./reauthentication.ts";
import { changeWithRenewal, endOtherSession, endOtherSessionsStatement, openSessions, recentlyAuthenticated } from "./sessions.ts";
import { portalPage } from "./stats-view.ts";

const NOTICES: readonly NonNullable<SessionsView["notice"]>[] = ["ended", "endedOthers", "confirmed", "alreadyEnded"];

async function view(request: AccountRequest, state: Partial<SessionsView> = {}): Promise<SessionsView> {
  const { env, session, now } = request;
  const sessions = await openSessions(env.DB, session.ownerId, session.tokenHash, now);
  return {
    kind: "sessions",
    ...portalPage(request.site, request.lang, session.name, "sessions"),
    action: request.path,
    sessions: sessions.map((open) => ({ reference: open.reference, ...describeDevice(open.userAgent), startedAt: open.createdAt, lastSeenAt: open.lastSeenAt, current: open.current })),
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
    return { kind: "sessions", ...portalPage(request.site, request.lang, request.session.name, "sessions"), action: request.path, sessions: [], canEnd: false, errors: {}, problem };
  },

  async post(request, data) {
    const { env, session, now } = request;
    const action = formText(data, "action", 20);

    if (action === "confirm") {
      const password = formText(data, "password");
      if (password === "") return request.show(await view(request, { confirmFirst: true, errors: { password: "owners.account.sessions.errors.passwordRequired" } }), 422);
      const check = await checkCurrentPassword(env, session, request.clientAddress, password, now);
      if (!check.ok && check.problem === "locked") {
        const locked = lockout(check.until, now);
        return request.show(await view(request, { problem: "locked", minutes: locked.minutes, confirmFirst: true }), 429, { retryAfterSeconds: locked.retryAfterSeconds });
      }
      if (!check.ok) return request.show(await view(request, { confirmFirst: true, errors: { password: "owners.account.sessions.errors.passwordWrong" } }), 422);
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
