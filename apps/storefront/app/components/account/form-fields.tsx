import {
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from 'react';

// Inputs and selects share one height whatever the font's line metrics (Arabic runs taller); they
// centre their text themselves, so only the multi-line textarea has vertical padding.
const singleLineClass = 'h-11';

const controlClass =
  'w-full rounded-md border border-olive-300 bg-white px-3 text-olive-950 placeholder:text-olive-600 focus:border-olive-600 disabled:cursor-not-allowed disabled:bg-sand-100 disabled:text-olive-700 [&[readonly]]:bg-sand-100';

interface FieldFrameProps {
  label: string;
  required?: boolean;
  /** A line under the control, read out with it. */
  hint?: string;
}

/** A visible label above its control and an optional hint below, wired up for screen readers. */
function FieldFrame({
  label,
  required,
  hint,
  children,
}: FieldFrameProps & { children: (ids: { id: string; hintId: string | undefined }) => ReactNode }) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className="flex flex-col gap-1.5">
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

type TextFieldProps = FieldFrameProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'required'> & {
    name: string;
    inputRef?: Ref<HTMLInputElement>;
    /** Emails, phone numbers and codes read left to right on Arabic pages too. */
    ltr?: boolean;
  };

export function TextField({ label, required, hint, inputRef, ltr, className = '', ...input }: TextFieldProps) {
  return (
    <FieldFrame label={label} required={required} hint={hint}>
      {({ id, hintId }) => (
        <input
          id={id}
          ref={inputRef}
          required={required}
          aria-describedby={hintId}
          dir={ltr ? 'ltr' : undefined}
          className={`${controlClass} ${singleLineClass} ${ltr ? 'rtl:text-end' : ''} ${className}`}
          {...input}
        />
      )}
    </FieldFrame>
  );
}

type TextAreaFieldProps = FieldFrameProps &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'required'> & { name: string };

export function TextAreaField({ label, required, hint, className = '', ...textarea }: TextAreaFieldProps) {
  return (
    <FieldFrame label={label} required={required} hint={hint}>
      {({ id, hintId }) => (
        <textarea
          id={id}
          required={required}
          aria-describedby={hintId}
          className={`${controlClass} py-2 ${className}`}
          {...textarea}
        />
      )}
    </FieldFrame>
  );
}

type SelectFieldProps = FieldFrameProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'required'> & {
    name: string;
    /** The first, empty choice ('Select Country'). */
    placeholder: string;
    options: readonly { id: number; name: string }[];
  };

export function SelectField({
  label,
  required,
  hint,
  placeholder,
  options,
  className = '',
  ...select
}: SelectFieldProps) {
  return (
    <FieldFrame label={label} required={required} hint={hint}>
      {({ id, hintId }) => (
        <select
          id={id}
          required={required}
          aria-describedby={hintId}
          className={`${controlClass} ${singleLineClass} ${className}`}
          {...select}
        >
          <option value="">{placeholder}</option>
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
