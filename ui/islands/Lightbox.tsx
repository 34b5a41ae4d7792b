/**
 * Full-screen photo viewer opened from the slideshow. A modal dialog with a label and a "3 / 8"
 * counter; the arrow keys move, Escape closes, Tab stays inside, and focus goes back to the
 * photo when it closes (the slideshow does that in onClose).
 */
import { useEffect, useRef, type KeyboardEvent } from "react";
import { useI18n } from "../i18n/context.tsx";
import { photoSrc, srcSet } from "../../shared/rules/images.ts";
import type { DetailPhoto } from "../catalogue/detail/model.ts";

export interface LightboxProps {
  photos: DetailPhoto[];
  index: number;
  onIndex: (index: number) => void;
  onClose: () => void;
}

const FOCUSABLE = "button, [href], [tabindex]:not([tabindex='-1'])";

export function Lightbox({ photos, index, onIndex, onClose }: LightboxProps) {
  const { t } = useI18n();
  const dialog = useRef<HTMLDialogElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const count = photos.length;
  const photo = photos[index]!;
  const move = (step: number) => onIndex((index + step + count) % count);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    // showModal makes the rest of the page inert and puts the dialog in the top layer.
    if (!element.open) element.showModal();
    closeButton.current?.focus();
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = "hidden";
    return () => {
      root.style.overflow = overflow;
      if (element.open) element.close();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === "ArrowRight") {
      event.preventDefault();
      move(1);
    } else if (event.key === "ArrowLeft") {
      event.preventDefault();
      move(-1);
    } else if (event.key === "Escape") {
      event.preventDefault();
      onClose();
    } else if (event.key === "Tab") {
      // The dialog is modal: Tab and Shift+Tab go round its own controls.
      const items = [...(dialog.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])];
      const first = items[0];
      const last = items.at(-1);
      if (!first || !last) return;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    }
  };

  return (
    <dialog
      ref={dialog}
      className="lightbox"
      aria-modal="true"
      aria-label={t("listing.gallery.lightbox")}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <figure className="lightbox__figure">
        <img
          key={index}
          className="lightbox__image"
          src={photo.url_1360 ?? photoSrc(photo, 1360)}
          srcSet={srcSet(photo) || undefined}
          sizes="100vw"
          width={photo.width ?? 1920}
          height={photo.height ?? 1280}
          alt={photo.alt}
        />
        <figcaption className="lightbox__caption">
          <span className="lightbox__counter" aria-live="polite">
            {index + 1} / {count}
          </span>
          <span className="lightbox__alt">{photo.alt}</span>
        </figcaption>
      </figure>
      {count > 1 ? (
        <>
          <button
            type="button"
            className="lightbox__button lightbox__button--prev"
            onClick={() => move(-1)}
            aria-label={t("listing.gallery.previous")}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <button
            type="button"
            className="lightbox__button lightbox__button--next"
            onClick={() => move(1)}
            aria-label={t("listing.gallery.next")}
          >
            <span aria-hidden="true">›</span>
          </button>
        </>
      ) : null}
      <button
        ref={closeButton}
        type="button"
        className="lightbox__button lightbox__button--close"
        onClick={onClose}
        aria-label={t("listing.gallery.close")}
      >
        <span aria-hidden="true">×</span>
      </button>
    </dialog>
  );
}
