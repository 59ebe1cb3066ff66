import { Link } from 'react-router';

import { useLabels } from '../../../lib/labels/labels';
import { localizedPath, useLanguage } from '../../../lib/language';
import { PageHero } from '../../../ui/page-hero';
import { type FaqLabels, questionsAndAnswers } from './faq-questions';
import { type SavedPage, SavedPageView } from './saved-page';
import { SmallIcon } from './small-icon';

/**
 * FAQ (spec section 2): the page the shop owner wrote in the admin when there is one (`saved`),
 * otherwise the built-in questions, each opening its answer; where to ask more below either.
 */
export function FaqScreen({ saved }: { saved: SavedPage | null }) {
  const labels = useLabels('FAQ');
  // The page the shop owner wrote in the admin replaces the built-in questions.
  if (saved) {
    return (
      <SavedPageView
        page={saved}
        homeLabel={labels.lbl_faq_breadcrumb_home}
        breadcrumbLabel={labels.lbl_faq_breadcrumb_current}
      >
        <StillQuestions labels={labels} />
      </SavedPageView>
    );
  }

  return (
    <main id="main">
      <PageHero
        title={labels.lbl_faq_title}
        homeLabel={labels.lbl_faq_breadcrumb_home}
        breadcrumbLabel={labels.lbl_faq_breadcrumb_current}
        lead={labels.lbl_faq_intro}
      />

      <div className="mx-auto flex max-w-3xl flex-col gap-10 px-4 py-12 sm:px-6">
        <QuestionList labels={labels} />
        <StillQuestions labels={labels} />
      </div>
    </main>
  );
}

/** The built-in questions, each a disclosure opening its answer. */
function QuestionList({ labels }: { labels: FaqLabels }) {
  return (
    <div className="divide-y divide-sand-200 overflow-hidden rounded-xl border border-sand-200 bg-white">
      {questionsAndAnswers(labels).map(({ id, question, answer }) => (
        <details key={id} className="group">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-start font-semibold text-olive-900 hover:bg-sand-50 [&::-webkit-details-marker]:hidden">
            <span className="text-base sm:text-lg">{question}</span>
            <SmallIcon
              path="M3 6l5 5 5-5"
              className="shrink-0 text-olive-600 transition-transform group-open:rotate-180"
            />
          </summary>
          <p className="px-5 pb-5 leading-relaxed text-olive-800">{answer}</p>
        </details>
      ))}
    </div>
  );
}

/** Where a shopper goes when the answers were not enough. */
function StillQuestions({ labels }: { labels: FaqLabels }) {
  const language = useLanguage();
  return (
    <aside
      aria-labelledby="faq-more"
      className="flex flex-col items-start gap-4 rounded-xl bg-olive-800 p-6 text-sand-50 sm:flex-row sm:items-center sm:justify-between"
    >
      <h2 id="faq-more" className="text-xl font-bold text-white">
        {labels.lbl_faq_still_questions}
      </h2>
      <Link
        to={localizedPath(language, '/contact-us')}
        className="rounded-md bg-poppy-600 px-6 py-2.5 font-semibold text-white hover:bg-poppy-700"
      >
        {labels.lbl_faq_contact_link}
      </Link>
    </aside>
  );
}
