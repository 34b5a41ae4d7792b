/**
 * The development mailbox (LOCAL_STANDINS=on only): every mail the capture transport kept,
 * newest first, at /__local/mailbox/, and one mail at /__local/mailbox/{id}/ with its text and
 * its HTML. The HTML is served on its own route under a sandboxing CSP and shown in a sandboxed
 * frame, so a visitor's input in a mail can never run in the site's origin. With the stand-ins
 * off the paths are unknown like any other.
 */
import { Hono, type Context } from "hono";
import type { ReactNode } from "react";
import { renderToReadableStream } from "react-dom/server";
import { getCapturedMail, listCapturedMails } from "../mail/captured-mails.ts";

export const localMailbox = new Hono<{ Bindings: Env }>();

const PAGE_CSP = "default-src 'none'; frame-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";
/**
 * The mail's own HTML: no script, only the inline styles mail HTML is made of and the site's own
 * pictures (a listing's photo, as a mail program would show it). Its links may download (the CV
 * link in a job application's mail, decision 033).
 */
const MAIL_CSP =
  "sandbox allow-downloads; default-src 'none'; style-src 'unsafe-inline'; img-src data: 'self'; frame-ancestors 'self'";

async function page(title: string, body: ReactNode): Promise<Response> {
  const stream = await renderToReadableStream(
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{title}</title>
      </head>
      <body>
        <main>{body}</main>
      </body>
    </html>,
  );
  await stream.allReady;
  return new Response(stream, {
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy": PAGE_CSP,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
      "X-Robots-Tag": "noindex",
    },
  });
}

/** The mail id in the path, or undefined when it is not a plain positive number. */
function mailId(c: Context<{ Bindings: Env }>): number | undefined {
  const id = c.req.param("id") ?? "";
  return /^[1-9]\d{0,9}$/.test(id) ? Number(id) : undefined;
}

localMailbox.get("/__local/mailbox/", async (c) => {
  const mails = await listCapturedMails(c.env.DB);
  return page(
    "Development mailbox",
    <>
      <h1>Development mailbox</h1>
      <p>Mail the site would have sent. Nothing here leaves this machine.</p>
      {mails.length === 0 ? (
        <p>No mail yet.</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th scope="col">Sent</th>
              <th scope="col">To</th>
              <th scope="col">Subject</th>
              <th scope="col">Lead</th>
            </tr>
          </thead>
          <tbody>
            {mails.map((mail) => (
              <tr key={mail.id}>
                <td>{mail.sentAt}</td>
                <td>{mail.to}</td>
                <td>
                  <a href={`/__local/mailbox/${mail.id}/`}>{mail.subject}</a>
                </td>
                <td>{mail.leadId ?? "—"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>,
  );
});

localMailbox.get("/__local/mailbox/:id/", async (c) => {
  const id = mailId(c);
  const mail = id === undefined ? undefined : await getCapturedMail(c.env.DB, id);
  if (!mail) return c.text("No such mail", 404);
  return page(
    mail.subject,
    <>
      <p>
        <a href="/__local/mailbox/">All mail</a>
      </p>
      <h1>{mail.subject}</h1>
      <dl>
        <dt>From</dt>
        <dd>{mail.from}</dd>
        <dt>To</dt>
        <dd>{mail.to}</dd>
        {mail.replyTo && (
          <>
            <dt>Reply to</dt>
            <dd>{mail.replyTo}</dd>
          </>
        )}
        <dt>Sent</dt>
        <dd>{mail.sentAt}</dd>
        <dt>Lead</dt>
        <dd>{mail.leadId ?? "—"}</dd>
      </dl>
      <h2>HTML</h2>
      <iframe
        src={`/__local/mailbox/${mail.id}/html`}
        sandbox="allow-downloads"
        title={`HTML of “${mail.subject}”`}
        width="800"
        height="600"
      />
      <h2>Text</h2>
      <pre>{mail.text}</pre>
    </>,
  );
});

localMailbox.get("/__local/mailbox/:id/html", async (c) => {
  const id = mailId(c);
  const mail = id === undefined ? undefined : await getCapturedMail(c.env.DB, id);
  if (!mail) return c.text("No such mail", 404);
  return c.body(mail.html, 200, {
    "Content-Type": "text/html; charset=utf-8",
    "Content-Security-Policy": MAIL_CSP,
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
    "X-Robots-Tag": "noindex",
  });
});
