import type { Ref } from 'react';

import { TextField } from '../../ui/forms/form-fields';

/** The email a shopper logs in with (login, password reset): required, read left to right, filled in by the browser. */
export function LoginEmailField({
  label,
  placeholder,
  inputRef,
  defaultValue,
}: {
  label: string;
  placeholder: string;
  inputRef?: Ref<HTMLInputElement>;
  defaultValue?: string;
}) {
  return (
    <TextField
      inputRef={inputRef}
      name="Email"
      type="email"
      inputMode="email"
      autoComplete="email"
      ltr
      required
      label={label}
      placeholder={placeholder}
      defaultValue={defaultValue}
    />
  );
}
