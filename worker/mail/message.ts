/** What the form handler puts on the mail queue: one message per lead. */
export interface MailJob {
  leadId: number;
}
