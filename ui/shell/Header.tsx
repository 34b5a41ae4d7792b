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
          className={`menu__item${item.children.length ? " menu__item--parent" : ""}${item.current ? " menu__item--current" : ""}`}
        >
          <SmartLink href={item.href} external={item.external} current={item.current} className="menu__link">
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

/** The row's menu. */
function HeaderMenu({ items }: { items: MenuItemView[] }) {
  return <MenuList items={items} className="menu menu--header" />;
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

/** The drawer: the menu, the free-valuation button and the language switcher. */
function Drawer({ items, languages, flags, valuationHref }: ActionsProps & { items: MenuItemView[] }) {
  const { t } = useI18n();
  return (
    <>
      {/* A click beside the panel closes it; the panel's own button says so in words. */}
      <label htmlFor={DRAWER_TOGGLE_ID} className="drawer__backdrop" />
      <div className="drawer__panel">
        <MenuList items={items} className="menu menu--drawer" />
        <a className="button button--accent drawer__cta" href={valuationHref}>
          {t("nav.freeEvaluation")}
        </a>
        <LanguageSwitcher languages={languages} variant="drawer" flags={flags} />
        <label htmlFor={DRAWER_TOGGLE_ID} className="drawer__close">
          <Icon name="close" />
          <span>{t("nav.closeMenu")}</span>
        </label>
      </div>
    </>
  );
}

/**
 * The header: logo (left, centre or right), the configured menu, the language switcher and the
 * free-valuation button. Below the large breakpoint the menu lives in a drawer toggled by a
 * checkbox, so it opens without JavaScript; CSS locks body scroll while it is open.
 *
 * The header's row and the drawer are one navigation landmark, the main menu: the menu is in the
 * markup twice (the row's and the drawer's), but only one of them shows at any width, and a
 * screen reader's list of landmarks names the main menu once.
 *
 * The logo stays out of the page's parts (ui/parts.tsx): React preloads an image it renders that
 * is not lazy, ahead of the page's styles.
 */
export function Header({ shell, overBanner }: { shell: ShellView; overBanner: boolean }) {
  const { t } = useI18n();
  const { logo } = shell;
  const actions = { languages: shell.languages, flags: shell.languageFlags, valuationHref: shell.valuationHref };
  const menu = usePart("header-menu", HeaderMenu, { items: shell.menu });
  const headerActions = usePart("header-actions", HeaderActions, actions);
  const drawer = usePart("drawer", Drawer, { items: shell.menu, ...actions });
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
          <div className="nav" {...menu} />
          <div className="header__actions" {...headerActions} />
        </div>
      </div>
      <div className="drawer" id="drawer" {...drawer} />
    </nav>
  );
}
