/** A refused or failed form: the message to show as the error toast. */
export interface FormFailure {
  ok: false;
  /** A spec message, a field check's message, or the back-office's own words for bad input. */
  message: string;
}

/** What a form's server action answers the browser: success (with what the page needs), or why not. */
export type FormAnswer<Success extends object = object> = ({ ok: true } & Success) | FormFailure;

/** Whether a form's answer says it worked (with what the page needs then). */
export function succeeded<Answer extends FormAnswer>(answer: Answer): answer is Extract<Answer, { ok: true }> {
  return answer.ok;
}

/** Whether a form's answer says why it did not work. */
export function refused<Answer extends FormAnswer>(answer: Answer): answer is Extract<Answer, { ok: false }> {
  return !answer.ok;
}
