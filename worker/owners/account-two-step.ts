/**
 * Two-step verification for the owner (decision 048), optional. Setting it up shows a QR code
 * for the authenticator app and the same secret as text, and turns it on only when the current
 * password and a first code confirm it; ten recovery codes are then shown once. While it is on,
 * the owner can turn it off or get new recovery codes, each with the password and a code (of the
 * app, or a recovery code). Every change ends the owner's other sessions, gives this session a
 * new token and mails the owner.
 */
import {
  TWO_STEP_ACTIONS,
  type AccountProblem,
  type TwoStepAction,
  type TwoStepForms,
  type TwoStepState,
  type TwoStepView,
} from "../../ui/owners/account-model.ts";
import type { AccountPage, AccountRequest } from "./account-routes.ts";
import { portalPage } from "./portal.ts";
import { formText } from "./form-text.ts";
import type { OwnerAccount } from "./auth-accounts.ts";
import { pepperFor } from "./password.ts";
import { newRecoveryCodes } from "./recovery-codes.ts";
import { confirmPassword, reauthenticated } from "./reauthentication.ts";
import {
  cancelEnrolment,
  checkSecondFactor,
  disableStatements,
  enableStatements,
  enrolmentWaits,
  pendingSecret,
  recoveryCodeStatements,
  secondFactorOf,
  startEnrolment,
  type SecondFactor,
} from "./second-factor.ts";
import { notifyOwner } from "./security-mail.ts";
import { changeWithRenewal } from "./sessions.ts";
import { base32Encode, matchingStep, otpauthUri, totpInput } from "./totp.ts";

const NOTICES: readonly NonNullable<TwoStepView["notice"]>[] = ["on", "off", "cancelled"];

/** The QR code of the app's address; the encoder is loaded only when someone sets the app up. */
async function qrModules(text: string): Promise<boolean[][]> {
  const { encode } = await import("uqr");
  return encode(text, { ecc: "M", border: 0 }).data;
}

async function state(request: AccountRequest, factor: SecondFactor): Promise<TwoStepState> {
  const { env, session, now } = request;
  if (factor.enabled)
    return { state: "on", enabledAt: factor.enabledAt ?? "", recoveryCodesLeft: factor.recoveryCodesLeft };
  const secret = await pendingSecret(factor, session.ownerId, pepperFor(env), now);
  if (!secret) return { state: "off" };
  const issuer = request.site.config.agency.name;
  return {
    state: "enrol",
    qr: await qrModules(otpauthUri(secret, issuer, session.email)),
    secret: base32Encode(secret).replace(/(.{4})(?=.)/g, "$1 "),
    issuer,
    account: session.email,
  };
}

function view(request: AccountRequest, current: TwoStepState, extra: Partial<TwoStepForms> = {}): TwoStepView {
  return {
    kind: "twoStep",
    ...portalPage(request.site, request.lang, request.session.name, "twoStep"),
    action: request.path,
    errors: {},
    ...extra,
    ...current,
  };
}

/** The page as it stands, with errors for one of its forms. */
async function again(
  request: AccountRequest,
  status: number,
  errorsFor: TwoStepAction,
  extra: Partial<TwoStepForms>,
  retryAfterSeconds?: number,
): Promise<Response> {
  const factor = await secondFactorOf(request.env.DB, request.session.ownerId);
  return request.show(
    view(request, await state(request, factor), { errorsFor, ...extra }),
    status,
    retryAfterSeconds ? { retryAfterSeconds } : {},
  );
}

const PASSWORD = {
  field: "password",
  required: "owners.account.twoStep.errors.passwordRequired",
  wrong: "owners.account.twoStep.errors.passwordWrong",
} as const;

/**
 * The password and a code, as each of the page's forms asks for them: the password confirmed and
 * the code as `readCode` reads what was typed (undefined when it cannot be one: `codeError`), or
 * the page refusing them. Both fields are checked for being filled before the password is.
 */
async function passwordAndCode(
  request: AccountRequest,
  data: FormData,
  form: TwoStepAction,
  readCode: (typed: string) => string | undefined,
  codeError: string,
): Promise<{ owner: OwnerAccount; code: string } | Response> {
  const password = formText(data, "password");
  const code = readCode(formText(data, "code", 100));
  if (password === "" || code === undefined) {
    const errors = {
      ...(password === "" ? { password: PASSWORD.required } : {}),
      ...(code === undefined ? { code: codeError } : {}),
    };
    return again(request, 422, form, { errors });
  }
  const check = await confirmPassword(request, password, PASSWORD);
  if (!check.ok) return again(request, check.status, form, check.view, check.retryAfterSeconds);
  return { owner: check.owner, code };
}

/** The password and a code, as turning off and new recovery codes ask for them: the owner when both are right, else the page refusing them. */
async function confirmWithCode(
  request: AccountRequest,
  data: FormData,
  action: TwoStepAction,
  factor: SecondFactor,
): Promise<{ owner: OwnerAccount } | Response> {
  const { env, session, now } = request;
  const typed = await passwordAndCode(
    request,
    data,
    action,
    (code) => (code.trim() === "" ? undefined : code),
    "owners.account.twoStep.errors.codeRequired",
  );
  if (typed instanceof Response) return typed;
  if (!(await checkSecondFactor(env.DB, session.ownerId, factor, typed.code, pepperFor(env), now))) {
    return again(request, 422, action, { errors: { code: "owners.account.twoStep.errors.codeWrong" } });
  }
  return typed;
}

async function confirmEnrolment(request: AccountRequest, data: FormData, factor: SecondFactor): Promise<Response> {
  const { env, session, now } = request;
  const secret = await pendingSecret(factor, session.ownerId, pepperFor(env), now);
  // The setup took too long or was cancelled in another tab: the page offers to start again.
  if (!secret || !factor.pendingSecret) return request.back();
  const typed = await passwordAndCode(request, data, "confirm", totpInput, "owners.account.twoStep.errors.codeFormat");
  if (typed instanceof Response) return typed;
  const step = await matchingStep(secret, typed.code, now, null);
  if (step === undefined)
    return again(request, 422, "confirm", { errors: { code: "owners.account.twoStep.errors.codeWrong" } });

  const codes = newRecoveryCodes();
  const sealed = factor.pendingSecret;
  const cookie = await changeWithRenewal(
    env.DB,
    session.tokenHash,
    now,
    (renewed) => enableStatements(env.DB, session.ownerId, sealed, step, codes, renewed, now),
    enrolmentWaits(session.ownerId, sealed),
  );
  // Another confirmation (a double click, another tab) came first, or the set-up started over: nothing changed here.
  if (!cookie) return request.back();
  await reauthenticated(env, session);
  await notifyOwner(env, typed.owner, "twoStepOn", now);
  return request.show(view(request, { state: "codes", codes }, { notice: "on" }), 200, { cookie });
}

export const twoStepPage: AccountPage = {
  async get(request) {
    const factor = await secondFactorOf(request.env.DB, request.session.ownerId);
    const notice = NOTICES.find((known) => known === request.query.get("notice"));
    return request.show(view(request, await state(request, factor), notice ? { notice } : {}), 200);
  },

  refused(request, problem: AccountProblem) {
    return view(request, { state: "off" }, { problem });
  },

  async post(request, data) {
    const { env, session, now } = request;
    const action = TWO_STEP_ACTIONS.find((known) => known === formText(data, "action", 20));
    const factor = await secondFactorOf(env.DB, session.ownerId);

    if (action === "start") {
      if (!factor.enabled) await startEnrolment(env.DB, session.ownerId, factor, pepperFor(env), now);
      return request.back();
    }
    if (action === "cancel") {
      await cancelEnrolment(env.DB, session.ownerId);
      return request.back("cancelled");
    }
    if (action === "confirm" && !factor.enabled) return confirmEnrolment(request, data, factor);
    if ((action === "disable" || action === "codes") && factor.enabled) {
      const confirmed = await confirmWithCode(request, data, action, factor);
      if (confirmed instanceof Response) return confirmed;
      const { owner } = confirmed;
      const codes = newRecoveryCodes();
      const cookie = await changeWithRenewal(env.DB, session.tokenHash, now, async (renewed) =>
        action === "disable"
          ? disableStatements(env.DB, session.ownerId, renewed)
          : recoveryCodeStatements(env.DB, session.ownerId, codes, renewed, now),
      );
      // This session was ended or renewed by another request meanwhile: nothing changed.
      if (!cookie) return request.back();
      await reauthenticated(env, session);
      await notifyOwner(env, owner, action === "disable" ? "twoStepOff" : "recoveryCodes", now);
      return action === "disable"
        ? request.back("off", cookie)
        : request.show(view(request, { state: "codes", codes }), 200, { cookie });
    }
    // A form of a state the page has left (another tab changed it): the page as it is now.
    return request.back();
  },
};
