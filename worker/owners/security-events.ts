/**
 * The owner's security mails (decision 048) as the lead pipeline files them: their form name and
 * the events they tell. The worker's mails (security-mail.ts) and the agency's tool, which files
 * "removed by the agency" itself (scripts/owner-sql.ts), share them.
 */

/** The lead form name of these mails. */
export const OWNER_SECURITY_FORM = "owner-security";

export const SECURITY_EVENTS = ["passwordChanged", "twoStepOn", "twoStepOff", "twoStepReset", "recoveryCodes"] as const;
export type SecurityEvent = (typeof SECURITY_EVENTS)[number];
