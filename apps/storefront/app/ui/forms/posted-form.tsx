import type { FormEvent, ReactNode, Ref } from 'react';

/**
 * The `<form>` of a `useFormPost` form: `onSubmit` checks and sends it by script (the rules are
 * the shop's own, so the browser's checks are off), and it is busy while a post is on its way.
 */
export function PostedForm({
  form,
  onSubmit,
  formRef,
  className,
  children,
}: {
  form: { busy: boolean };
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** For a form that clears itself once sent. */
  formRef?: Ref<HTMLFormElement>;
  className: string;
  children: ReactNode;
}) {
  return (
    <form ref={formRef} method="post" onSubmit={onSubmit} noValidate aria-busy={form.busy} className={className}>
      {children}
    </form>
  );
}
