import type { LanguageCode, ScreenLabelSet } from '@shop/contract';
import type { MetaDescriptor } from 'react-router';

export type FaqLabels = ScreenLabelSet<'FAQ'>;
type QuestionId = Extract<keyof FaqLabels, `lbl_faq_q${number}`>;
type AnswerId = Extract<keyof FaqLabels, `lbl_faq_a${number}`>;

// The questions are the catalogue's lbl_faq_q1, q2, ... each answered by the a-label of its number.
export function questionsAndAnswers(labels: FaqLabels) {
  const questionIds = Object.keys(labels).filter((id): id is QuestionId => /^lbl_faq_q\d+$/.test(id));
  return questionIds.map((id) => ({
    id,
    question: labels[id],
    answer: labels[id.replace('_q', '_a') as AnswerId],
  }));
}

/** Lets search engines show the answers (schema.org FAQPage). */
export function faqPageJsonLd(labels: FaqLabels, language: LanguageCode): MetaDescriptor {
  return {
    'script:ld+json': {
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      inLanguage: language,
      mainEntity: questionsAndAnswers(labels).map(({ question, answer }) => ({
        '@type': 'Question',
        name: question,
        acceptedAnswer: { '@type': 'Answer', text: answer },
      })),
    },
  };
}
