import { useEffect, useRef } from 'react';
import { Form, Link, useNavigation } from 'react-router';

import { useLabels } from '../../../lib/labels/labels';
import { localizedPath, useLanguage } from '../../../lib/language';
import { translateMessage } from '../../../lib/messages';
import { type NewsletterLinkAnswer, TOKEN_FIELD } from './newsletter-link-answer';
import { type NewsletterLinkKind, newsletterLinkTexts } from './newsletter-link-texts';
import { FormCard } from '../../../ui/forms/form-card';
import { submitButtonClass, textLinkClass } from '../../../ui/forms/form-styles';
import { PageHero } from '../../../ui/page-hero';

const HEADING_ID = 'newsletter-link-heading';
const headingClass = 'text-2xl font-bold text-olive-900 focus:outline-none';

/**
 * The page a newsletter mail's link opens (confirm or unsubscribe). Opening it changes nothing:
 * it says what the button will do, and only the button (a POST form, with or without scripts)
 * does it; then the page shows the result. A link without a token, or one the back-office refused,
 * says what the shopper can do instead.
 */
export function NewsletterLinkPage({
  kind,
  token,
  answer,
}: {
  kind: NewsletterLinkKind;
  /** The link's token; null when the address has none. */
  token: string | null;
  answer: NewsletterLinkAnswer | undefined;
}) {
  const language = useLanguage();
  const texts = newsletterLinkTexts[language.code];
  const page = texts.pages[kind];
  const menu = useLabels('MegaMenu');
  const busy = useNavigation().state === 'submitting';
  const headingRef = useRef<HTMLHeadingElement>(null);

  // The button is gone once there is an answer: the keyboard's place moves to what it says.
  useEffect(() => {
    if (answer) headingRef.current?.focus();
  }, [answer]);

  const problem = !token ? 'missing' : answer && !answer.ok && 'problem' in answer ? answer.problem : undefined;
  const result = answer?.ok ? page.done : problem ? texts.problems[problem] : undefined;
  const failure = answer && !answer.ok && 'message' in answer ? answer.message : undefined;

  return (
    <main id="main">
      <PageHero title={page.title} homeLabel={menu.lbl_menu_home} />
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
        <FormCard labelledBy={HEADING_ID}>
          {result ? (
            <div role={answer?.ok ? 'status' : 'alert'} className="flex flex-col items-start gap-4">
              <h2 id={HEADING_ID} ref={headingRef} tabIndex={-1} className={headingClass}>
                {result.heading}
              </h2>
              <p className="leading-relaxed text-olive-800">{result.text}</p>
              <Link to={localizedPath(language, '/')} className={textLinkClass}>
                {texts.continueShopping}
              </Link>
            </div>
          ) : (
            <div className="flex flex-col items-start gap-4">
              {failure ? (
                <p
                  role="alert"
                  className="w-full rounded-md border border-poppy-600 bg-white p-4 font-semibold text-poppy-700"
                >
                  {translateMessage(failure, language.code)}
                </p>
              ) : null}
              <h2 id={HEADING_ID} ref={headingRef} tabIndex={-1} className={headingClass}>
                {page.ask.heading}
              </h2>
              <p id="newsletter-link-text" className="leading-relaxed text-olive-800">
                {page.ask.text}
              </p>
              <Form method="post" replace aria-busy={busy} className="mt-2 w-full">
                <input type="hidden" name={TOKEN_FIELD} value={token ?? ''} />
                <button
                  type="submit"
                  disabled={busy}
                  aria-describedby="newsletter-link-text"
                  className={submitButtonClass}
                >
                  {page.button}
                </button>
              </Form>
            </div>
          )}
        </FormCard>
      </div>
    </main>
  );
}
