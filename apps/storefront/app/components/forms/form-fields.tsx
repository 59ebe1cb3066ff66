import type { ComponentPropsWithoutRef, ReactNode } from 'react';

/** The look of every text box, text area and select of the shop's forms. */
const CONTROL_CLASS =
  'w-full rounded-md border border-olive-300 bg-white px-3 text-olive-950 placeholder:text-olive-600 focus:border-olive-600 disabled:cursor-not-allowed disabled:bg-sand-100 disabled:text-olive-700';

// One height for text boxes and selects, whatever the script: Arabic glyphs make a select taller.
// The browser centres the text of a select by itself; boxes and text areas get padding.
const SINGLE_LINE_CLASS = 'h-11';
const PADDED_CLASS = 'py-2';

interface FieldFrame {
  id: string;
  label: string;
  /** Marks the label with an asterisk (hidden from screen readers, which announce `required`). */
  required?: boolean;
  /** A line under the control, read out with it. */
  hint?: string;
  /** Extra classes of the field's box, e.g. to span grid columns. */
  className?: string;
}

function hintId(id: string): string {
  return `${id}-hint`;
}

function Frame({ id, label, required, hint, className, children }: FieldFrame & { children: ReactNode }) {
  return (
    <div className={`flex flex-col gap-1 ${className ?? ''}`}>
      <label htmlFor={id} className="text-sm font-semibold text-olive-900">
        {label}
        {required ? (
          <span aria-hidden="true" className="text-poppy-600">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {children}
      {hint ? (
        <p id={hintId(id)} className="text-sm text-olive-700">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** A labelled text box; `required` also goes to the input (announced; the browser checks it unless the form says noValidate). */
export function TextField({
  id,
  label,
  required,
  hint,
  className,
  ...input
}: FieldFrame & Omit<ComponentPropsWithoutRef<'input'>, 'id' | 'className'>) {
  return (
    <Frame id={id} label={label} required={required} hint={hint} className={className}>
      <input
        id={id}
        required={required}
        aria-describedby={hint ? hintId(id) : undefined}
        className={`${CONTROL_CLASS} ${SINGLE_LINE_CLASS} ${PADDED_CLASS} ${input.dir === 'ltr' ? 'rtl:text-end' : ''}`}
        {...input}
      />
    </Frame>
  );
}

/** A labelled text area. */
export function TextAreaField({
  id,
  label,
  required,
  hint,
  className,
  ...textarea
}: FieldFrame & Omit<ComponentPropsWithoutRef<'textarea'>, 'id' | 'className'>) {
  return (
    <Frame id={id} label={label} required={required} hint={hint} className={className}>
      <textarea
        id={id}
        required={required}
        aria-describedby={hint ? hintId(id) : undefined}
        className={`${CONTROL_CLASS} ${PADDED_CLASS}`}
        {...textarea}
      />
    </Frame>
  );
}

/** A labelled select; its options are the children. */
export function SelectField({
  id,
  label,
  required,
  hint,
  className,
  children,
  ...select
}: FieldFrame & Omit<ComponentPropsWithoutRef<'select'>, 'id' | 'className'>) {
  return (
    <Frame id={id} label={label} required={required} hint={hint} className={className}>
      <select
        id={id}
        required={required}
        aria-describedby={hint ? hintId(id) : undefined}
        className={`${CONTROL_CLASS} ${SINGLE_LINE_CLASS}`}
        {...select}
      >
        {children}
      </select>
    </Frame>
  );
}
