import type { FormEvent, ReactNode } from 'react';
import { Form, useNavigation } from 'react-router';

import { formTexts } from '../../lib/forms/form-texts';
import { useLanguage } from '../../lib/language';
import { submitButtonClass } from './form-styles';
import { stopInvalidSubmit } from './stop-invalid-submit';

/** Whether the page's form is on its way to the page's action. */
function useSubmitting(): boolean {
  return useNavigation().state === 'submitting';
}

/**
 * A form posted to the page's own action (the account screens; a browser without scripts sends it
 * too). Before it goes, `failure` checks the texts of `fields`: a form that breaks a rule is
 * stopped with an error toast and the cursor in the field at fault (stopInvalidSubmit).
 */
export function CheckedForm<Field extends string>({
  fields,
  failure,
  className,
  children,
}: {
  fields: readonly Field[];
  failure: (values: Record<Field, string | null>) => { field?: string; message: string } | null;
  className: string;
  children: ReactNode;
}) {
  const language = useLanguage();
  const busy = useSubmitting();

  function check(event: FormEvent<HTMLFormElement>) {
    stopInvalidSubmit(event, failure(formTexts(new FormData(event.currentTarget), fields)), language.code);
  }

  return (
    <Form method="post" replace noValidate onSubmit={check} aria-busy={busy} className={className}>
      {children}
    </Form>
  );
}

/** The main button of a `CheckedForm`, held while the form is on its way. */
export function SubmitButton({ children }: { children: ReactNode }) {
  const busy = useSubmitting();
  return (
    <button type="submit" disabled={busy} className={submitButtonClass}>
      {children}
    </button>
  );
}
