import { Form } from 'react-router';
import { useI18n, useMessages } from '../../i18n/i18n';
import { Button } from '../../ui/button';
import { SelectField, TextField } from '../../ui/field';
import type { ListQuery } from '../../ui/list-query';
import { productMessages } from './messages';
import { choiceName } from './product-names';
import type { ProductChoices } from './products-api';

/** Search by name or SKU and the API's filters; a GET form, so the URL keeps them. */
export function ProductFilters({
  query,
  choices,
}: {
  query: ListQuery;
  choices: Pick<ProductChoices, 'categories' | 'brands' | 'vendors'>;
}) {
  const { t, language } = useI18n();
  const tm = useMessages(productMessages);
  const filter = (name: string) => query.filters[name] ?? '';
  return (
    <Form method="get" role="search" className="mb-4 grid grid-cols-1 items-end gap-3 sm:grid-cols-2 lg:grid-cols-4">
      {/* The sort and page size stay as they are; a new search starts on the first page. */}
      <input type="hidden" name="sort" value={query.sort} />
      <input type="hidden" name="order" value={query.order} />
      <input type="hidden" name="limit" value={query.limit} />
      <TextField label={tm('searchLabel')} type="search" name="q" defaultValue={query.q} />
      <SelectField label={tm('category')} name="categoryId" defaultValue={filter('categoryId')}>
        <option value="">{tm('filterAllCategories')}</option>
        {choices.categories.map((category) => (
          <option key={category.id} value={category.id}>
            {choiceName(category, language)}
          </option>
        ))}
      </SelectField>
      <SelectField label={tm('brand')} name="brandId" defaultValue={filter('brandId')}>
        <option value="">{tm('filterAllBrands')}</option>
        {choices.brands.map((brand) => (
          <option key={brand.id} value={brand.id}>
            {choiceName(brand, language)}
          </option>
        ))}
      </SelectField>
      <SelectField label={tm('vendor')} name="vendorId" defaultValue={filter('vendorId')}>
        <option value="">{tm('filterAllVendors')}</option>
        {choices.vendors.map((vendor) => (
          <option key={vendor.id} value={vendor.id}>
            {choiceName(vendor, language)}
          </option>
        ))}
      </SelectField>
      <SelectField label={tm('filterActive')} name="active" defaultValue={filter('active')}>
        <option value="">{t('app.all')}</option>
        <option value="true">{tm('filterPublishedOnly')}</option>
        <option value="false">{tm('filterUnpublishedOnly')}</option>
      </SelectField>
      <SelectField label={tm('filterArchived')} name="archived" defaultValue={filter('archived')}>
        <option value="">{tm('filterNotArchived')}</option>
        <option value="true">{tm('filterArchivedOnly')}</option>
      </SelectField>
      <TextField
        label={tm('filterStockBelow')}
        type="number"
        name="stockBelow"
        min={1}
        inputMode="numeric"
        defaultValue={filter('stockBelow')}
      />
      <SelectField label={tm('filterDigital')} name="digital" defaultValue={filter('digital')}>
        <option value="">{t('app.all')}</option>
        <option value="true">{tm('filterDigitalOnly')}</option>
        <option value="false">{tm('filterPhysicalOnly')}</option>
      </SelectField>
      <div>
        <Button type="submit" variant="secondary">
          {t('app.search')}
        </Button>
      </div>
    </Form>
  );
}
