/**
 * schema.org BreadcrumbList of an inner page, from the breadcrumb the page shows: home first, the
 * page itself last, every item an absolute URL.
 */

export interface BreadcrumbStep {
  label: string;
  /** Root-relative path; empty for the current page (the trail shows it as text). */
  href: string;
}

/**
 * @param pageUrl the page's own absolute URL, used for the last step and for any step without a
 *   path of its own.
 */
export function breadcrumbJsonLd(
  steps: readonly BreadcrumbStep[],
  origin: string,
  pageUrl: string,
): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: steps.map((step, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: step.label,
      item: i === steps.length - 1 || !step.href ? pageUrl : new URL(step.href, origin).href,
    })),
  };
}
