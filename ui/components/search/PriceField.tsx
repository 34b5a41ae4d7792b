import { useState, type KeyboardEvent } from "react";
import { useI18n } from "../../i18n/context.tsx";
import {
  acceptsPriceKey,
  digitsOnly,
  parseTypedMax,
  parseTypedMin,
  priceLabel,
  type PriceSelection,
  type PriceSliderRange,
} from "../../../shared/rules/price-range.ts";

interface PriceFieldProps {
  id: string;
  which: "min" | "max";
  value: PriceSelection;
  range: PriceSliderRange;
  onChange(value: PriceSelection): void;
  /** Accessible name ("Minimum price"). */
  name: string;
  /** Shown while the range is untouched ("MIN", "MAX"). */
  placeholder: string;
}

/**
 * One editable amount of the price range. It reads as a formatted amount; while it has
 * the focus it holds the plain digits being typed, which are read on Enter or when it loses the
 * focus: an amount past the other bound or the range's edge goes back to the edge.
 */
export function PriceField({ id, which, value, range, onChange, name, placeholder }: PriceFieldProps) {
  const { lang } = useI18n();
  // The digits being typed; null while the field shows the formatted amount.
  const [draft, setDraft] = useState<string | null>(null);
  const amount = value[which];
  // MIN and MAX while the range is untouched; once narrowed both read as amounts, the
  // maximum with a plus sign at the range's top ("€ 3.000.000+").
  const untouched = value.min <= range.min && value.max >= range.max;
  const shown = draft ?? (untouched ? "" : priceLabel(amount, which, range, lang));

  // Only typed text is read: the rule resets a minimum equal to the maximum, which the slider
  // allows, so merely passing through the field must not apply it.
  const commit = (text: string): PriceSelection => {
    if (text === editable(amount, which, range)) return value;
    const next = which === "min" ? parseTypedMin(text, value, range) : parseTypedMax(text, value, range);
    if (next.min !== value.min || next.max !== value.max) onChange(next);
    return next;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    if (event.key === "Enter") {
      // Enter applies the amount; it must not submit the search before the visitor sees it.
      event.preventDefault();
      const next = draft === null ? value : commit(draft);
      setDraft(editable(next[which], which, range));
    } else if (!acceptsPriceKey(event.key, event)) {
      event.preventDefault();
    }
  };

  return (
    <>
      <label className="visually-hidden" htmlFor={id}>
        {name}
      </label>
      <input
        id={id}
        className="price-range__field"
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder={placeholder}
        value={shown}
        onFocus={() => setDraft(editable(amount, which, range))}
        onKeyDown={onKeyDown}
        // Pasted, dropped or composed text keeps only its digits.
        onChange={(event) => setDraft(digitsOnly(event.currentTarget.value))}
        onBlur={() => {
          if (draft !== null) commit(draft);
          setDraft(null);
        }}
      />
    </>
  );
}

function isEdge(amount: number, which: "min" | "max", range: PriceSliderRange): boolean {
  return which === "min" ? amount <= range.min : amount >= range.max;
}

/** The digits a visitor edits: none at the range's edge, so MIN or MAX shows. */
function editable(amount: number, which: "min" | "max", range: PriceSliderRange): string {
  return isEdge(amount, which, range) ? "" : String(amount);
}
