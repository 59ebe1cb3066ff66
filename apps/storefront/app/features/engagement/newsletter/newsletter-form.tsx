import { FormRules, Messages, validateForm } from '@shop/contract';
import { type FormEvent, useEffect, useRef } from 'react';
import { useFetcher } from 'react-router';

import { useLabels } from '../../../lib/labels/labels';
import { useLanguage } from '../../../lib/language';
import { useHydrated } from '../../../lib/use-hydrated';
import { notify } from '../../../ui/toast';
import type { subscribeToNewsletter } from './subscribe.server';

/** The newsletter's resource route (routes.ts). */
const NEWSLETTER_ACTION = '/api/newsletter';

/**
 * Newsletter sign-up (spec sections 5 and 8): the address is checked with the spec's rule first
 * (each failure an error toast, nothing sent), then subscribed through the storefront's resource
 * route; success clears the field. Like the shop's other script-sent forms, its button waits for
 * the page's scripts: the route answers the script, so a post the browser sent by itself would
 * show that answer's JSON instead of a page.
 */
export function NewsletterForm() {
  const labels = useLabels('SubscribeNewsLetter');
  const language = useLanguage();
  // Typed by the resource route's own action: the answer is what subscribeToNewsletter returns.
  const fetcher = useFetcher<typeof subscribeToNewsletter>();
  const formRef = useRef<HTMLFormElement>(null);
  const busy = fetcher.state !== 'idle';
  const ready = useHydrated() && !busy;

  function check(event: FormEvent<HTMLFormElement>) {
    const email = new FormData(event.currentTarget).get('SubscriberEmail');
    const failure = validateForm(FormRules.newsletter, { SubscriberEmail: typeof email === 'string' ? email : null });
    if (failure) {
      event.preventDefault();
      notify('error', failure.message, language.code);
    }
  }

  // One toast per answer: each submission brings a new result object.
  const result = fetcher.data;
  useEffect(() => {
    if (!result) return;
    if (result.ok) {
      notify('success', Messages.newsletterSubscribed, language.code);
      formRef.current?.reset();
    } else {
      notify('error', result.message, language.code);
    }
  }, [result, language.code]);

  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      action={NEWSLETTER_ACTION}
      noValidate
      onSubmit={check}
      // Subscribing changes nothing the page shows: no need to reload every loader.
      defaultShouldRevalidate={false}
      className="flex w-full flex-col gap-2 sm:flex-row"
    >
      <input type="hidden" name="lang" value={language.code} />
      <label htmlFor="newsletter-email" className="sr-only">
        {labels.lbl_newsletter_placeholder}
      </label>
      <input
        id="newsletter-email"
        name="SubscriberEmail"
        type="email"
        inputMode="email"
        autoComplete="email"
        dir="ltr"
        placeholder={labels.lbl_newsletter_placeholder}
        className="min-w-0 flex-1 rounded-md border border-olive-300 bg-white px-4 py-2.5 text-olive-950 placeholder:text-olive-600 rtl:text-end"
      />
      <button
        type="submit"
        disabled={!ready}
        aria-busy={busy}
        className="rounded-md bg-poppy-600 px-6 py-2.5 font-semibold text-white hover:bg-poppy-700 disabled:opacity-70"
      >
        {labels.lbl_newsletter_button}
      </button>
    </fetcher.Form>
  );
}
