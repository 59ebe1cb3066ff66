import type { FormEvent } from 'react';
import type { FetcherWithComponents } from 'react-router';

import { type FormAnswer, refused, succeeded } from '../../lib/forms/form-answer';
import { useSettledAnswer } from '../../lib/forms/use-settled-answer';
import { useLanguage } from '../../lib/language';
import { useHydrated } from '../../lib/use-hydrated';
import { notify } from '../toast';
import { stopInvalidSubmit } from './stop-invalid-submit';

/** What a form sends: its fields by their wire names (ids as numbers, -999 when not chosen). */
export type PostedValues = Record<string, string | number>;

/**
 * A form the page's own action answers through `fetcher`, posted form-encoded like the account
 * screens' forms (the action refuses posts from other sites). The caller types the fetcher by the
 * action (`useFetcher<typeof sendContactMessage>()`), so the answer here is what that action
 * returns. `send` stops a form that breaks its rules (error toast, cursor in the field at fault,
 * nothing sent) and otherwise posts `values`; it says whether it did. Each answer is a toast: the
 * action's message when it failed, the spec's `successMessage` after `onSuccess` when it worked.
 * `ready` is false until the page is hydrated and while a post is on its way: these forms are sent
 * by script, so their button waits.
 */
export function useFormPost<Answer extends FormAnswer>(
  fetcher: FetcherWithComponents<Answer>,
  successMessage: string,
  onSuccess?: (answer: Extract<Answer, { ok: true }>) => void,
) {
  const language = useLanguage();
  const hydrated = useHydrated();
  const answer = fetcher.data;
  const busy = fetcher.state !== 'idle';

  useSettledAnswer(answer, (settled) => {
    if (succeeded(settled)) {
      onSuccess?.(settled);
      notify('success', successMessage, language.code);
      return;
    }
    if (refused(settled)) notify('error', settled.message, language.code);
  });

  function send(
    event: FormEvent<HTMLFormElement>,
    values: PostedValues,
    failure: { field?: string; message: string } | null,
  ): boolean {
    event.preventDefault();
    if (busy || stopInvalidSubmit(event, failure, language.code)) return false;
    // The answer changes nothing else the page shows: no need to reload every loader.
    void fetcher.submit(values, { method: 'post', defaultShouldRevalidate: false });
    return true;
  }

  return { answer, busy, ready: hydrated && !busy, send };
}
