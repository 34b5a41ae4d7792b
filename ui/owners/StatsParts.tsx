/**
 * Pieces the owner's pages share: the bar with the greeting, the portal's navigation and the
 * logout button (a plain POST form to the login page), a property's four figures, and the number
 * of active searches it fits.
 */
import { useI18n } from "../i18n/context.tsx";
import type { Translate } from "../../shared/i18n/translate.ts";
import { formatNumber } from "../../shared/rules/locale.ts";
import type { OwnedProperty, VisitFigures } from "./stats-model.ts";
import type { PortalPage, PortalPageName } from "./model.ts";

const NAV: readonly PortalPageName[] = ["dashboard", "password", "sessions", "twoStep"];

export function PortalBar({ page }: { page: PortalPage }) {
  const { t } = useI18n();
  const { ownerName, logoutAction, nav } = page;
  return (
    <div className="owner-portal__bar">
      <p className="owner-portal__greeting">{t("owners.stats.greeting", { name: ownerName })}</p>
      <nav className="owner-portal__nav" aria-label={t("owners.account.nav.label")}>
        <ul>
          {NAV.map((name) => (
            <li key={name}>
              <a href={nav.links[name]} aria-current={nav.current === name ? "page" : undefined}>
                {t(`owners.account.nav.${name}`)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <form method="post" action={logoutAction} className="owner-portal__logout">
        <input type="hidden" name="action" value="logout" />
        <button type="submit" className="button button--ghost-dark">
          {t("owners.stats.logout")}
        </button>
      </form>
    </div>
  );
}

const FIGURES: (keyof VisitFigures)[] = ["today", "week", "month", "total"];

export function Figures({ figures }: { figures: VisitFigures }) {
  const { t, lang } = useI18n();
  return (
    <dl className="owner-figures">
      {FIGURES.map((key) => (
        <div key={key} className={`owner-figures__item owner-figures__item--${key}`} data-figure={key}>
          <dt>{t(`owners.stats.figures.${key}`)}</dt>
          <dd>{formatNumber(figures[key], lang, 0)}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * "Active searches that match: 3"; nothing for a property without the figure (not available). The
 * figure is a count only: the page never receives anything about the demands themselves.
 */
export function MatchingDemands({ count }: { count: number | undefined }) {
  const { t, lang } = useI18n();
  if (count === undefined) return null;
  return (
    <p className="owner-property__demands" data-demands={count}>
      {t("owners.stats.demands.count", { count: formatNumber(count, lang, 0) })}
    </p>
  );
}

/** The listing's title, or "Property 20417" when the catalogue no longer has it. */
export function propertyTitle(t: Translate, property: OwnedProperty): string {
  return property.title ?? t("owners.stats.offlineTitle", { reference: property.reference });
}

/** Reference and status under a property's title. */
export function PropertyFacts({ property }: { property: OwnedProperty }) {
  const { t } = useI18n();
  return (
    <p className="owner-property__facts">
      <span>{t("owners.stats.reference", { reference: property.reference })}</span>
      <span className={`owner-property__status owner-property__status--${property.status}`}>
        {property.status === "offline" ? t("owners.stats.offline") : t(`card.status.${property.status}`)}
      </span>
    </p>
  );
}
