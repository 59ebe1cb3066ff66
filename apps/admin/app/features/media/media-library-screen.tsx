// The media library: every uploaded picture, newest first, with its name, size and date, and the
// address to copy; several pictures uploaded at once, each with its progress or its failure.
import { useState } from 'react';
import { Form, Link, useRevalidator } from 'react-router';
import type { MediaImage, MediaPage } from '@shop/contract';
import { useI18n, useMessages } from '../../i18n/i18n';
import { Button, buttonClass } from '../../ui/button';
import { TextField } from '../../ui/field';
import { ImageDropzone } from '../../ui/image-dropzone';
import { PageHeader } from '../../ui/page-header';
import { thumbnailSources } from './image-sources';
import { MEDIA_PAGE_SIZE, uploadImage } from './media-api';
import { IMAGE_ACCEPT, sizeText, uploadFailureText } from './media-texts';
import { mediaMessages } from './messages';

export function MediaLibraryScreen({ page, q }: { page: MediaPage; q: string }) {
  const { t, locale } = useI18n();
  const m = useMessages(mediaMessages);
  const revalidator = useRevalidator();
  const [announcement, setAnnouncement] = useState('');
  const images = page.items.filter((item): item is MediaImage => item.kind === 'image');

  const copy = async (image: MediaImage) => {
    const url = new URL(image.url, window.location.origin).href;
    try {
      await navigator.clipboard.writeText(url);
      setAnnouncement(m('copied', { name: image.originalName }));
    } catch {
      setAnnouncement(m('copyFailed', { url }));
    }
  };

  const pageLink = (offset: number) => {
    const params = new URLSearchParams();
    if (q) params.set('q', q);
    if (offset > 0) params.set('offset', String(offset));
    const search = params.toString();
    return search ? `?${search}` : '.';
  };
  const format = (n: number) => n.toLocaleString(locale);

  return (
    <>
      <PageHeader title={m('title')} intro={m('intro')} />
      <div className="mb-6">
        <ImageDropzone
          multiple
          accept={IMAGE_ACCEPT}
          upload={async (file, onProgress) => {
            await uploadImage(file, onProgress);
            setAnnouncement(m('uploaded', { name: file.name }));
            await revalidator.revalidate();
          }}
          failureText={(error, file) => uploadFailureText(error, file, t, m)}
          texts={{
            drop: m('drop'),
            dropActive: m('dropActive'),
            choose: m('choose'),
            uploading: (name) => m('uploading', { name }),
            progress: (name) => m('progress', { name }),
          }}
        />
      </div>
      <p role="status" className="mb-2 text-sm text-emerald-900 empty:hidden">
        {announcement}
      </p>
      <Form method="get" role="search" className="mb-4 flex flex-wrap items-end gap-3">
        <div className="w-full sm:w-72">
          <TextField label={m('search')} name="q" type="search" dir="auto" defaultValue={q} />
        </div>
        <Button type="submit" variant="secondary">
          {t('app.search')}
        </Button>
      </Form>
      {images.length === 0 ? (
        <p className="text-sm text-stone-700">{q ? m('noMatch') : m('empty')}</p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {images.map((image) => {
            const sources = thumbnailSources(image.url);
            return (
              <li key={image.id} className="flex min-w-0 flex-col rounded-lg border border-stone-200 bg-white p-2">
                <img
                  src={sources.src}
                  srcSet={sources.srcSet}
                  sizes="(min-width: 640px) 240px, 50vw"
                  alt={image.originalName}
                  loading="lazy"
                  className="aspect-[4/3] w-full rounded object-cover"
                />
                <p className="mt-2 truncate text-sm font-medium text-stone-900" dir="auto" title={image.originalName}>
                  {image.originalName}
                </p>
                <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-2 text-xs text-stone-700">
                  <dt>{m('size')}</dt>
                  <dd className="tabular-nums">
                    {sizeText(image.sizeBytes, locale, m)} ·{' '}
                    {m('dimensions', { width: format(image.width), height: format(image.height) })}
                  </dd>
                  <dt>{m('uploadedOn')}</dt>
                  <dd>
                    <time dateTime={image.createdAt}>
                      {new Date(image.createdAt).toLocaleDateString(locale, { dateStyle: 'medium' })}
                    </time>
                  </dd>
                </dl>
                <Button
                  variant="secondary"
                  className="mt-2 w-full"
                  aria-label={m('copyUrlNamed', { name: image.originalName })}
                  onClick={() => void copy(image)}
                >
                  {m('copyUrl')}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      {page.total > 0 && (
        <nav aria-label={m('title')} className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm">
          <span>
            {t('app.showingRange', {
              from: format(page.offset + 1),
              to: format(page.offset + images.length),
              total: format(page.total),
            })}
          </span>
          <span className="flex gap-2">
            {page.offset > 0 && (
              <Link className={buttonClass('secondary')} to={pageLink(Math.max(0, page.offset - MEDIA_PAGE_SIZE))}>
                {t('app.previousPage')}
              </Link>
            )}
            {page.offset + images.length < page.total && (
              <Link className={buttonClass('secondary')} to={pageLink(page.offset + MEDIA_PAGE_SIZE)}>
                {t('app.nextPage')}
              </Link>
            )}
          </span>
        </nav>
      )}
    </>
  );
}
