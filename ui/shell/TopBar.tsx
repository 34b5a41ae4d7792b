import type { LinkView } from "../model.ts";
import { Icon } from "../components/Icon.tsx";
import { SmartLink } from "../components/SmartLink.tsx";
import { useI18n } from "../i18n/context.tsx";
import { usePart } from "../parts.tsx";

function TopBarLinks({ links, side }: { links: LinkView[]; side: "left" | "right" }) {
  return (
    <ul className="topbar__links">
      {links.map((link, i) => (
        <li key={i}>
          <SmartLink
            href={link.href}
            external={link.external}
            className={`topbar__link${link.color ? ` topbar__link--c${i}-${side}` : ""}`}
          >
            {link.icon ? <Icon name={link.icon} /> : null}
            <span>{link.label}</span>
          </SmartLink>
        </li>
      ))}
    </ul>
  );
}

function TopBarLinkLists({ left, right }: { left: LinkView[]; right: LinkView[] }) {
  return (
    <div className="container topbar__inner">
      <TopBarLinks links={left} side="left" />
      <TopBarLinks links={right} side="right" />
    </div>
  );
}

export function TopBar({ left, right }: { left: LinkView[]; right: LinkView[] }) {
  const { t } = useI18n();
  return (
    <nav
      className="topbar"
      aria-label={t("nav.quickLinks")}
      {...usePart("top-bar", TopBarLinkLists, { left, right })}
    />
  );
}
