import { FormRules, Language, Messages, ReviewRating, type FieldValue, validateForm } from '@shop/contract';
import { type FormEvent, useId, useState } from 'react';
import { useRevalidator } from 'react-router';

import { fillLabel, useLabels } from '../../../lib/labels/labels';
import { useLanguage } from '../../../lib/language';
import { postJson } from '../../../lib/post-json';
import { notify } from '../../../ui/toast';

type ReviewField = 'ReviewerName' | 'ReviewerEmail' | 'ReviewTitle' | 'ReviewBody';
type ReviewValues = Record<ReviewField, string> & { ReviewRating: number };

const EMPTY_REVIEW: ReviewValues = {
  ReviewerName: '',
  ReviewerEmail: '',
  ReviewTitle: '',
  ReviewBody: '',
  ReviewRating: ReviewRating.default,
};

const RATINGS = Array.from({ length: ReviewRating.max - ReviewRating.min + 1 }, (_, index) => ReviewRating.min + index);

/** Where the browser posts a review; the storefront hands it to the back-office's insert-product-review. */
export const REVIEW_ACTION_PATH = '/api/product-review';

/**
 * The write-review form (spec sections 5 and 8): checked with the shared review rules, each
 * failure an error toast; sent through the storefront; success says so and clears the form.
 */
export function ReviewForm({ productId }: { productId: number }) {
  const language = useLanguage();
  const labels = useLabels('ProductDetail');
  const ratingLabels = useLabels('SiteLeftSidebarFilter');
  const revalidator = useRevalidator();
  const [values, setValues] = useState<ReviewValues>(EMPTY_REVIEW);
  const [sending, setSending] = useState(false);
  const formId = useId();

  const fieldLabels: Record<ReviewField, string> = {
    ReviewerName: labels.lbl_product_detail_review_name,
    ReviewerEmail: labels.lbl_product_detail_review_email,
    ReviewTitle: labels.lbl_product_detail_review_title,
    ReviewBody: labels.lbl_product_detail_review_body,
  };
  // English messages name fields as the spec does ('Name is required'); other languages name
  // them by the form's own (translated) labels, so the message matches what the shopper sees.
  const rules =
    language.code === Language.en.code
      ? FormRules.review
      : FormRules.review.map((rule) =>
          rule.field in fieldLabels ? { ...rule, label: fieldLabels[rule.field as ReviewField] } : rule,
        );

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const failure = validateForm(rules, { ...values, ProductId: productId } as Record<string, FieldValue>);
    if (failure) {
      notify('error', failure.message, language.code);
      return;
    }
    setSending(true);
    const result = await postJson(REVIEW_ACTION_PATH, { ...values, ProductId: productId, lang: language.code }, () =>
      import('./review-answer').then((module) => module.ReviewAnswer),
    );
    setSending(false);
    if (!result.ok) {
      console.error('product page: review not sent', result.error);
      notify('error', Messages.genericErrorLater, language.code);
    } else if (result.answer.ok) {
      notify('success', Messages.reviewSubmitted, language.code);
      setValues(EMPTY_REVIEW);
      // A newly approved review then shows in the list.
      void revalidator.revalidate();
    } else {
      notify('error', result.answer.message, language.code);
    }
  }

  const set = (field: ReviewField) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setValues((current) => ({ ...current, [field]: value }));
  };
  const inputClass =
    'w-full rounded-md border border-olive-300 bg-white px-3 py-2 text-olive-950 placeholder:text-olive-400 focus:border-olive-600';

  return (
    <form onSubmit={handleSubmit} noValidate className="flex flex-col gap-4" aria-busy={sending}>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-1">
          <label htmlFor={`${formId}-name`} className="text-sm font-semibold text-olive-900">
            {fieldLabels.ReviewerName}
          </label>
          <input
            id={`${formId}-name`}
            name="ReviewerName"
            autoComplete="name"
            value={values.ReviewerName}
            onChange={set('ReviewerName')}
            className={inputClass}
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${formId}-email`} className="text-sm font-semibold text-olive-900">
            {fieldLabels.ReviewerEmail}
          </label>
          <input
            id={`${formId}-email`}
            name="ReviewerEmail"
            type="email"
            dir="ltr"
            autoComplete="email"
            value={values.ReviewerEmail}
            onChange={set('ReviewerEmail')}
            className={`${inputClass} rtl:text-end`}
          />
        </div>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${formId}-title`} className="text-sm font-semibold text-olive-900">
          {fieldLabels.ReviewTitle}
        </label>
        <input
          id={`${formId}-title`}
          name="ReviewTitle"
          value={values.ReviewTitle}
          onChange={set('ReviewTitle')}
          className={inputClass}
        />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${formId}-body`} className="text-sm font-semibold text-olive-900">
          {fieldLabels.ReviewBody}
        </label>
        <textarea
          id={`${formId}-body`}
          name="ReviewBody"
          rows={5}
          value={values.ReviewBody}
          onChange={set('ReviewBody')}
          className={inputClass}
        />
      </div>
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-olive-900">{labels.lbl_product_detail_review_rating}</legend>
        <div className="flex flex-wrap gap-2">
          {RATINGS.map((rating) => (
            <label key={rating} className="relative">
              <input
                type="radio"
                name="ReviewRating"
                value={rating}
                checked={values.ReviewRating === rating}
                onChange={() => setValues((current) => ({ ...current, ReviewRating: rating }))}
                aria-label={fillLabel(ratingLabels.lbl_sidebar_rating_value, { n: rating })}
                className="peer absolute inset-0 z-10 size-full cursor-pointer opacity-0"
              />
              <span
                aria-hidden="true"
                className="flex items-center gap-1 rounded-md border border-olive-300 bg-white px-3 py-1.5 text-sm text-olive-900 peer-checked:border-olive-700 peer-checked:bg-olive-700 peer-checked:text-sand-50 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-poppy-600"
              >
                <bdi>{rating}</bdi>
                <span className="text-sand-400">★</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <button
        type="submit"
        disabled={sending}
        className="self-start rounded-md bg-olive-700 px-6 py-2 font-semibold text-sand-50 hover:bg-olive-800 disabled:opacity-60"
      >
        {labels.lbl_product_detail_review_submit}
      </button>
    </form>
  );
}
