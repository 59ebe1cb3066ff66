// The looks shared by the shop's forms, kept beside the fields so every screen's buttons match.

/** A form's main button: full width on a phone, as wide as its text from the small breakpoint. */
export const submitButtonClass =
  'w-full rounded-md bg-olive-700 px-6 py-3 font-semibold text-sand-50 hover:bg-olive-800 disabled:opacity-70 sm:w-auto';

/** A link in a form's text (to log in, sign up, go home). */
export const textLinkClass = 'font-semibold text-olive-800 underline underline-offset-4 hover:text-poppy-700';
