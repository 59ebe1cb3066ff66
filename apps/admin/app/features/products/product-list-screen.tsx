// The product list: search, filters, sort and paging through the URL; each row's picture, names,
// price, taxonomy, stock and state, with Edit, Duplicate and Archive or Restore; CSV export of the
// filtered list and CSV import.
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useRevalidator } from 'react-router';
import type { AdminProductPage, AdminProductRow } from '@shop/contract';
import { useI18n, useMessages } from '../../i18n/i18n';
import { errorText } from '../../lib/error-text';
import { Button, buttonClass } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { DataTable } from '../../ui/data-table';
import type { ListQuery } from '../../ui/list-query';
import { Notice } from '../../ui/notice';
import { PageHeader } from '../../ui/page-header';
import { productMessages } from './messages';
import { formatMoney } from './money';
import { ProductFilters } from './product-filters';
import { ProductImport } from './product-import';
import { choiceName, thumbnailSources } from './product-names';
import { duplicateProduct, productsCsvUrl, setProductArchived, type ProductChoices } from './products-api';

/** Below this many units a row's stock is highlighted. */
export const LOW_STOCK = 5;

const column = createColumnHelper<AdminProductRow>();

function Badge({ tone, children }: { tone: 'green' | 'grey' | 'amber' | 'blue'; children: string }) {
  const styles = {
    green: 'bg-emerald-100 text-emerald-900',
    grey: 'bg-stone-200 text-stone-800',
    amber: 'bg-amber-100 text-amber-900',
    blue: 'bg-sky-100 text-sky-900',
  }[tone];
  return <span className={`inline-block rounded px-2 py-0.5 text-xs font-semibold ${styles}`}>{children}</span>;
}

export function ProductListScreen({
  query,
  page,
  choices,
}: {
  query: ListQuery;
  page: AdminProductPage;
  choices: Pick<ProductChoices, 'categories' | 'brands' | 'vendors'>;
}) {
  const { t, language, locale } = useI18n();
  const tm = useMessages(productMessages);
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string }>();
  const noticeBox = useRef<HTMLDivElement>(null);

  const categories = useMemo(() => new Map(choices.categories.map((category) => [category.id, category])), [choices]);
  const columns = useMemo(() => {
    const show = (next: { tone: 'success' | 'error'; text: string }) => {
      setNotice(next);
      requestAnimationFrame(() => noticeBox.current?.focus());
    };
    const name = (row: AdminProductRow) => choiceName(row, language);
    const duplicate = async (row: AdminProductRow) => {
      try {
        const copy = await duplicateProduct(row.id);
        await navigate(`/products/${copy.id}`, { state: { notice: tm('duplicated', { name: name(row) }) } });
      } catch (error) {
        show({ tone: 'error', text: errorText(error, t) });
      }
    };
    const archive = async (row: AdminProductRow, archived: boolean) => {
      try {
        await setProductArchived(row.id, archived);
        show({ tone: 'success', text: tm(archived ? 'archivedNotice' : 'restoredNotice', { name: name(row) }) });
        await revalidator.revalidate();
      } catch (error) {
        show({ tone: 'error', text: errorText(error, t) });
      }
    };
    return [
      column.accessor('imageUrl', {
        header: tm('image'),
        enableSorting: false,
        cell: (info) => {
          const url = info.getValue();
          if (!url) return <span className="text-xs text-stone-600">{tm('noImage')}</span>;
          const { src, srcSet } = thumbnailSources(url);
          return (
            <img
              src={src}
              srcSet={srcSet}
              sizes="48px"
              alt={name(info.row.original)}
              width={48}
              height={48}
              loading="lazy"
              className="size-12 rounded object-cover"
            />
          );
        },
      }),
      column.accessor('name', {
        id: 'name',
        header: tm('name'),
        cell: (info) => {
          const row = info.row.original;
          return (
            <div className="max-w-64 min-w-40 whitespace-normal">
              <Link
                to={`/products/${row.id}`}
                className="font-medium text-emerald-800 hover:underline"
                lang="en"
                dir="ltr"
              >
                {row.name.en}
              </Link>
              {row.name.ar ? (
                <p lang="ar" dir="rtl" className="text-stone-700">
                  {row.name.ar}
                </p>
              ) : (
                <p className="text-xs text-amber-800">{t('app.missingTranslation')}</p>
              )}
            </div>
          );
        },
      }),
      column.accessor('price', {
        header: tm('price'),
        cell: (info) => {
          const row = info.row.original;
          if (row.discountedPrice === 0) return formatMoney(row.price, locale);
          return (
            <div className="whitespace-nowrap">
              <span className="font-semibold">{formatMoney(row.discountedPrice, locale)}</span>
              <p className="text-xs text-stone-600 line-through">
                {tm('wasPrice', { price: formatMoney(row.price, locale) })}
              </p>
            </div>
          );
        },
      }),
      column.accessor('categoryName', {
        header: tm('category'),
        enableSorting: false,
        cell: (info) => {
          const category = categories.get(info.row.original.categoryId);
          return category ? choiceName(category, language) : info.getValue();
        },
      }),
      column.accessor('brandName', {
        header: tm('brand'),
        enableSorting: false,
        cell: (info) => info.getValue() ?? '—',
      }),
      column.accessor('stock', {
        header: tm('stock'),
        cell: (info) =>
          info.getValue() < LOW_STOCK ? (
            <span className="rounded bg-amber-100 px-2 py-0.5 font-semibold text-amber-900">
              {info.getValue().toLocaleString(locale)} <span className="text-xs">({tm('lowStock')})</span>
            </span>
          ) : (
            info.getValue().toLocaleString(locale)
          ),
      }),
      column.accessor('variantCount', {
        header: tm('variants'),
        enableSorting: false,
        cell: (info) => info.getValue().toLocaleString(locale),
      }),
      column.display({
        id: 'status',
        header: tm('status'),
        cell: (info) => {
          const row = info.row.original;
          return (
            <div className="flex flex-wrap gap-1">
              {row.archived ? (
                <Badge tone="grey">{tm('archived')}</Badge>
              ) : (
                <Badge tone={row.active ? 'green' : 'amber'}>{tm(row.active ? 'published' : 'unpublished')}</Badge>
              )}
              {row.digital && <Badge tone="blue">{tm('digital')}</Badge>}
            </div>
          );
        },
      }),
      column.display({
        id: 'actions',
        header: t('app.actions'),
        cell: (info) => {
          const row = info.row.original;
          const values = { name: name(row) };
          return (
            <div className="flex gap-2">
              <Link
                to={`/products/${row.id}`}
                className={buttonClass('secondary')}
                aria-label={tm('editNamed', values)}
              >
                {t('app.edit')}
              </Link>
              <Button variant="secondary" aria-label={tm('duplicateNamed', values)} onClick={() => void duplicate(row)}>
                {tm('duplicate')}
              </Button>
              <ConfirmDialog
                trigger={
                  <Button variant="secondary" aria-label={tm(row.archived ? 'restoreNamed' : 'archiveNamed', values)}>
                    {tm(row.archived ? 'restore' : 'archive')}
                  </Button>
                }
                title={tm(row.archived ? 'restoreTitle' : 'archiveTitle', values)}
                description={tm(row.archived ? 'restoreDescription' : 'archiveDescription')}
                confirmLabel={tm(row.archived ? 'restore' : 'archive')}
                onConfirm={() => void archive(row, !row.archived)}
              />
            </div>
          );
        },
      }),
    ];
  }, [t, tm, language, locale, navigate, revalidator, categories]);

  return (
    <>
      <PageHeader
        title={tm('title')}
        intro={tm('intro')}
        actions={
          <>
            <a href={productsCsvUrl(query)} className={buttonClass('secondary')} download>
              {tm('exportCsv')}
            </a>
            <Link to="/products/new" className={buttonClass('primary')}>
              {tm('new')}
            </Link>
          </>
        }
      />
      <ProductFilters key={JSON.stringify([query.q, query.filters])} query={query} choices={choices} />
      <div ref={noticeBox} tabIndex={-1} className="mb-4 empty:hidden focus:outline-none">
        {notice && <Notice tone={notice.tone}>{notice.text}</Notice>}
      </div>
      <DataTable caption={tm('title')} columns={columns} page={page} query={query} rowKey={(row) => row.id} />
      <ProductImport onApplied={() => void revalidator.revalidate()} />
    </>
  );
}
