import { NOT_CHOSEN_ID } from '@shop/contract';
import {
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from 'react';

/** The look of every text box, text area and select of the shop's forms. */
const CONTROL_CLASS =
  'w-full rounded-md border border-olive-300 bg-white px-3 text-olive-950 placeholder:text-olive-600 focus:border-olive-600 disabled:cursor-not-allowed disabled:bg-sand-100 disabled:text-olive-700 [&[readonly]]:bg-sand-100';

// One height for text boxes and selects, whatever the script: Arabic glyphs make a select taller.
// The browser centres the text of a select by itself; boxes and text areas get padding.
const SINGLE_LINE_CLASS = 'h-11';
const PADDED_CLASS = 'py-2';

interface FieldFrameProps {
  label: string;
  /** Sets `required` on the control (announced) and shows a star beside the label (for the eye). */
  required?: boolean;
  /** A line under the control, read out with it. */
  hint?: string;
  /** Classes of the field's box, e.g. to span the columns of the form's grid. */
  className?: string;
}

/** A visible label above its control and an optional hint below, wired up for screen readers. */
function FieldFrame({
  label,
  required,
  hint,
  className = '',
  children,
}: FieldFrameProps & { children: (ids: { id: string; hintId: string | undefined }) => ReactNode }) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <div className="flex items-baseline gap-0.5">
        <label htmlFor={id} className="text-sm font-semibold text-olive-900">
          {label}
        </label>
        {/* `required` on the control tells assistive technology; the star, outside the label, is for the eye. */}
        {required ? (
          <span aria-hidden="true" className="text-sm font-semibold text-poppy-600">
            *
          </span>
        ) : null}
      </div>
      {children({ id, hintId })}
      {hint ? (
        <p id={hintId} className="text-sm text-olive-700">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** Joins the hint's id with any description the caller gives the control. */
function describedBy(hintId: string | undefined, own: string | undefined): string | undefined {
  return [hintId, own].filter(Boolean).join(' ') || undefined;
}

type TextFieldProps = FieldFrameProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'required' | 'className' | 'dir'> & {
    name: string;
    inputRef?: Ref<HTMLInputElement>;
    /** Emails, phone numbers and codes read left to right on Arabic pages too. */
    ltr?: boolean;
  };

/** A labelled text box (also email, password, phone). */
export function TextField({
  label,
  required,
  hint,
  className,
  inputRef,
  ltr,
  'aria-describedby': description,
  ...input
}: TextFieldProps) {
  return (
    <FieldFrame label={label} required={required} hint={hint} className={className}>
      {({ id, hintId }) => (
        <input
          id={id}
          ref={inputRef}
          required={required}
          aria-describedby={describedBy(hintId, description)}
          dir={ltr ? 'ltr' : undefined}
          className={`${CONTROL_CLASS} ${SINGLE_LINE_CLASS} ${PADDED_CLASS} ${ltr ? 'rtl:text-end' : ''}`}
          {...input}
        />
      )}
    </FieldFrame>
  );
}

type TextAreaFieldProps = FieldFrameProps &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'required' | 'className'> & { name: string };

/** A labelled text area. */
export function TextAreaField({
  label,
  required,
  hint,
  className,
  'aria-describedby': description,
  ...textarea
}: TextAreaFieldProps) {
  return (
    <FieldFrame label={label} required={required} hint={hint} className={className}>
      {({ id, hintId }) => (
        <textarea
          id={id}
          required={required}
          aria-describedby={describedBy(hintId, description)}
          className={`${CONTROL_CLASS} ${PADDED_CLASS}`}
          {...textarea}
        />
      )}
    </FieldFrame>
  );
}

type SelectFieldProps = FieldFrameProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'required' | 'className' | 'children'> & {
    name: string;
    /** The first choice ('Select Country'), meaning "not chosen": its value is the spec's -999. */
    placeholder: string;
    options: readonly { id: number; name: string }[];
  };

/** A labelled select of ids by name, with a "not chosen" first choice. */
export function SelectField({
  label,
  required,
  hint,
  className,
  placeholder,
  options,
  'aria-describedby': description,
  ...select
}: SelectFieldProps) {
  return (
    <FieldFrame label={label} required={required} hint={hint} className={className}>
      {({ id, hintId }) => (
        <select
          id={id}
          // Not `required`: HTML wants a required select's first choice to have an empty value, and
          // ours is -999. Every form checks its rules itself (noValidate) and names the field.
          aria-required={required}
          aria-describedby={describedBy(hintId, description)}
          className={`${CONTROL_CLASS} ${SINGLE_LINE_CLASS}`}
          {...select}
        >
          <option value={NOT_CHOSEN_ID}>{placeholder}</option>
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
