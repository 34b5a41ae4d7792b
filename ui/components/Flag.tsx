import { useSpriteSymbol } from "./sprite.tsx";

/**
 * Small flags for the language switcher when the configuration asks for them (languageFlags).
 * Decorative: the language name is always written next to it.
 */
/** Three equal stripes, top to bottom or left to right; the first at 0, which a rect need not say. */
function tricolour(colours: [string, string, string], vertical: boolean) {
  return colours.map((fill, i) =>
    vertical ? (
      <rect key={fill} x={i ? i * 10 : undefined} width="10" height="20" fill={fill} />
    ) : (
      // A hundredth of overlap, so no hairline shows between stripes.
      <rect key={fill} y={[undefined, 6.66, 13.33][i]} width="30" height="6.68" fill={fill} />
    ),
  );
}

const FLAGS: Record<string, React.ReactNode> = {
  nl: tricolour(["#ae1c28", "#fff", "#21468b"], false),
  fr: tricolour(["#0055a4", "#fff", "#ef4135"], true),
  de: tricolour(["#000", "#dd0000", "#ffce00"], false),
  en: (
    <>
      <rect width="30" height="20" fill="#012169" />
      <path d="M0 0l30 20M30 0L0 20" stroke="#fff" strokeWidth="4" />
      <path d="M0 0l30 20M30 0L0 20" stroke="#c8102e" strokeWidth="1.6" />
      <path d="M15 0v20M0 10h30" stroke="#fff" strokeWidth="6" />
      <path d="M15 0v20M0 10h30" stroke="#c8102e" strokeWidth="3.4" />
    </>
  ),
};

export function Flag({ code }: { code: string }) {
  const flag = FLAGS[code];
  const id = `flag-${code}`;
  const shared = useSpriteSymbol(
    id,
    flag
      ? () => (
          <symbol key={id} id={id} viewBox="0 0 30 20">
            {flag}
          </symbol>
        )
      : undefined,
  );
  if (!flag) return null;
  return (
    // Sized by the stylesheet's .flag, which every first screen showing a flag inlines.
    <svg className="flag" viewBox={shared ? undefined : "0 0 30 20"} aria-hidden="true">
      {shared ? <use href={`#${id}`} /> : flag}
    </svg>
  );
}
