/**
 * Signs that a visitor is about to use a part of the page: the first pointer down, focus or key
 * inside it, or a mouse coming over it (a visitor about to click). Islands wake on them
 * (decision 077), and so does the live map behind a map's drawn preview (decision 082). Touch
 * passing over a part is no sign: a finger only touches what it means to.
 */
export function whenReachedFor(element: HTMLElement, reached: () => void): void {
  let done = false;
  const reach = () => {
    if (done) return;
    done = true;
    reached();
  };
  for (const type of ["pointerdown", "focusin", "keydown"]) element.addEventListener(type, reach, { once: true });
  element.addEventListener("pointerover", (event) => {
    if (event.pointerType === "mouse") reach();
  });
}
