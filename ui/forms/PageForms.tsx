/**
 * The forms a page shows below its content, each as its island. One table says which island
 * renders which form, so a page (a form page, a listing's detail page) only passes its forms.
 */
import type { ComponentType } from "react";
import { Island } from "../islands/Island.tsx";
import type { IslandName } from "../../client/islands/registry.ts";
import type { FormView } from "./model.ts";
import { ValuationForm } from "./ValuationForm.tsx";
import { DemandRegisterForm } from "./DemandRegisterForm.tsx";
import { NewsletterForm } from "./NewsletterForm.tsx";
import { JobApplicationForm } from "./JobApplicationForm.tsx";
import { ListingQuestionForm } from "./ListingQuestionForm.tsx";
import { DocumentsRequestForm } from "./DocumentsRequestForm.tsx";
import { SendToFriendForm } from "./SendToFriendForm.tsx";
import { VisitForm } from "./VisitForm.tsx";
import { RentProfileForm } from "./RentProfileForm.tsx";
import { OfferForm } from "./OfferForm.tsx";

type FormIsland = { island: IslandName; component: ComponentType<{ view: FormView }> };

/** Form name (SPEC §2) → the island that renders it. */
export const FORM_ISLANDS: Record<string, FormIsland> = {
  "contact-appointment": { island: "VisitForm", component: VisitForm },
  "contact-demand": { island: "ValuationForm", component: ValuationForm },
  "demand-register": { island: "DemandRegisterForm", component: DemandRegisterForm },
  "sign-newsletter": { island: "NewsletterForm", component: NewsletterForm },
  "contact-job": { island: "JobApplicationForm", component: JobApplicationForm },
  "contact-me": { island: "ListingQuestionForm", component: ListingQuestionForm },
  "contact-construction": { island: "ListingQuestionForm", component: ListingQuestionForm },
  "contact-documents": { island: "DocumentsRequestForm", component: DocumentsRequestForm },
  "send-to-friend": { island: "SendToFriendForm", component: SendToFriendForm },
  "rent-profile": { island: "RentProfileForm", component: RentProfileForm },
  "offer-to-buy": { island: "OfferForm", component: OfferForm },
};

/** One form in its island; a form without an island is a programming error caught by tests. */
export function FormIsland({ view, hydrate }: { view: FormView; hydrate?: "idle" | "visible" | "interaction" }) {
  const entry = FORM_ISLANDS[view.name];
  if (!entry) throw new Error(`no island renders the form ${view.name}`);
  return <Island name={entry.island} component={entry.component} props={{ view }} hydrate={hydrate ?? "idle"} />;
}

/** A form page's forms, each in its own block below the page's text. */
export function PageForms({ forms }: { forms: readonly FormView[] }) {
  if (forms.length === 0) return null;
  return (
    <>
      {forms.map((view) => (
        <div key={view.name} className="container page-form" id={`form-${view.name}`}>
          <FormIsland view={view} />
        </div>
      ))}
    </>
  );
}
