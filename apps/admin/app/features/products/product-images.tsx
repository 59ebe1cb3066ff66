// The product's pictures: dropped or chosen several at once, each uploaded with its progress, then
// put in order (the first is the main one) and given the colour they show.
import { useState } from 'react';
import { useDropzone } from 'react-dropzone';
import { useWatch } from 'react-hook-form';
import { useI18n, useMessages } from '../../i18n/i18n';
import { ApiError } from '../../lib/api';
import { errorText } from '../../lib/error-text';
import { Button } from '../../ui/button';
import { SelectField } from '../../ui/field';
import { productMessages } from './messages';
import type { ProductForm } from './product-form-types';
import { choiceName, thumbnailSources } from './product-names';
import { uploadMedia } from '../media/media-api';
import type { ProductChoices } from './products-api';

interface Upload {
  id: number;
  name: string;
  /** Share sent, 0..1. */
  progress: number;
  error?: string;
}

let nextUpload = 1;

export function ProductImages({ form, choices }: { form: ProductForm; choices: Pick<ProductChoices, 'colours'> }) {
  const { t, language } = useI18n();
  const tm = useMessages(productMessages);
  const images = useWatch({ control: form.control, name: 'images' });
  const colourIds = useWatch({ control: form.control, name: 'colourIds' });
  const productName = useWatch({ control: form.control, name: 'name' });
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const colours = choices.colours.filter((colour) => colourIds.includes(colour.id));
  const colourById = new Map(choices.colours.map((colour) => [colour.id, colour]));

  const setImages = (next: typeof images) => form.setValue('images', next, { shouldDirty: true });
  const update = (id: number, change: Partial<Upload>) =>
    setUploads((all) => all.map((upload) => (upload.id === id ? { ...upload, ...change } : upload)));

  const upload = async (file: File) => {
    const id = nextUpload++;
    setUploads((all) => [...all, { id, name: file.name, progress: 0 }]);
    try {
      const item = await uploadMedia(file, 'image', (progress) => update(id, { progress }));
      if (item.kind !== 'image') throw new ApiError(415, '');
      const current = form.getValues('images');
      if (!current.some((image) => image.url === item.url)) {
        form.setValue('images', [...current, { url: item.url, colourId: null }], { shouldDirty: true });
      }
      setUploads((all) => all.filter((entry) => entry.id !== id));
    } catch (error) {
      const reason =
        error instanceof ApiError && error.code === 'NOT_AN_IMAGE'
          ? tm('notAnImage', { name: file.name })
          : tm('uploadFailed', { name: file.name, reason: errorText(error, t).replace(/^file: /, '') });
      update(id, { error: reason, progress: 0 });
    }
  };

  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
    accept: { 'image/*': [] },
    multiple: true,
    noClick: true,
    noKeyboard: true,
    onDrop: (accepted) => {
      for (const file of accepted) void upload(file);
    },
  });

  const move = (index: number, step: -1 | 1) => {
    const next = [...images];
    const [moved] = next.splice(index, 1);
    next.splice(index + step, 0, moved!);
    setImages(next);
    setAnnouncement(tm('imageMoved', { position: index + step + 1, total: next.length }));
    // The button pressed moved with its picture; the focus follows it.
    requestAnimationFrame(() =>
      document
        .querySelector<HTMLButtonElement>(
          `[data-image-move="${index + step}:${step}"]:not(:disabled), [data-image-move="${index + step}:${-step}"]`,
        )
        ?.focus(),
    );
  };

  const altOf = (colourId: number | null) => {
    const name = (language === 'ar' && productName.ar.trim()) || productName.en;
    const colour = colourId === null ? undefined : colourById.get(colourId);
    return colour ? `${name} – ${choiceName(colour, language)}` : name;
  };

  return (
    <div className="space-y-4">
      <div
        {...getRootProps({
          className: `rounded-lg border-2 border-dashed p-6 text-center ${isDragActive ? 'border-emerald-700 bg-emerald-50' : 'border-stone-300 bg-stone-50'}`,
        })}
      >
        <input {...getInputProps()} />
        <p className="text-sm text-stone-700">{isDragActive ? tm('dropActive') : tm('dropImages')}</p>
        <Button variant="secondary" className="mt-3" onClick={open}>
          {tm('chooseImages')}
        </Button>
      </div>
      {uploads.length > 0 && (
        <ul className="space-y-2">
          {uploads.map((entry) => (
            <li key={entry.id} className="text-sm">
              {entry.error ? (
                <div role="alert" className="flex flex-wrap items-center justify-between gap-2 text-red-700">
                  <span>{entry.error}</span>
                  <Button
                    variant="ghost"
                    onClick={() => setUploads((all) => all.filter((other) => other.id !== entry.id))}
                  >
                    {t('app.close')}
                  </Button>
                </div>
              ) : (
                <>
                  <span>{tm('uploading', { name: entry.name })}</span>
                  <progress
                    className="block w-full"
                    max={1}
                    value={entry.progress}
                    aria-label={tm('uploadProgress', { name: entry.name })}
                  />
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <ol className="space-y-3">
        {images.map((image, index) => {
          const { src, srcSet } = thumbnailSources(image.url);
          const alt = altOf(image.colourId);
          const label = tm('imageNumber', { number: index + 1 });
          const colourError = form.getFieldState(`images.${index}.colourId`, form.formState).error?.message;
          return (
            <li
              key={image.url}
              className="flex flex-col gap-3 rounded-md border border-stone-200 p-3 sm:flex-row sm:items-start"
            >
              <img src={src} srcSet={srcSet} sizes="96px" alt={alt} className="size-24 rounded object-cover" />
              <div className="min-w-0 flex-1 space-y-2">
                <p className="text-sm font-medium">
                  {label}
                  {index === 0 && (
                    <span className="ms-2 rounded bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900">
                      {tm('mainImage')}
                    </span>
                  )}
                </p>
                <div className="max-w-xs">
                  <SelectField
                    label={tm('imageColour')}
                    value={image.colourId !== null && colourIds.includes(image.colourId) ? String(image.colourId) : ''}
                    error={colourError}
                    onChange={(event) =>
                      setImages(
                        images.map((other, at) =>
                          at === index
                            ? { ...other, colourId: event.target.value ? Number(event.target.value) : null }
                            : other,
                        ),
                      )
                    }
                  >
                    <option value="">{tm('everyColour')}</option>
                    {colours.map((colour) => (
                      <option key={colour.id} value={colour.id}>
                        {choiceName(colour, language)}
                      </option>
                    ))}
                  </SelectField>
                </div>
                <p className="text-xs break-words text-stone-600">{tm('altPreview', { alt })}</p>
              </div>
              <div className="flex flex-wrap gap-2">
                <Button
                  variant="secondary"
                  data-image-move={`${index}:-1`}
                  disabled={index === 0}
                  aria-label={`${tm('moveUp')}: ${label}`}
                  onClick={() => move(index, -1)}
                >
                  {tm('moveUp')}
                </Button>
                <Button
                  variant="secondary"
                  data-image-move={`${index}:1`}
                  disabled={index === images.length - 1}
                  aria-label={`${tm('moveDown')}: ${label}`}
                  onClick={() => move(index, 1)}
                >
                  {tm('moveDown')}
                </Button>
                <Button
                  variant="ghost"
                  aria-label={`${tm('removeImage')}: ${label}`}
                  onClick={() => setImages(images.filter((_, at) => at !== index))}
                >
                  {tm('removeImage')}
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
