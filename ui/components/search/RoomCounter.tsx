import { useState } from "react";
import { useI18n } from "../../i18n/context.tsx";
import { MAX_ROOM_COUNT, stepRoomCount, typedRoomCount, type RoomKind } from "../../../shared/rules/room-count.ts";

export interface RoomCounterProps {
  /** The number field's id; the label is `${id}-label`. */
  id: string;
  /** The query parameter, and which "fewer"/"more" texts the buttons read. */
  name: RoomKind;
  label: string;
  value: number;
  onChange(count: number): void;
  /** False before JavaScript runs: a plain number field a GET form carries. */
  enhanced: boolean;
}

/** The label of each counter, shared with the detail page's facts rather than translated twice. */
export const ROOM_LABEL_KEYS: Record<RoomKind, string> = {
  bedrooms: "fields.bedrooms",
  bathrooms: "fields.bathrooms",
  showerrooms: "fields.shower_rooms",
  toilets: "fields.toilets",
  garages: "fields.garages",
};

/**
 * A minimum room count for the search: never below 0, and 0 (no filter) is not
 * submitted. Enhanced, − and + buttons sit around the number, which can also be typed.
 */
export function RoomCounter(props: RoomCounterProps) {
  return props.enhanced ? <EnhancedRoomCounter {...props} /> : <PlainRoomCounter {...props} />;
}

function PlainRoomCounter({ id, name, label, value }: RoomCounterProps) {
  // The server drops an empty or zero count, so the field may always carry its name.
  return (
    <div className="room-counter">
      <label className="room-counter__label" id={`${id}-label`} htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="room-counter__count"
        name={name}
        type="number"
        inputMode="numeric"
        min={0}
        max={MAX_ROOM_COUNT}
        step={1}
        defaultValue={value}
      />
    </div>
  );
}

function EnhancedRoomCounter({ id, name, label, value, onChange }: RoomCounterProps) {
  const { t } = useI18n();
  // What the visitor is typing, so an emptied field does not jump back to 0 under the cursor.
  const [draft, setDraft] = useState<string | null>(null);
  const atZero = value <= 0;
  const atCeiling = value >= MAX_ROOM_COUNT;
  const step = (delta: 1 | -1) => {
    setDraft(null);
    const next = stepRoomCount(value, delta);
    if (next !== value) onChange(next);
  };
  return (
    <div className="room-counter room-counter--enhanced" role="group" aria-labelledby={`${id}-label`}>
      <label className="room-counter__label" id={`${id}-label`} htmlFor={id}>
        {label}
      </label>
      <div className="room-counter__controls">
        {/* aria-disabled rather than disabled: a disabled button would drop the keyboard focus at 0. */}
        <button
          type="button"
          className="room-counter__step"
          aria-disabled={atZero || undefined}
          onClick={() => step(-1)}
        >
          <span aria-hidden="true">−</span>
          <span className="visually-hidden">{t(`rooms.fewer.${name}`)}</span>
        </button>
        <input
          id={id}
          className="room-counter__count"
          // 0 is no filter and is left out of the query.
          name={value > 0 ? name : undefined}
          type="number"
          inputMode="numeric"
          min={0}
          max={MAX_ROOM_COUNT}
          step={1}
          value={draft ?? String(value)}
          onChange={(event) => {
            const text = event.currentTarget.value;
            setDraft(text);
            const count = typedRoomCount(text);
            if (count !== value) onChange(count);
          }}
          onBlur={() => setDraft(null)}
        />
        <button
          type="button"
          className="room-counter__step"
          aria-disabled={atCeiling || undefined}
          onClick={() => step(1)}
        >
          <span aria-hidden="true">+</span>
          <span className="visually-hidden">{t(`rooms.more.${name}`)}</span>
        </button>
      </div>
    </div>
  );
}
