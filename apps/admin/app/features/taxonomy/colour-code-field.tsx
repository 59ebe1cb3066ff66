// A colour's code typed as #RRGGBB, beside the browser's colour picker, which also shows the swatch.
import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { useMessages } from '../../i18n/i18n';
import { taxonomyMessages } from './messages';
import type { ErrorOf, TaxonomyForm } from './taxonomy-form-values';

const HEX_COLOUR = /^#[0-9a-f]{6}$/i;
/** What the picker shows while the typed code is not a colour yet. */
const NO_COLOUR = '#ffffff';

export function ColourCodeField({ form, errorOf }: { form: TaxonomyForm; errorOf: ErrorOf }) {
  const tm = useMessages(taxonomyMessages);
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const error = errorOf('hexCode');
  const typed = (useWatch({ control: form.control, name: 'hexCode' }) ?? '').trim();
  const swatch = HEX_COLOUR.test(typed) ? typed.toLowerCase() : NO_COLOUR;
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-stone-800">
        {tm('hexCode')}
        <span aria-hidden="true"> *</span>
      </label>
      <div className="flex items-center gap-3">
        <input
          id={id}
          dir="ltr"
          autoComplete="off"
          spellCheck={false}
          maxLength={7}
          aria-required
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, error ? errorId : ''].filter(Boolean).join(' ')}
          className="block w-40 rounded-md border border-stone-300 bg-white px-3 py-2 font-mono text-sm text-stone-900 uppercase shadow-sm focus:border-emerald-700 focus:outline-2 focus:outline-emerald-700/30 aria-invalid:border-red-700"
          {...form.register('hexCode')}
        />
        <input
          type="color"
          aria-label={tm('pickColour')}
          value={swatch}
          onChange={(event) =>
            form.setValue('hexCode', event.target.value.toUpperCase(), {
              shouldDirty: true,
              shouldValidate: form.formState.isSubmitted,
            })
          }
          className="h-10 w-14 cursor-pointer rounded-md border border-stone-300 bg-white p-1"
        />
      </div>
      <p id={hintId} className="text-xs text-stone-600">
        {tm('hexCodeHint')}
      </p>
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
