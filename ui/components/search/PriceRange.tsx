import { useLayoutEffect, useRef, type PointerEvent } from "react";
import { useI18n } from "../../i18n/context.tsx";
import {
  PRICE_SLIDER,
  nearestThumb,
  priceLabel,
  priceParam,
  setRange,
  snapPrice,
  type Goal,
  type PriceSelection,
  type PriceSliderRange,
} from "../../../shared/rules/price-range.ts";
import { PriceField } from "./PriceField.tsx";
import { ISLAND_ROOM } from "../../islands/room.ts";

export interface PriceRangeProps {
  /** Base of the element ids: `${id}-min`, `${id}-max` (text fields), `${id}-min-thumb`, `${id}-max-thumb`. */
  id: string;
  goal: Goal;
  value: PriceSelection;
  onChange(value: PriceSelection): void;
  /** False before JavaScript runs: two plain fields a GET form carries as `price-min` and `price-max`. */
  enhanced: boolean;
  /** The group's visible name ("Price"). */
  label: string;
}

/**
 * The search box's price range. Enhanced, it is a two-thumb slider with two
 * editable amounts and submits `price=min-max` like the search box's link, and only once
 * narrowed from the full range; before JavaScript, two plain fields where empty means no bound,
 * above the empty row the slider will take, so the box keeps its height when it is hydrated.
 */
export function PriceRange(props: PriceRangeProps) {
  return props.enhanced ? <EnhancedPriceRange {...props} /> : <PlainPriceRange {...props} />;
}

function PlainPriceRange({ id, goal, value, label }: PriceRangeProps) {
  const { t } = useI18n();
  const range = PRICE_SLIDER[goal];
  // The range's edges are no bound, so they are left empty (and show MIN and MAX).
  const min = value.min > range.min ? String(value.min) : "";
  const max = value.max < range.max ? String(value.max) : "";
  return (
    <fieldset className="price-range" id={id}>
      <legend className="price-range__legend">{label}</legend>
      <div className="price-range__fields">
        <label className="visually-hidden" htmlFor={`${id}-min`}>
          {t("priceRange.minimum")}
        </label>
        <input
          id={`${id}-min`}
          className="price-range__field"
          name="price-min"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder={t("priceRange.min")}
          defaultValue={min}
        />
        <span className="price-range__dash" aria-hidden="true">
          –
        </span>
        <label className="visually-hidden" htmlFor={`${id}-max`}>
          {t("priceRange.maximum")}
        </label>
        <input
          id={`${id}-max`}
          className="price-range__field"
          name="price-max"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder={t("priceRange.max")}
          defaultValue={max}
        />
      </div>
      {/* The slider's row, kept empty until the box is hydrated and draws the slider in it. */}
      <div className={`price-range__slider ${ISLAND_ROOM}`} aria-hidden="true" />
    </fieldset>
  );
}

function EnhancedPriceRange({ id, goal, value, onChange, label }: PriceRangeProps) {
  const { t } = useI18n();
  const range = PRICE_SLIDER[goal];
  const param = priceParam(value, goal);
  return (
    <fieldset className="price-range price-range--enhanced" id={id}>
      <legend className="price-range__legend">{label}</legend>
      <div className="price-range__fields">
        <PriceField
          id={`${id}-min`}
          which="min"
          value={value}
          range={range}
          onChange={onChange}
          name={t("priceRange.minimum")}
          placeholder={t("priceRange.min")}
        />
        <span className="price-range__dash" aria-hidden="true">
          –
        </span>
        <PriceField
          id={`${id}-max`}
          which="max"
          value={value}
          range={range}
          onChange={onChange}
          name={t("priceRange.maximum")}
          placeholder={t("priceRange.max")}
        />
      </div>
      <PriceSlider id={id} value={value} range={range} onChange={onChange} />
      {/* A plain submit of the surrounding form carries the same value as the search box's link. */}
      {param !== undefined && <input type="hidden" name="price" value={param} />}
    </fieldset>
  );
}

interface PriceSliderProps {
  id: string;
  value: PriceSelection;
  range: PriceSliderRange;
  onChange(value: PriceSelection): void;
}

/** Two native range inputs on one track, so each thumb keeps the browser's keyboard and screen reader support. */
function PriceSlider({ id, value, range, onChange }: PriceSliderProps) {
  const { t, lang } = useI18n();
  const slider = useRef<HTMLDivElement>(null);
  const from = percentOf(value.min, range);
  const to = percentOf(value.max, range);

  // The fill between the thumbs is placed through CSSOM: the CSP forbids style attributes.
  useLayoutEffect(() => {
    slider.current?.style.setProperty("--price-from", `${from}%`);
    slider.current?.style.setProperty("--price-to", `${to}%`);
  }, [from, to]);

  // A press on the track (not on a thumb) moves the nearer thumb there and gives it the focus.
  const onTrackPress = (event: PointerEvent<HTMLDivElement>) => {
    if (event.target instanceof HTMLInputElement || event.button !== 0) return;
    const track = event.currentTarget.querySelector(".price-range__track")?.getBoundingClientRect();
    if (!track || track.width === 0) return;
    const fraction = Math.min(1, Math.max(0, (event.clientX - track.left) / track.width));
    const pressed = snapPrice(range.min + fraction * (range.max - range.min), range);
    const which = nearestThumb(value, pressed);
    // Without this the press would go on to take the focus away from the thumb it gives it to.
    event.preventDefault();
    onChange(setRange(value, which, pressed, range));
    document.getElementById(`${id}-${which}-thumb`)?.focus();
  };

  // The thumbs can come within a step of each other; the one that can still move from there must be on top.
  const minOnTop = value.min > (range.min + range.max) / 2;
  return (
    <div className="price-range__slider" ref={slider} onPointerDown={onTrackPress}>
      <div className="price-range__track" aria-hidden="true">
        <div className="price-range__fill" />
      </div>
      {(["min", "max"] as const).map((which) => (
        <input
          key={which}
          id={`${id}-${which}-thumb`}
          className={`price-range__thumb price-range__thumb--${which}${which === "min" && minOnTop ? " price-range__thumb--on-top" : ""}`}
          type="range"
          min={range.min}
          max={range.max}
          step={range.step}
          value={value[which]}
          aria-label={t(which === "min" ? "priceRange.minimum" : "priceRange.maximum")}
          aria-valuetext={priceLabel(value[which], which, range, lang)}
          onChange={(event) => onChange(setRange(value, which, Number(event.currentTarget.value), range))}
        />
      ))}
    </div>
  );
}

function percentOf(amount: number, range: PriceSliderRange): number {
  const share = (amount - range.min) / (range.max - range.min);
  return Math.round(Math.min(1, Math.max(0, share)) * 10_000) / 100;
}
