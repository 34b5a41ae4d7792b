import type { LanguageLink } from "../model.ts";
import { Icon } from "../components/Icon.tsx";
import { useI18n } from "../i18n/context.tsx";
import { Flag } from "../components/Flag.tsx";

/**
 * Links to the same page in each enabled language. A native <details> disclosure, so
 * it opens without JavaScript; only rendered when more than one language is enabled.
 */
export function LanguageSwitcher({
  languages,
  variant,
  flags,
}: {
  languages: LanguageLink[];
  variant: "header" | "drawer";
  flags: boolean;
}) {
  const { t } = useI18n();
  if (languages.length < 2) return null;
  const current = languages.find((l) => l.current);
  const list = (
    <ul className="lang-switch__list">
      {languages.map((l) => (
        <li key={l.code}>
          <a href={l.href} lang={l.code} aria-current={l.current ? "true" : undefined}>
            {flags ? <Flag code={l.code} /> : null}
            <span aria-hidden="true">{l.code.toUpperCase()}</span>
            {l.label}
          </a>
        </li>
      ))}
    </ul>
  );
  if (variant === "drawer") {
    return (
      <nav className="lang-switch lang-switch--drawer" aria-label={t("nav.chooseLanguage")}>
        {list}
      </nav>
    );
  }
  return (
    <details className="lang-switch lang-switch--header">
      <summary className="lang-switch__summary">
        {flags && current ? <Flag code={current.code} /> : <Icon name="globe" />}
        <span>{current?.code.toUpperCase()}</span>
        {/* The visible code comes first in the accessible name (WCAG 2.5.3). */}
        <span className="visually-hidden">
          {" "}
          – {t("nav.chooseLanguage")}. {t("nav.currentLanguage", { name: current?.label ?? "" })}
        </span>
        <Icon name="chevron-down" className="lang-switch__chevron" />
      </summary>
      {list}
    </details>
  );
}
