/** A refused or failed form: the message to show as the error toast. */
export interface FormFailure {
  ok: false;
  /** A spec message, a field check's message, or the back-office's own words for bad input. */
  message: string;
}

/** What a form's server action answers the browser: success (with what the page needs), or why not. */
export type FormAnswer<Success extends object = object> = ({ ok: true } & Success) | FormFailure;
