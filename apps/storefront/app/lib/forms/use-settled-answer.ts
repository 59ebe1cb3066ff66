import { useEffect, useEffectEvent, useRef } from 'react';
import { useNavigation } from 'react-router';

/**
 * Runs `onAnswer` once for each new answer of a form's action (the page's `actionData` or a
 * fetcher's `data`: each submission brings a new object), after React Router has finished
 * reloading the page's data for it. A login's answer arrives while the layout is still reloading
 * (its `signedIn` turns true then); leaving the page before that would cut the reload short, and
 * the layout, still thinking the shopper a visitor, would forget the user just kept.
 */
export function useSettledAnswer<Answer extends object>(
  answer: Answer | undefined,
  onAnswer: (answer: Answer) => void,
): void {
  const settled = useNavigation().state === 'idle';
  const handled = useRef<Answer | undefined>(undefined);
  const handle = useEffectEvent(onAnswer);

  useEffect(() => {
    if (!answer || !settled || handled.current === answer) return;
    handled.current = answer;
    handle(answer);
  }, [answer, settled]);
}
