import { PropertyCard } from "./PropertyCard.tsx";
import type { PropertyCardView } from "./model.ts";

/** Cards in rows of `perRow` on a desktop (configuration numberItemOfRow), two on tablets, one on phones. */
export function PropertyGrid({
  cards,
  perRow,
  eagerFirst = false,
}: {
  cards: PropertyCardView[];
  perRow: number;
  eagerFirst?: boolean;
}) {
  const columns = Math.min(Math.max(Math.round(perRow), 1), 6);
  return (
    <ul className={`property-grid property-grid--${columns}`} role="list">
      {cards.map((card, index) => (
        <li key={card.id}>
          <PropertyCard card={card} index={index} perRow={columns} eagerFirst={eagerFirst} />
        </li>
      ))}
    </ul>
  );
}
