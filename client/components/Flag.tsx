/**
 * Small flags for the language switcher when the configuration asks for them (languageFlags).
 * Decorative: the language name is always written next to it.
 */
const FLAGS: Record<string, React.ReactNode> = {
  nl: (
    <>
      <rect width="30" height="20" fill="#21468b" />
      <rect width="30" height="13.33" fill="#fff" />
      <rect width="30" height="6.67" fill="#ae1c28" />
    </>
  ),
  fr: (
    <>
      <rect width="30" height="20" fill="#ef4135" />
      <rect width="20" height="20" fill="#fff" />
      <rect width="10" height="20" fill="#0055a4" />
    </>
  ),
  de: (
    <>
      <rect width="30" height="20" fill="#ffce00" />
      <rect width="30" height="13.33" fill="#dd0000" />
      <rect width="30" height="6.67" fill="#000" />
    </>
  ),
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
  if (!flag) return null;
  return (
    <svg className="flag" viewBox="0 0 30 20" width="21" height="14" aria-hidden="true" focusable="false">
      {flag}
    </svg>
  );
}
