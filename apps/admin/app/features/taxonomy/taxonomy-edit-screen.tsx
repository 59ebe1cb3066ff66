import { Link } from 'react-router';
import { useI18n, useMessages } from '../../i18n/i18n';
import { buttonClass } from '../../ui/button';
import { PageHeader } from '../../ui/page-header';
import { taxonomyMessages } from './messages';
import { TaxonomyEntryForm } from './taxonomy-form';
import { entryName, nounText, type TaxonomyEntry, type TaxonomyNoun } from './taxonomy-nouns';

/** A new entry of the noun, or one to edit, with the way back to the noun's list. */
export function TaxonomyEditScreen({
  noun,
  entry,
  categories,
  created,
}: {
  noun: TaxonomyNoun;
  entry?: TaxonomyEntry;
  categories: TaxonomyEntry[];
  created?: boolean;
}) {
  const { language } = useI18n();
  const tm = useMessages(taxonomyMessages);
  return (
    <>
      <PageHeader
        title={entry ? tm(nounText(noun, 'edit')) : tm(nounText(noun, 'new'))}
        intro={entry ? entryName(entry, language) : undefined}
        actions={
          <Link to={`/${noun.path}`} className={buttonClass('secondary')}>
            <span aria-hidden="true" className="inline-block rtl:rotate-180">
              ‹
            </span>
            {tm(nounText(noun, 'back'))}
          </Link>
        }
      />
      {/* A fresh form for each entry (and for a new one), whatever the previous screen left. */}
      <TaxonomyEntryForm
        key={`${noun.path}:${entry?.id ?? 'new'}`}
        noun={noun}
        entry={entry}
        categories={categories}
        created={created}
      />
    </>
  );
}
