/**
 * How an island's props travel in its markup. Most travel whole, as JSON in `data-props`; an
 * island whose markup already shows part of its props sends only the rest, and the browser reads
 * that part back from the markup before hydrating, so nothing is written twice in the page; one
 * whose props repeat themselves sends them shortened.
 */
import type { IslandName, IslandProps } from "./islands.ts";
import { packSearchBoxProps, unpackSearchBoxProps } from "../search/search-box-props.ts";
import { packSlideshowProps, unpackSlideshowProps } from "./slideshow-props.ts";
import { packFormProps, unpackFormProps } from "../forms/form-props.ts";

interface PropsInMarkup<Name extends IslandName> {
  /** What `data-props` carries: the props less what the markup shows. */
  pack(props: IslandProps<Name>): unknown;
  /** The props again, from what `data-props` carried and the island's server markup. */
  unpack(packed: unknown, island: Element): IslandProps<Name>;
}

/** A form island takes its form's view alone, whose markup shows part of it. */
const FORM = { pack: packFormProps, unpack: unpackFormProps };

const IN_MARKUP: { [Name in IslandName]?: PropsInMarkup<Name> } = {
  SearchBox: { pack: packSearchBoxProps, unpack: unpackSearchBoxProps },
  Slideshow: { pack: packSlideshowProps, unpack: unpackSlideshowProps },
  SiteContactForm: FORM,
  ValuationForm: FORM,
  DemandRegisterForm: FORM,
  NewsletterForm: FORM,
  JobApplicationForm: FORM,
  TestimonialForm: FORM,
  ListingQuestionForm: FORM,
  DocumentsRequestForm: FORM,
  SendToFriendForm: FORM,
  VisitForm: FORM,
  RentProfileForm: FORM,
  OfferForm: FORM,
};

/** The text of an island's `data-props`. */
export function serialiseIslandProps<Name extends IslandName>(name: Name, props: IslandProps<Name>): string {
  const inMarkup = IN_MARKUP[name] as PropsInMarkup<Name> | undefined;
  return JSON.stringify(inMarkup ? inMarkup.pack(props) : props);
}

/** An island's props, from its `data-props` and, for an island that sends only part, its markup. */
export function islandPropsFrom<Name extends IslandName>(
  name: Name,
  serialised: string | undefined,
  island: Element,
): IslandProps<Name> {
  const parsed: unknown = JSON.parse(serialised ?? "{}");
  const inMarkup = IN_MARKUP[name] as PropsInMarkup<Name> | undefined;
  return inMarkup ? inMarkup.unpack(parsed, island) : (parsed as IslandProps<Name>);
}
