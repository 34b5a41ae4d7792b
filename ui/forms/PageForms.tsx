/**
 * The forms a page shows below its content, each in the island its definition names
 * (shared/forms/forms.ts), so a page (a form page, a listing's detail page) only passes its forms.
 */
import type { ComponentType } from "react";
import type { FormIslandName } from "../../shared/forms/forms.ts";
import { Island, type IslandWaking } from "../islands/Island.tsx";
import type { IslandProps } from "../islands/islands.ts";
import type { FormView } from "./model.ts";
import { SiteContactForm } from "./SiteContactForm.tsx";
import { ValuationForm } from "./ValuationForm.tsx";
import { TestimonialForm } from "./TestimonialForm.tsx";
import { DemandRegisterForm } from "./DemandRegisterForm.tsx";
import { NewsletterForm } from "./NewsletterForm.tsx";
import { JobApplicationForm } from "./JobApplicationForm.tsx";
import { ListingQuestionForm } from "./ListingQuestionForm.tsx";
import { DocumentsRequestForm } from "./DocumentsRequestForm.tsx";
import { SendToFriendForm } from "./SendToFriendForm.tsx";
import { VisitForm } from "./VisitForm.tsx";
import { RentProfileForm } from "./RentProfileForm.tsx";
import { OfferForm } from "./OfferForm.tsx";

/** The component of every island a form names; a form naming an island missing here does not compile. */
export const FORM_ISLANDS: { [Name in FormIslandName]: ComponentType<IslandProps<Name>> } = {
  SiteContactForm,
  ValuationForm,
  TestimonialForm,
  DemandRegisterForm,
  NewsletterForm,
  JobApplicationForm,
  ListingQuestionForm,
  DocumentsRequestForm,
  SendToFriendForm,
  VisitForm,
  RentProfileForm,
  OfferForm,
};

/** One form in its island; a form without an island is a programming error caught by tests. */
export function FormIsland({ view, hydrate }: { view: FormView; hydrate?: IslandWaking }) {
  const { island } = view;
  if (!island) throw new Error(`no island renders the form ${view.name}`);
  return <Island name={island} component={FORM_ISLANDS[island]} props={{ view }} hydrate={hydrate} />;
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
