import { useI18n, useMessages } from '../../i18n/i18n';
import { CheckboxField, SelectField, TextField } from '../../ui/field';
import { parentChoices } from './category-tree';
import { taxonomyMessages } from './messages';
import type { ErrorOf, TaxonomyForm } from './taxonomy-form-values';
import { entryName, type TaxonomyEntry } from './taxonomy-nouns';

/** A category's own fields: where it sits in the tree, its tile image, popularity and display order. */
export function CategoryFields({
  form,
  errorOf,
  categories,
  category,
}: {
  form: TaxonomyForm;
  errorOf: ErrorOf;
  /** Every category, in display order. */
  categories: TaxonomyEntry[];
  /** The category edited (left out of the parents with everything below it); none when creating. */
  category?: number;
}) {
  const { language } = useI18n();
  const tm = useMessages(taxonomyMessages);
  return (
    <>
      <SelectField
        label={tm('parent')}
        hint={tm('parentHint')}
        error={errorOf('parentId')}
        {...form.register('parentId', { setValueAs: (value: string | null) => (value ? Number(value) : null) })}
      >
        <option value="">{tm('parentNone')}</option>
        {parentChoices(categories, category).map(({ id, entry, depth }) => (
          <option key={id} value={id}>
            {/* Options cannot be indented: the depth shows as leading dashes. */}
            {`${'— '.repeat(depth)}${entryName(entry, language)}`}
          </option>
        ))}
      </SelectField>
      <TextField
        label={tm('imageUrl')}
        hint={tm('imageUrlHint')}
        dir="ltr"
        inputMode="url"
        error={errorOf('imageUrl')}
        {...form.register('imageUrl')}
      />
      <TextField
        label={tm('displayOrder')}
        hint={tm('displayOrderHint')}
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        error={errorOf('displayOrder')}
        {...form.register('displayOrder', {
          setValueAs: (value: string | number | undefined) =>
            value === '' || value === undefined || value === null ? undefined : Number(value),
        })}
      />
      <CheckboxField label={tm('popularLabel')} hint={tm('popularHint')} {...form.register('isPopular')} />
    </>
  );
}
