import { useNavigate } from 'react-router';

import { type FormAnswer, refused, succeeded } from '../../lib/forms/form-answer';
import { useSettledAnswer } from '../../lib/forms/use-settled-answer';
import { localizedPath, useLanguage } from '../../lib/language';
import { notify } from '../../ui/toast';

/** What a successful answer leads to: the spec's message, and the page to go to instead of this one, if any. */
interface Success {
  message: string;
  goTo?: string;
}

/**
 * Each answer of an account screen's action, once settled (useSettledAnswer). A refusal: `onRefused`,
 * then its message as an error toast. A success: `onSuccess` (which keeps what it must), its message
 * as a success toast, then its page in the language, replacing this one in the history.
 */
export function useAccountAnswer<Answer extends FormAnswer>(
  answer: Answer | undefined,
  onSuccess: (settled: Extract<Answer, { ok: true }>) => Success,
  onRefused?: (settled: Extract<Answer, { ok: false }>) => void,
): void {
  const language = useLanguage();
  const navigate = useNavigate();
  useSettledAnswer(answer, (settled) => {
    if (refused(settled)) {
      onRefused?.(settled);
      notify('error', settled.message, language.code);
    } else if (succeeded(settled)) {
      const { message, goTo } = onSuccess(settled);
      notify('success', message, language.code);
      if (goTo) void navigate(localizedPath(language, goTo), { replace: true });
    }
  });
}
