import { useId, type ReactNode } from 'react';

/** A group of checkboxes choosing ids, in the order of `options`. */
export function ChoiceCheckboxes({
  legend,
  options,
  value,
  onChange,
  empty,
}: {
  legend: string;
  options: { id: number; label: ReactNode }[];
  value: number[];
  onChange: (ids: number[]) => void;
  /** Shown when there is nothing to choose. */
  empty: string;
}) {
  const id = useId();
  const chosen = new Set(value);
  const toggle = (option: number, checked: boolean) => {
    const next = new Set(chosen);
    if (checked) next.add(option);
    else next.delete(option);
    // The options' order, so that variants and swatches come in the shop's display order.
    onChange(options.map((entry) => entry.id).filter((entry) => next.has(entry)));
  };
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-stone-800">{legend}</legend>
      {options.length === 0 && <p className="text-sm text-stone-600">{empty}</p>}
      <div className="flex flex-wrap gap-x-5 gap-y-2">
        {options.map((option) => (
          <div key={option.id} className="flex items-center gap-2">
            <input
              id={`${id}-${option.id}`}
              type="checkbox"
              className="size-4 accent-emerald-700"
              checked={chosen.has(option.id)}
              onChange={(event) => toggle(option.id, event.target.checked)}
            />
            <label htmlFor={`${id}-${option.id}`} className="text-sm text-stone-800">
              {option.label}
            </label>
          </div>
        ))}
      </div>
    </fieldset>
  );
}
