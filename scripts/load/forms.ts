// The valid posts the load test sends, one kind per form a visitor can send without an
// appointment or an upload. Each poster first opens the form's page, as a browser does, and posts
// what the page gave its form (its key; without JavaScript its challenge, answered), with an
// address of its own, so that every post is a new lead.

export interface LoadForm {
  form: string;
  path: string;
  /** The fields of post number `i`; the guard fields are added by `postBody`. */
  fields(i: number): Record<string, string | string[]>;
}

const LISTING = "/en/for-sale/ixelles/duplex/40112/";
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const email = (form: string, i: number) => `load.${form}.${i}@example.be`;

export const LOAD_FORMS: LoadForm[] = [
  {
    form: "site-contact",
    path: "/en/contact/",
    fields: (i) => ({
      title: "ms",
      firstName: "Claire",
      lastName: `Dumont ${i}`,
      email: email("contact", i),
      phone: "+32 470 12 34 56",
      contactDevice: "phone",
      timeSlots: ["morning"],
      message: `Load test message ${i}.`,
    }),
  },
  {
    form: "contact-demand",
    path: "/en/valuation/",
    fields: (i) => ({
      title: "mr",
      firstName: "Marc",
      lastName: `Vandenberghe ${i}`,
      email: email("valuation", i),
      phone: "0475 12 34 56",
      street: "Rue du Bailli",
      houseNumber: "27B",
      zip: "1050",
      city: "Ixelles",
      propertyType: "apartment",
      plan: "rentOut",
      remark: `Load test ${i}.`,
      timeSlots: ["afternoon"],
    }),
  },
  {
    form: "demand-register",
    path: "/en/register/",
    fields: (i) => ({
      title: "ms",
      firstName: "Sofie",
      lastName: `Wouters ${i}`,
      email: email("demand", i),
      phone: "0486 11 22 33",
      goal: "buy",
      propertyTypes: ["apartment"],
      budget: "",
      minPrice: "250000",
      maxPrice: "450000",
      bedrooms: "2",
      bathrooms: "",
      garages: "",
      parking: "",
      postcodes: "1180",
      newsletter: "on",
    }),
  },
  {
    form: "sign-newsletter",
    path: "/en/newsletter/",
    fields: (i) => ({ email: email("newsletter", i), firstName: "Lucas" }),
  },
  {
    form: "rent-profile",
    path: "/en/rent-profile/",
    fields: (i) => ({
      title: "ms",
      firstName: "Sofia",
      lastName: `Martins ${i}`,
      email: email("rent", i),
      phone: "0486 55 44 33",
      street: "Rue Américaine",
      houseNumber: "12",
      zip: "1060",
      city: "Saint-Gilles",
      birthDate: "1990-04-17",
      adults: "2",
      children: "1",
      pets: "no",
      occupation: "civilServant",
      income: "4 200",
      moveIn: inDays(30),
      depositForm: "blockedAccount",
    }),
  },
  {
    form: "contact-me",
    path: LISTING,
    fields: (i) => ({
      form_name: "contact-me",
      title: "ms",
      firstName: "Sofie",
      lastName: `Janssens ${i}`,
      email: email("question", i),
      phone: "0486 22 33 44",
      contactDevice: "email",
      timeSlots: ["evening"],
      message: `Is the terrace south-facing? (${i})`,
    }),
  },
  {
    form: "contact-documents",
    path: LISTING,
    fields: (i) => ({
      form_name: "contact-documents",
      name: `Pieter De Smet ${i}`,
      email: email("documents", i),
      phone: "02 345 67 89",
      agreement: "on",
    }),
  },
  {
    form: "send-to-friend",
    path: LISTING,
    fields: (i) => ({
      form_name: "send-to-friend",
      name: `Lotte Maes ${i}`,
      email: email("friend", i),
      friendEmail: email("friend-to", i),
      message: `Look at this one (${i})`,
    }),
  },
];

/** What a page gave one of its forms: the key of its rendering, and the fallback challenge a visitor without JavaScript answers. */
export interface GivenForm {
  key: string;
  challenge: string;
}

const hidden = (form: string, name: string) =>
  new RegExp(`<input type="hidden" name="${name}" value="([^"]*)"`).exec(form)?.[1];

/** What the page's HTML gives the form named `name` (a detail page has several), or undefined when the page has no such form. */
export function givenForm(html: string, name: string): GivenForm | undefined {
  const forms = html.match(/<form\b[\s\S]*?<\/form>/g) ?? [];
  const form = forms.find((f) => hidden(f, "form_name") === name);
  const key = form && hidden(form, "form_key");
  const challenge = form && hidden(form, "challenge");
  return key && challenge ? { key, challenge } : undefined;
}

/**
 * Post number `i`'s body: its form's fields, the key its page gave it, the empty honeypot, and
 * the captcha as the visitor solved it (a Turnstile token with JavaScript, the challenge's
 * characters without).
 */
export function postBody(form: LoadForm, i: number, key: string, captcha: Record<string, string>): URLSearchParams {
  const body = new URLSearchParams();
  const fields = { ...form.fields(i), form_key: key, website_url: "", ...captcha };
  for (const [name, value] of Object.entries(fields))
    for (const item of Array.isArray(value) ? value : [value]) body.append(name, item);
  return body;
}
