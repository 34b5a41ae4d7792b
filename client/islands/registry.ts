/**
 * Where the browser loads each island from (ui/islands/islands.ts names them and types their
 * props), each as its own chunk, only when a page has it.
 */
import type { ComponentType } from "react";
import type { IslandName, IslandProps } from "../../ui/islands/islands.ts";

type IslandLoaders = { [Name in IslandName]: () => Promise<ComponentType<IslandProps<Name>>> };

export const ISLANDS: IslandLoaders = {
  BannerGallery: () => import("../../ui/islands/BannerGallery.tsx").then((m) => m.BannerGallery),
  // The lightbox is part of the slideshow's chunk: it opens from the slideshow's photos.
  Slideshow: () => import("../../ui/islands/Slideshow.tsx").then((m) => m.Slideshow),
  SiteContactForm: () => import("../../ui/forms/SiteContactForm.tsx").then((m) => m.SiteContactForm),
  ValuationForm: () => import("../../ui/forms/ValuationForm.tsx").then((m) => m.ValuationForm),
  DemandRegisterForm: () => import("../../ui/forms/DemandRegisterForm.tsx").then((m) => m.DemandRegisterForm),
  NewsletterForm: () => import("../../ui/forms/NewsletterForm.tsx").then((m) => m.NewsletterForm),
  JobApplicationForm: () => import("../../ui/forms/JobApplicationForm.tsx").then((m) => m.JobApplicationForm),
  TestimonialForm: () => import("../../ui/forms/TestimonialForm.tsx").then((m) => m.TestimonialForm),
  ListingQuestionForm: () => import("../../ui/forms/ListingQuestionForm.tsx").then((m) => m.ListingQuestionForm),
  DocumentsRequestForm: () => import("../../ui/forms/DocumentsRequestForm.tsx").then((m) => m.DocumentsRequestForm),
  SendToFriendForm: () => import("../../ui/forms/SendToFriendForm.tsx").then((m) => m.SendToFriendForm),
  VisitForm: () => import("../../ui/forms/VisitForm.tsx").then((m) => m.VisitForm),
  RentProfileForm: () => import("../../ui/forms/RentProfileForm.tsx").then((m) => m.RentProfileForm),
  OfferForm: () => import("../../ui/forms/OfferForm.tsx").then((m) => m.OfferForm),
  SearchBox: () => import("../../ui/search/SearchBox.tsx").then((m) => m.SearchBox),
};

/** Whether a page's `data-island` names an island this client can load. */
export function isIslandName(name: string | undefined): name is IslandName {
  return name !== undefined && Object.hasOwn(ISLANDS, name);
}
