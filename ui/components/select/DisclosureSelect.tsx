/**
 * The select before JavaScript: a <details> whose summary looks exactly like the enhanced
 * control's box, holding radios (single) or checkboxes (multiple) that the surrounding GET form
 * submits under the field's name.
 */
import { Icon } from "../Icon.tsx";
import { useI18n } from "../../i18n/context.tsx";
import type { CustomSelectProps } from "./CustomSelect.tsx";
import { selectClass, selectIds } from "./select-ids.ts";
import { selectionSummary } from "./selection.ts";

export function DisclosureSelect({
  id,
  name,
  label,
  options,
  multiple,
  value,
  placeholder,
  className,
}: CustomSelectProps) {
  const { t } = useI18n();
  const ids = selectIds(id);
  const summary = selectionSummary(options, value, {
    placeholder,
    count: (count) => t("select.selectedCount", { count }),
  });
  return (
    <div className={selectClass(multiple, className)}>
      <details className="select__details">
        <summary className="select__trigger">
          <span className="select__label" id={ids.label}>
            {label}
          </span>
          {/* The summary may be cut to the box's width: hovering the box shows all of it. */}
          <span className="select__box" title={summary}>
            <span className="select__summary" id={ids.summary} data-empty={value.length === 0 || undefined}>
              {summary}
            </span>
            <Icon name="chevron-down" className="select__chevron" size={18} />
          </span>
        </summary>
        <fieldset className="select__popup select__choices">
          <legend className="visually-hidden">{label}</legend>
          {options.map((option) => (
            // Each choice is styled as a child of the choices (client/styles/select.css): a class
            // and a wrapper on every one of a commune list's dozens would only weigh.
            <label key={option.value}>
              <input
                type={multiple ? "checkbox" : "radio"}
                name={name}
                value={option.value}
                defaultChecked={value.includes(option.value)}
              />
              {option.label}
            </label>
          ))}
        </fieldset>
      </details>
    </div>
  );
}
