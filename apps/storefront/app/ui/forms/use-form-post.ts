import type { FormEvent } from 'react';
import { useFetcher } from 'react-router';

import { useLanguage } from '../../lib/language';
import { notify } from '../toast';
import { useHydrated } from '../../lib/use-hydrated';
import type { FormAnswer } from '../../lib/forms/form-answer';
import { stopInvalidSubmit } from './stop-invalid-submit';
import { useSettledAnswer } from '../../lib/forms/use-settled-answer';

/** What a form sends: its fields by their wire names (ids as numbers, -999 when not chosen). */
export type PostedValues = Record<string, string | number>;

/**
 * A form the page's own action answers through a fetcher, posted form-encoded like the account
 * screens' forms (the action refuses posts from other sites). `send` stops a form that breaks its
 * rules (error toast, cursor in the field at fault, nothing sent) and otherwise posts `values`;
 * it says whether it did. Each answer is a toast: the action's message when it failed, the spec's
 * `successMessage` after `onSuccess` when it worked. `ready` is false until the page is hydrated
 * and while a post is on its way: these forms are sent by script, so their button waits.
 */
export function useFormPost<Answer extends FormAnswer>(
  successMessage: string,
  onSuccess?: (answer: Extract<Answer, { ok: true }>) => void,
) {
  const language = useLanguage();
  const fetcher = useFetcher<Answer>();
  const hydrated = useHydrated();
  // The answers are plain JSON, which React Router hands over as they were sent.
  const answer = fetcher.data as Answer | undefined;
  const busy = fetcher.state !== 'idle';

  useSettledAnswer(answer, (settled) => {
    if (!settled.ok) {
      notify('error', settled.message, language.code);
      return;
    }
    onSuccess?.(settled as Extract<Answer, { ok: true }>);
    notify('success', successMessage, language.code);
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
