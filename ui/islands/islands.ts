/**
 * Every island a page can hold, by the name its markup carries. The props of each are its
 * component's own, so a page that passes an island the wrong props does not compile; the client
 * (client/islands/registry.ts) loads each by this name.
 */
import type { ComponentProps } from "react";
import type { BannerGallery } from "./BannerGallery.tsx";
import type { Slideshow } from "./Slideshow.tsx";
import type { SearchBox } from "../search/SearchBox.tsx";
import type { SiteContactForm } from "../forms/SiteContactForm.tsx";
import type { ValuationForm } from "../forms/ValuationForm.tsx";
import type { DemandRegisterForm } from "../forms/DemandRegisterForm.tsx";
import type { NewsletterForm } from "../forms/NewsletterForm.tsx";
import type { JobApplicationForm } from "../forms/JobApplicationForm.tsx";
import type { TestimonialForm } from "../forms/TestimonialForm.tsx";
import type { ListingQuestionForm } from "../forms/ListingQuestionForm.tsx";
import type { DocumentsRequestForm } from "../forms/DocumentsRequestForm.tsx";
import type { SendToFriendForm } from "../forms/SendToFriendForm.tsx";
import type { VisitForm } from "../forms/VisitForm.tsx";
import type { RentProfileForm } from "../forms/RentProfileForm.tsx";
import type { OfferForm } from "../forms/OfferForm.tsx";

export interface Islands {
  BannerGallery: typeof BannerGallery;
  // The lightbox is part of the slideshow's island: it opens from the slideshow's photos.
  Slideshow: typeof Slideshow;
  SearchBox: typeof SearchBox;
  SiteContactForm: typeof SiteContactForm;
  ValuationForm: typeof ValuationForm;
  DemandRegisterForm: typeof DemandRegisterForm;
  NewsletterForm: typeof NewsletterForm;
  JobApplicationForm: typeof JobApplicationForm;
  TestimonialForm: typeof TestimonialForm;
  ListingQuestionForm: typeof ListingQuestionForm;
  DocumentsRequestForm: typeof DocumentsRequestForm;
  SendToFriendForm: typeof SendToFriendForm;
  VisitForm: typeof VisitForm;
  RentProfileForm: typeof RentProfileForm;
  OfferForm: typeof OfferForm;
}

export type IslandName = keyof Islands;

/** The props an island's component takes, serialised into its markup for hydration. */
export type IslandProps<Name extends IslandName> = ComponentProps<Islands[Name]>;
