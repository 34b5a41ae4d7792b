/**
 * Where a refused form's summary of problems stands: right above the first field to correct, so
 * that a visitor who lands on the summary sees that field with it. FormShell says which field;
 * each component that draws a field puts the summary above itself when the field is that one.
 */
import { createContext, useContext, type ReactNode } from "react";

export const ProblemSlot = createContext<{ field?: string; summary: ReactNode }>({ summary: null });

/** The form's summary of problems, when `field` is the field it stands above. */
export function SummaryAbove({ field }: { field: string }) {
  const slot = useContext(ProblemSlot);
  return slot.field === field ? slot.summary : null;
}
