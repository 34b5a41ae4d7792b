/**
 * Every island the client can hydrate, each loaded as its own chunk only when a page has it.
 */
import type { ComponentType } from "react";

export const ISLANDS = {
  BannerGallery: () =>
    import("../../ui/islands/BannerGallery.tsx").then(
      (m) => m.BannerGallery as unknown as ComponentType<Record<string, unknown>>,
    ),
  // The lightbox is part of the slideshow's chunk: it opens from the slideshow's photos.
  Slideshow: () =>
    import("../../ui/islands/Slideshow.tsx").then(
      (m) => m.Slideshow as unknown as ComponentType<Record<string, unknown>>,
    ),
  SiteContactForm: () =>
    import("../../ui/forms/SiteContactForm.tsx").then(
      (m) => m.SiteContactForm as unknown as ComponentType<Record<string, unknown>>,
    ),
  ValuationForm: () =>
    import("../../ui/forms/ValuationForm.tsx").then(
      (m) => m.ValuationForm as unknown as ComponentType<Record<string, unknown>>,
    ),
  DemandRegisterForm: () =>
    import("../../ui/forms/DemandRegisterForm.tsx").then(
      (m) => m.DemandRegisterForm as unknown as ComponentType<Record<string, unknown>>,
    ),
  NewsletterForm: () =>
    import("../../ui/forms/NewsletterForm.tsx").then(
      (m) => m.NewsletterForm as unknown as ComponentType<Record<string, unknown>>,
    ),
  JobApplicationForm: () =>
    import("../../ui/forms/JobApplicationForm.tsx").then(
      (m) => m.JobApplicationForm as unknown as ComponentType<Record<string, unknown>>,
    ),
  TestimonialForm: () =>
    import("../../ui/forms/TestimonialForm.tsx").then(
      (m) => m.TestimonialForm as unknown as ComponentType<Record<string, unknown>>,
    ),
  ListingQuestionForm: () =>
    import("../../ui/forms/ListingQuestionForm.tsx").then(
      (m) => m.ListingQuestionForm as unknown as ComponentType<Record<string, unknown>>,
    ),
  DocumentsRequestForm: () =>
    import("../../ui/forms/DocumentsRequestForm.tsx").then(
      (m) => m.DocumentsRequestForm as unknown as ComponentType<Record<string, unknown>>,
    ),
  SendToFriendForm: () =>
    import("../../ui/forms/SendToFriendForm.tsx").then(
      (m) => m.SendToFriendForm as unknown as ComponentType<Record<string, unknown>>,
    ),
  VisitForm: () =>
    import("../../ui/forms/VisitForm.tsx").then(
      (m) => m.VisitForm as unknown as ComponentType<Record<string, unknown>>,
    ),
  RentProfileForm: () =>
    import("../../ui/forms/RentProfileForm.tsx").then(
      (m) => m.RentProfileForm as unknown as ComponentType<Record<string, unknown>>,
    ),
  OfferForm: () =>
    import("../../ui/forms/OfferForm.tsx").then(
      (m) => m.OfferForm as unknown as ComponentType<Record<string, unknown>>,
    ),
  SearchBox: () =>
    import("../../ui/search/SearchBox.tsx").then(
      (m) => m.SearchBox as unknown as ComponentType<Record<string, unknown>>,
    ),
} as const;

export type IslandName = keyof typeof ISLANDS;
