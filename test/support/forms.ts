// Posting a form through the worker as a browser on the site would, and reading the leads it stored.
import { env } from "cloudflare:test";
import { get } from "./fetch.ts";

export const ORIGIN = "https://agency.test";

/** Each post comes from its own address unless a test names one: the rate limit counts per client. */
const someClient = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

/** A form post; an undefined field is left out, as an unticked radio group is. */
export function postForm(path: string, fields: Record<string, string | string[] | undefined>, headers: Record<string, string> = {}): Promise<Response> {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) body.append(name, item);
  }
  return get(path, { method: "POST", body, headers: { Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": someClient(), ...headers } });
}

export interface StoredLead {
  id: number;
  form: string;
  status: string;
  payload: string;
  language: string;
}

export async function leadsFor(email: string): Promise<StoredLead[]> {
  const { results } = await env.DB.prepare("SELECT * FROM leads WHERE email = ?").bind(email.toLowerCase()).all<StoredLead>();
  return results;
}
