import type { ReactNode } from "react";
import { useI18n } from "../i18n/context.tsx";

/**
 * A link that opens external targets (another host, tel:, mailto:) in a new tab with
 * rel="noopener noreferrer" and says so to screen readers. Internal links are plain
 * anchors; the speculation rules in the document prefetch them.
 */
export function SmartLink({
  href,
  external,
  className,
  children,
  current,
  lang,
}: {
  href: string;
  external: boolean;
  className?: string;
  children: ReactNode;
  current?: boolean;
  lang?: string;
}) {
  const { t } = useI18n();
  const newTab = external && !/^(tel|mailto):/i.test(href);
  return (
    <a
      href={href || "/"}
      className={className}
      aria-current={current ? "page" : undefined}
      lang={lang}
      {...(newTab ? { target: "_blank", rel: "noopener noreferrer" } : {})}
    >
      {children}
      {newTab ? <span className="visually-hidden">{` (${t("nav.externalLink")})`}</span> : null}
    </a>
  );
}
