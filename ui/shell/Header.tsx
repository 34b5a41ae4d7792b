import type { LanguageLink, MenuItemView, ShellView } from "../model.ts";
import { Icon } from "../components/Icon.tsx";
import { SmartLink } from "../components/SmartLink.tsx";
import { useI18n } from "../i18n/context.tsx";
import { LanguageSwitcher } from "./LanguageSwitcher.tsx";
import { usePart } from "../parts.tsx";

import { DRAWER_TOGGLE_ID } from "./ids.ts";

function MenuList({ items, className, depth = 0 }: { items: MenuItemView[]; className: string; depth?: number }) {
  return (
    <ul className={className}>
      {items.map((item, i) => (
        <li
          key={i}
          className={
            [item.children.length ? "menu__item--parent" : "", item.current ? "menu__item--current" : ""]
              .filter(Boolean)
              .join(" ") || undefined
          }
        >
          <SmartLink href={item.href} external={item.external} current={item.current}>
            {item.label}
          </SmartLink>
          {item.children.length > 0 && depth < 2 ? (
            <MenuList items={item.children} className="menu__sub" depth={depth + 1} />
          ) : null}
        </li>
      ))}
    </ul>
  );
}

interface ActionsProps {
  languages: LanguageLink[];
  flags: boolean;
  valuationHref: string;
}

/** The row's language switcher, free-valuation button and the drawer's toggle. */
function HeaderActions({ languages, flags, valuationHref }: ActionsProps) {
  const { t } = useI18n();
  return (
    <>
      <LanguageSwitcher languages={languages} variant="header" flags={flags} />
      <a className="button button--accent header__cta" href={valuationHref}>
        {t("nav.freeEvaluation")}
      </a>
      <label htmlFor={DRAWER_TOGGLE_ID} className="header__burger">
        <Icon name="menu" className="header__burger-open" />
        <Icon name="close" className="header__burger-close" />
        <span className="visually-hidden">{t("nav.openMenu")}</span>
      </label>
    </>
  );
}

/**
 * The menu, then what only the drawer adds to it: the free-valuation button, the language
 * switcher and a button that closes it. On desktop the menu alone shows, as the header's second
 * row; below, all of it is the drawer's panel.
 */
function Navigation({ items, languages, flags, valuationHref }: ActionsProps & { items: MenuItemView[] }) {
  const { t } = useI18n();
  return (
    <>
      <MenuList items={items} className="menu" />
      <a className="button button--accent drawer__cta" href={valuationHref}>
        {t("nav.freeEvaluation")}
      </a>
      <LanguageSwitcher languages={languages} variant="drawer" flags={flags} />
      <label htmlFor={DRAWER_TOGGLE_ID} className="drawer__close">
        <Icon name="close" />
        <span>{t("nav.closeMenu")}</span>
      </label>
    </>
  );
}

/**
 * The header: logo (left, centre or right), the configured menu, the language switcher and the
 * free-valuation button. The menu is written once: on desktop it is the header's second row;
 * below the large breakpoint the same element is a drawer toggled by a checkbox, so it opens
 * without JavaScript; CSS locks body scroll while it is open. The drawer's language switcher and
 * valuation button are its own: on tablets the row shows theirs while the drawer is open.
 *
 * The header's row and the drawer are one navigation landmark, the main menu.
 *
 * The logo stays out of the page's parts (ui/parts.tsx): React preloads an image it renders that
 * is not lazy, ahead of the page's styles.
 */
export function Header({ shell, overBanner }: { shell: ShellView; overBanner: boolean }) {
  const { t } = useI18n();
  const { logo } = shell;
  const actions = { languages: shell.languages, flags: shell.languageFlags, valuationHref: shell.valuationHref };
  const navigation = usePart("navigation", Navigation, { items: shell.menu, ...actions });
  const headerActions = usePart("header-actions", HeaderActions, actions);
  return (
    <nav aria-label={t("nav.mainMenu")}>
      <input
        type="checkbox"
        id={DRAWER_TOGGLE_ID}
        className="drawer-toggle"
        aria-controls="drawer"
        aria-label={t("nav.openMenu")}
      />
      <div
        className={`header header--logo-${logo.position} header--menu-${shell.menuPosition}${overBanner ? " header--over-banner" : ""}`}
        data-header=""
        data-scrolled="false"
      >
        <div className="container header__inner">
          <a className="header__logo" href={shell.homeHref}>
            <img className="logo logo--default" src={logo.src} alt={logo.alt} width={logo.width} height={logo.height} />
            {overBanner ? (
              <img
                className="logo logo--inverse"
                src={logo.inverseSrc}
                alt={logo.alt}
                width={logo.width}
                height={logo.height}
              />
            ) : null}
          </a>
          <div className="nav" id="drawer" {...navigation} />
          <div className="header__actions" {...headerActions} />
        </div>
      </div>
      {/* A click beside the drawer closes it; the drawer's own button says so in words. */}
      <label htmlFor={DRAWER_TOGGLE_ID} className="drawer__backdrop" />
    </nav>
  );
}
