/**
 * What a form's server action answers the browser: success, or the message to show as the error
 * toast (a spec message, a field check's message, or the back-office's own words for bad input).
 */
export type FormAnswer<Success extends object = object> = ({ ok: true } & Success) | { ok: false; message: string };
