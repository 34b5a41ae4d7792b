/**
 * The alerts queue's consumer: "match" messages file alerts (alert-run.ts), "send"
 * messages mail them (alert-send.ts). Each message is acked or retried on its own; both kinds are
 * safe to run twice. A send message whose demands partly failed is retried whole: the demands
 * already mailed have nothing unsent left and are skipped.
 */
import { retryDelaySeconds } from "../mail/backoff.ts";
import { transportsFor, type MailTransport } from "../mail/transport.ts";
import { matchSlice, type AlertEnv, type AlertMessage } from "./alert-run.ts";
import { sendDemandAlerts, type AlertSendEnv } from "./alert-send.ts";

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 300);

export async function handleAlertBatch(
  batch: MessageBatch<AlertMessage>,
  env: AlertEnv & AlertSendEnv,
  transport: MailTransport = transportsFor(env).visitor,
  now: () => Date = () => new Date(),
): Promise<void> {
  for (const message of batch.messages) {
    const body = message.body;
    try {
      if (body?.kind === "match") {
        const { pairs, due } = await matchSlice(env, body, now());
        if (pairs > 0)
          console.log(
            `demand alerts: demands ${body.fromDemand}-${body.toDemand}: ${pairs} alerts filed, mails of ${due} demands queued`,
          );
      } else if (body?.kind === "send") {
        const failures: string[] = [];
        for (const id of body.demands) {
          try {
            await sendDemandAlerts(env, id, transport, now());
          } catch (error) {
            failures.push(`demand ${id}: ${reasonOf(error)}`);
          }
        }
        if (failures.length > 0) throw new Error(failures.join("; "));
      } else {
        console.warn(`demand alerts: message ${message.id} is neither a match nor a send; dropped`);
      }
      message.ack();
    } catch (error) {
      const delaySeconds = retryDelaySeconds(message.attempts);
      console.warn(
        `demand alerts: message ${message.id}, attempt ${message.attempts} failed (${reasonOf(error)}); retrying in ${delaySeconds} s`,
      );
      message.retry({ delaySeconds });
    }
  }
}
