/**
 * Loads the Turnstile script only on pages with a captcha, and only once the visitor is heading
 * for the form (first focus inside it, or the widget scrolling into view): most visitors of a
 * listing page never send its form, and the script is not small. Widgets are rendered explicitly
 * once the script has loaded. If it cannot load (blocked, offline), the fallback challenge the
 * page carries in <noscript> is put in its place, so the form can still be sent.
 */

interface TurnstileApi {
  render(container: HTMLElement, options: { sitekey: string; language?: string }): unknown;
}

/** The script URL with explicit rendering: the widgets are rendered by this module, not on load. */
export function explicitScriptUrl(scriptUrl: string, base: string): string {
  const url = new URL(scriptUrl, base);
  url.searchParams.set("render", "explicit");
  return url.href;
}

function showFallbacks(captchas: HTMLElement[]): void {
  for (const captcha of captchas) {
    const noscript = captcha.querySelector("noscript");
    // The noscript's text is the server's own fallback markup, never anything a visitor wrote.
    if (noscript?.textContent) noscript.insertAdjacentHTML("afterend", noscript.textContent);
    captcha.querySelector(".cf-turnstile")?.remove();
  }
}

export function wireCaptchas(): void {
  const captchas = [...document.querySelectorAll<HTMLElement>("[data-captcha]")];
  const scriptUrl = captchas[0]?.dataset.captcha;
  if (!scriptUrl) return;

  let started = false;
  const watcher =
    "IntersectionObserver" in window
      ? new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && load(), { rootMargin: "200px" })
      : null;
  const areas = captchas.map((captcha) => captcha.closest("form") ?? captcha);

  function load(): void {
    if (started) return;
    started = true;
    watcher?.disconnect();
    for (const area of areas) area.removeEventListener("focusin", load);
    const script = document.createElement("script");
    script.src = explicitScriptUrl(scriptUrl!, location.href);
    script.async = true;
    // The page's CSP nonce, for browsers that do not honour 'strict-dynamic'.
    const nonce = document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce;
    if (nonce) script.nonce = nonce;
    script.addEventListener("load", () => {
      const turnstile = (window as unknown as { turnstile?: TurnstileApi }).turnstile;
      if (!turnstile) return showFallbacks(captchas);
      for (const widget of document.querySelectorAll<HTMLElement>("[data-captcha] .cf-turnstile[data-sitekey]")) {
        turnstile.render(widget, { sitekey: widget.dataset.sitekey!, language: widget.dataset.language });
      }
    });
    script.addEventListener("error", () => showFallbacks(captchas));
    document.head.appendChild(script);
  }

  for (const area of areas) area.addEventListener("focusin", load);
  for (const captcha of captchas) watcher?.observe(captcha);
  // The visitor's focus in a form may be what started this script (client/starter.ts): it came
  // before the listener, so a form already holding the focus loads the widget at once.
  if (areas.some((area) => area.matches(":focus-within"))) load();
}
