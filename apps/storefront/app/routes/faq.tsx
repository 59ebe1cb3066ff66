import type { ScreenLabelSet } from '@shop/contract';
import { Link } from 'react-router';

import { PageHero } from '../ui/page-hero';
import { SavedPageView } from '../features/content/pages/saved-page';
import { loadSavedPage } from '../features/content/pages/saved-page.server';
import { serverEnv } from '../lib/env.server';
import { labelsFor, useLabels } from '../lib/labels/labels';
import { loadLabels } from '../lib/labels/labels.server';
import { localizedPath, requireLanguage, useLanguage } from '../lib/language';
import { siteTitleFrom, staticPageMeta } from '../lib/static-page-meta';
import type { Route } from './+types/faq';
import { catalogueHeaders } from '../lib/http/cache-policy';

type FaqLabels = ScreenLabelSet<'FAQ'>;
type QuestionId = Extract<keyof FaqLabels, `lbl_faq_q${number}`>;
type AnswerId = Extract<keyof FaqLabels, `lbl_faq_a${number}`>;

// The questions are the catalogue's lbl_faq_q1, q2, ... each answered by the a-label of its number.
function questionsAndAnswers(labels: FaqLabels) {
  const questionIds = Object.keys(labels).filter((id): id is QuestionId => /^lbl_faq_q\d+$/.test(id));
  return questionIds.map((id) => ({
    id,
    question: labels[id],
    answer: labels[id.replace('_q', '_a') as AnswerId],
  }));
}

/** The same for every visitor: shared caches may keep it (lib/http/cache-policy). */
export const headers = catalogueHeaders;

export async function loader({ request, params }: Route.LoaderArgs) {
  const language = requireLanguage(params.lang);
  const [labels, saved] = await Promise.all([
    loadLabels(request, language, ['FAQ']),
    loadSavedPage(request, language, 'faq'),
  ]);
  return { lang: language.code, origin: serverEnv.STOREFRONT_URL, labels, saved };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [];
  const labels = labelsFor('FAQ', loaderData.labels);
  const { saved } = loaderData;
  if (saved) {
    // The owner's text is free-form HTML, not question-and-answer pairs: no FAQPage data for it.
    return staticPageMeta({
      siteTitle: siteTitleFrom(matches, loaderData.lang),
      title: saved.title,
      description: saved.description,
      origin: loaderData.origin,
      path: '/faq',
      language: loaderData.lang,
    });
  }
  return [
    ...staticPageMeta({
      siteTitle: siteTitleFrom(matches, loaderData.lang),
      title: labels.lbl_faq_title,
      description: labels.lbl_faq_intro,
      origin: loaderData.origin,
      path: '/faq',
      language: loaderData.lang,
    }),
    // Lets search engines show the answers (schema.org FAQPage).
    {
      'script:ld+json': {
        '@context': 'https://schema.org',
        '@type': 'FAQPage',
        inLanguage: loaderData.lang,
        mainEntity: questionsAndAnswers(labels).map(({ question, answer }) => ({
          '@type': 'Question',
          name: question,
          acceptedAnswer: { '@type': 'Answer', text: answer },
        })),
      },
    },
  ];
};

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

export default function Faq({ loaderData }: Route.ComponentProps) {
  const labels = useLabels('FAQ');
  // The page the shop owner wrote in the admin replaces the built-in questions.
  if (loaderData.saved) {
    return (
      <SavedPageView
        page={loaderData.saved}
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
        <div className="divide-y divide-sand-200 overflow-hidden rounded-xl border border-sand-200 bg-white">
          {questionsAndAnswers(labels).map(({ id, question, answer }) => (
            <details key={id} className="group">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-start font-semibold text-olive-900 hover:bg-sand-50 [&::-webkit-details-marker]:hidden">
                <span className="text-base sm:text-lg">{question}</span>
                <svg
                  aria-hidden="true"
                  viewBox="0 0 16 16"
                  width="16"
                  height="16"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  className="shrink-0 text-olive-600 transition-transform group-open:rotate-180"
                >
                  <path d="M3 6l5 5 5-5" />
                </svg>
              </summary>
              <p className="px-5 pb-5 leading-relaxed text-olive-800">{answer}</p>
            </details>
          ))}
        </div>

        <StillQuestions labels={labels} />
      </div>
    </main>
  );
}
