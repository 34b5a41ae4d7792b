/**
 * The room counters of the search box as one filter: a box like the selects beside
 * it that says what is asked ("2+ bedrooms, 1+ bathrooms") and opens onto the counters. A native
 * disclosure, so it opens, closes and submits without JavaScript; once hydrated, Escape and a
 * click elsewhere close it too.
 */
import { useEffect, useRef } from "react";
import { Icon } from "../components/Icon.tsx";
import { ROOM_LABEL_KEYS, RoomCounter } from "../components/search/RoomCounter.tsx";
import { useI18n } from "../i18n/context.tsx";
import type { SearchRoom, SearchState } from "../../shared/search/query.ts";

interface RoomsFilterProps {
  id: string;
  rooms: SearchRoom[];
  value: SearchState["rooms"];
  onChange(room: SearchRoom, count: number): void;
  enhanced: boolean;
}

export function RoomsFilter({ id, rooms, value, onChange, enhanced }: RoomsFilterProps) {
  const { t } = useI18n();
  const details = useRef<HTMLDetailsElement>(null);
  const asked = rooms
    .filter((room) => (value[room] ?? 0) > 0)
    .map((room) => t("searchBox.atLeast", { count: value[room]!, room: t(ROOM_LABEL_KEYS[room]).toLowerCase() }));
  const summary = asked.length > 0 ? asked.join(", ") : t("searchBox.anyRooms");

  useEffect(() => {
    if (!enhanced) return;
    const close = (event: Event) => {
      const element = details.current;
      if (element?.open && !element.contains(event.target as Node)) element.open = false;
    };
    document.addEventListener("click", close);
    return () => document.removeEventListener("click", close);
  }, [enhanced]);

  return (
    <div className="select rooms-filter">
      <details
        className="select__details"
        ref={details}
        onKeyDown={(event) => {
          if (event.key !== "Escape" || !details.current?.open) return;
          event.stopPropagation();
          details.current.open = false;
          details.current.querySelector("summary")?.focus();
        }}
      >
        <summary className="select__trigger" id={`${id}-summary`}>
          <span className="select__label">{t("searchBox.rooms")}</span>
          {/* The summary may be cut to the box's width: hovering the box shows all of it. */}
          <span className="select__box" title={summary}>
            <span className="select__summary" data-empty={asked.length === 0 || undefined}>
              {summary}
            </span>
            <Icon name="chevron-down" className="select__chevron" size={18} />
          </span>
        </summary>
        <fieldset className="select__popup rooms-filter__popup">
          <legend className="visually-hidden">{t("searchBox.rooms")}</legend>
          {rooms.map((room) => (
            <RoomCounter
              key={room}
              id={`${id}-${room}`}
              name={room}
              label={t(ROOM_LABEL_KEYS[room])}
              value={value[room] ?? 0}
              onChange={(count) => onChange(room, count)}
              enhanced={enhanced}
            />
          ))}
        </fieldset>
      </details>
    </div>
  );
}
