/**
 * The tokens of a demand's mail links that act without a login: the confirmation link
 * ("demand-confirm") and the change link ("demand-edit"), each signed for its purpose over
 * `demand:id`, so neither passes for the other nor for another demand.
 */
import type { ChallengeEnv } from "../forms/challenge.ts";
import { signToken, verifyToken, type TokenPurpose } from "../forms/signing.ts";

type DemandLinkPurpose = Extract<TokenPurpose, "demand-confirm" | "demand-edit">;

const message = (id: number) => `demand:${id}`;

export function demandToken(env: ChallengeEnv, purpose: DemandLinkPurpose, id: number): Promise<string> {
  return signToken(env, purpose, message(id));
}

/** The demand `id` names, when `token` was signed for it and `purpose`; undefined for anything else. */
export async function verifiedDemandId(
  env: ChallengeEnv,
  purpose: DemandLinkPurpose,
  id: string,
  token: string,
): Promise<number | undefined> {
  if (!/^[1-9]\d{0,15}$/.test(id)) return undefined;
  return (await verifyToken(env, purpose, message(Number(id)), token)) ? Number(id) : undefined;
}
