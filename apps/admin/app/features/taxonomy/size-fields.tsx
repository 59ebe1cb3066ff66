import { useMessages } from '../../i18n/i18n';
import { TextField } from '../../ui/field';
import { taxonomyMessages } from './messages';
import type { ErrorOf, TaxonomyForm } from './taxonomy-form-values';

/** A size's own fields: what the size picker shows and its measurements. */
export function SizeFields({ form, errorOf }: { form: TaxonomyForm; errorOf: ErrorOf }) {
  const tm = useMessages(taxonomyMessages);
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <TextField
        label={
          <>
            {tm('shortName')}
            <span aria-hidden="true"> *</span>
          </>
        }
        hint={tm('shortNameHint')}
        dir="ltr"
        aria-required
        error={errorOf('shortName')}
        {...form.register('shortName')}
      />
      <TextField
        label={tm('inches')}
        hint={tm('inchesHint')}
        dir="ltr"
        error={errorOf('inches')}
        {...form.register('inches')}
      />
      <TextField
        label={tm('centimetres')}
        hint={tm('centimetresHint')}
        dir="ltr"
        error={errorOf('centimeters')}
        {...form.register('centimeters')}
      />
    </div>
  );
}
