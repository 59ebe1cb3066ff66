// A digital product's file: uploaded privately (kind=file); the product keeps its id.
import { useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useI18n, useMessages } from '../../i18n/i18n';
import { errorText } from '../../lib/error-text';
import { productMessages } from './messages';
import type { ProductForm } from './product-form-types';
import { uploadMedia } from '../media/media-api';

export function DigitalFileField({ form }: { form: ProductForm }) {
  const { t } = useI18n();
  const tm = useMessages(productMessages);
  const id = useId();
  const fileId = useWatch({ control: form.control, name: 'digitalFileId' });
  const [name, setName] = useState<string>();
  const [progress, setProgress] = useState<number>();
  const [error, setError] = useState<string>();

  const upload = async (file: File) => {
    setError(undefined);
    setProgress(0);
    try {
      const item = await uploadMedia(file, 'file', setProgress);
      form.setValue('digitalFileId', item.id, { shouldDirty: true });
      setName(item.originalName);
    } catch (failure) {
      setError(errorText(failure, t).replace(/^file: /, ''));
    } finally {
      setProgress(undefined);
    }
  };

  return (
    <div className="space-y-2">
      {fileId !== null && (
        <p className="text-sm" dir="auto">
          {name ? tm('digitalFileChosen', { name }) : tm('digitalFileKept', { id: fileId })}
        </p>
      )}
      <label htmlFor={id} className="block text-sm font-medium text-stone-800">
        {tm('uploadFile')}
      </label>
      <input
        id={id}
        type="file"
        className="block max-w-full text-sm"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) void upload(file);
        }}
      />
      {progress !== undefined && (
        <progress className="block w-full" max={1} value={progress} aria-label={tm('uploadFile')} />
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
