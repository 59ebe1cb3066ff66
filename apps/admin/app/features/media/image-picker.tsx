// One picture of a form (a banner's, a campaign's cover, the logo): shown as it is now, replaced by
// uploading a new one (dropped or chosen) or by picking one already in the media library.
import * as Dialog from '@radix-ui/react-dialog';
import { useId, useState } from 'react';
import type { MediaImage } from '@shop/contract';
import { useI18n, useMessages } from '../../i18n/i18n';
import { errorText } from '../../lib/error-text';
import { Button } from '../../ui/button';
import { ImageDropzone } from '../../ui/image-dropzone';
import { loadImagePage, uploadImage } from './media-api';
import { thumbnailSources } from './image-sources';
import { IMAGE_ACCEPT, uploadFailureText } from './media-texts';
import { mediaMessages } from './messages';

export function ImagePicker({
  label,
  value,
  onChange,
  alt,
  error,
  optional = false,
}: {
  label: string;
  /** The picture's URL; '' for none. */
  value: string;
  onChange: (url: string) => void;
  /** What the picture shows, for the preview's alternative text. */
  alt: string;
  error?: string;
  /** Whether the picture may be removed (the field takes ''). */
  optional?: boolean;
}) {
  const { t } = useI18n();
  const m = useMessages(mediaMessages);
  const id = useId();
  const errorId = `${id}-error`;
  const preview = value ? thumbnailSources(value) : undefined;

  return (
    <fieldset className="min-w-0 space-y-3" aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium text-stone-800">{label}</legend>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="flex h-28 w-44 shrink-0 items-center justify-center overflow-hidden rounded-md border border-stone-200 bg-stone-100">
          {preview ? (
            <img src={preview.src} srcSet={preview.srcSet} sizes="176px" alt={alt} className="size-full object-cover" />
          ) : (
            <span className="p-2 text-center text-xs text-stone-600">{m('none')}</span>
          )}
        </div>
        <div className="min-w-0 flex-1 space-y-2">
          {value && (
            <p className="text-xs break-all text-stone-600" dir="ltr">
              {value}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <LibraryDialog onPick={(image) => onChange(image.url)} />
            {optional && value && (
              <Button variant="ghost" onClick={() => onChange('')}>
                {m('remove')}
              </Button>
            )}
          </div>
        </div>
      </div>
      <ImageDropzone
        accept={IMAGE_ACCEPT}
        upload={async (file, onProgress) => onChange((await uploadImage(file, onProgress)).url)}
        failureText={(failure, file) => uploadFailureText(failure, file, t, m)}
        texts={{
          drop: m('dropOne'),
          dropActive: m('dropActive'),
          choose: m('chooseOne'),
          uploading: (name) => m('uploading', { name }),
          progress: (name) => m('progress', { name }),
        }}
      />
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** The library in a dialog: the pictures already uploaded, newest first; choosing one closes it. */
function LibraryDialog({ onPick }: { onPick: (image: MediaImage) => void }) {
  const { t } = useI18n();
  const m = useMessages(mediaMessages);
  const [open, setOpen] = useState(false);
  const [images, setImages] = useState<MediaImage[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(false);
  const [failure, setFailure] = useState('');

  const load = async (offset: number) => {
    setLoading(true);
    setFailure('');
    try {
      const page = await loadImagePage({ offset });
      const found = page.items.filter((item): item is MediaImage => item.kind === 'image');
      setImages((shown) => (offset === 0 ? found : [...shown, ...found]));
      setTotal(page.total);
    } catch (error) {
      setFailure(errorText(error, t));
    } finally {
      setLoading(false);
    }
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) void load(0);
      }}
    >
      <Dialog.Trigger asChild>
        <Button variant="secondary">{m('library')}</Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/30" />
        <Dialog.Content className="fixed start-1/2 top-1/2 z-50 flex max-h-[calc(100vh-2rem)] w-[min(48rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 flex-col rounded-lg bg-white p-4 shadow-xl sm:p-6 rtl:translate-x-1/2">
          <Dialog.Title className="text-lg font-semibold">{m('libraryTitle')}</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-stone-700">{m('libraryIntro')}</Dialog.Description>
          <div className="mt-4 min-h-0 flex-1 overflow-y-auto">
            {failure && (
              <p role="alert" className="text-sm text-red-700">
                {failure}
              </p>
            )}
            {!loading && !failure && images.length === 0 && <p className="text-sm text-stone-700">{m('empty')}</p>}
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
              {images.map((image) => {
                const sources = thumbnailSources(image.url);
                return (
                  <li key={image.id}>
                    <button
                      type="button"
                      aria-label={m('pick', { name: image.originalName })}
                      onClick={() => {
                        onPick(image);
                        setOpen(false);
                      }}
                      className="block w-full rounded-md border border-stone-200 p-1 text-start hover:border-emerald-700 focus-visible:outline-2 focus-visible:outline-emerald-700"
                    >
                      <img
                        src={sources.src}
                        srcSet={sources.srcSet}
                        sizes="160px"
                        alt=""
                        className="aspect-[4/3] w-full rounded object-cover"
                      />
                      <span className="mt-1 block truncate text-xs text-stone-700" dir="auto">
                        {image.originalName}
                      </span>
                    </button>
                  </li>
                );
              })}
            </ul>
            {loading && <p className="mt-3 text-sm text-stone-700">{t('app.loading')}</p>}
            {!loading && images.length < total && (
              <Button variant="secondary" className="mt-3" onClick={() => void load(images.length)}>
                {m('more')}
              </Button>
            )}
          </div>
          <div className="mt-4 flex justify-end">
            <Dialog.Close asChild>
              <Button variant="secondary">{t('app.close')}</Button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
