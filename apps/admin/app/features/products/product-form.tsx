// The product form, for a new product and for one to edit: texts in both languages, price, taxonomy,
// colours and sizes with their variant grid, pictures, shipping, digital file and publishing. Checked
// in the browser as the API checks it; a server 400 is shown under the field it names, and a change
// someone else saved meanwhile (409) offers to reload.
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, useWatch, type FieldError, type Resolver } from 'react-hook-form';
import { useNavigate, useRevalidator } from 'react-router';
import type { AdminProduct } from '@shop/contract';
import { useI18n, useMessages } from '../../i18n/i18n';
import { ApiError } from '../../lib/api';
import { errorText, serverFieldText } from '../../lib/error-text';
import { fieldErrorText } from '../../lib/form-errors';
import { BilingualField } from '../../ui/bilingual-field';
import { Button } from '../../ui/button';
import { CheckboxField, SelectField, TextField } from '../../ui/field';
import { Notice } from '../../ui/notice';
import { RichTextEditor } from '../../ui/rich-text-editor';
import { ChoiceCheckboxes } from './choice-checkboxes';
import { DigitalFileField } from './digital-file-field';
import { productMessages } from './messages';
import {
  createBodyOf,
  formFieldOf,
  formValuesOf,
  productFormSchema,
  updateBodyOf,
  variantGrid,
  type ProductFormValues,
} from './product-form-values';
import { ProductImages } from './product-images';
import { choiceName } from './product-names';
import { ProductSection } from './product-section';
import { createProduct, updateProduct, type ProductChoices } from './products-api';
import { VariantGrid } from './variant-grid';

type FormNotice = { tone: 'success' | 'error'; text: string; reload?: boolean };
type BilingualName = 'name' | 'shortDescription' | 'metaTitle' | 'metaDescription' | 'metaKeywords';

export function ProductForm({
  product,
  choices,
  notice: initialNotice,
}: {
  /** The product edited; none when creating one. */
  product?: AdminProduct;
  choices: ProductChoices;
  /** A notice carried from the previous screen (created, duplicated). */
  notice?: string;
}) {
  const { t, language } = useI18n();
  const tm = useMessages(productMessages);
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [current, setCurrent] = useState(product);
  const [notice, setNotice] = useState<FormNotice | undefined>(
    initialNotice ? { tone: 'success', text: initialNotice } : undefined,
  );
  const noticeBox = useRef<HTMLDivElement>(null);
  const schema = useMemo(() => productFormSchema(tm), [tm]);
  const form = useForm<ProductFormValues>({
    resolver: zodResolver(schema) as unknown as Resolver<ProductFormValues>,
    defaultValues: formValuesOf(product),
  });
  const { isSubmitting } = form.formState;
  const errorOf = (field: Parameters<typeof form.getFieldState>[0]) =>
    fieldErrorText(form.getFieldState(field, form.formState).error as FieldError | undefined, t);

  const [colourIds, sizeIds, tagIds, arabicName, isShippingFree, isDigital] = useWatch({
    control: form.control,
    name: ['colourIds', 'sizeIds', 'tagIds', 'name.ar', 'isShippingFree', 'isDigital'],
  });
  const fullDescription = form.getValues('fullDescription');

  // The variant grid follows the chosen colours and sizes, keeping the rows that stay.
  useEffect(() => {
    const rows = form.getValues('variants');
    const next = variantGrid(colourIds, sizeIds, rows);
    if (next.length !== rows.length || next.some((row, index) => row.key !== rows[index]?.key)) {
      form.setValue('variants', next, { shouldDirty: true });
    }
  }, [colourIds, sizeIds, form]);

  // A notice takes the focus when it appears, so that keyboard and screen reader users meet it.
  const [noticeShown, setNoticeShown] = useState(0);
  useEffect(() => {
    if (noticeShown > 0) noticeBox.current?.focus();
  }, [noticeShown]);
  const show = (next: FormNotice) => {
    setNotice(next);
    setNoticeShown((count) => count + 1);
  };

  const submit = form.handleSubmit(
    async (values) => {
      setNotice(undefined);
      try {
        if (!current) {
          const saved = await createProduct(createBodyOf(values));
          await navigate(`/products/${saved.id}`, { state: { notice: tm('created') } });
          return;
        }
        const saved = await updateProduct(current.id, updateBodyOf(values, current.updatedAt));
        setCurrent(saved);
        form.reset(formValuesOf(saved));
        show({ tone: 'success', text: tm('saved') });
      } catch (error) {
        if (error instanceof ApiError && error.code === 'PRODUCT_CHANGED_MEANWHILE') {
          show({ tone: 'error', text: tm('changedMeanwhile'), reload: true });
          return;
        }
        const field = error instanceof ApiError ? formFieldOf(error.field) : undefined;
        if (error instanceof ApiError && field) {
          form.setError(
            field as 'price',
            { type: 'server', message: serverFieldText(error, t) },
            { shouldFocus: true },
          );
          show({ tone: 'error', text: t('form.fixErrors') });
        } else {
          show({ tone: 'error', text: errorText(error, t) });
        }
      }
    },
    () => show({ tone: 'error', text: t('form.fixErrors') }),
  );

  const bilingual = (name: BilingualName, label: string, required = false) => (
    <BilingualField
      label={label}
      required={required}
      arabicMissing={name === 'name' && arabicName.trim() === ''}
      en={{ error: errorOf(`${name}.en`), inputProps: form.register(`${name}.en`) }}
      ar={{ error: errorOf(`${name}.ar`), inputProps: form.register(`${name}.ar`) }}
    />
  );
  const archived = current?.archivedAt !== null && current?.archivedAt !== undefined;

  return (
    <form noValidate onSubmit={submit} className="space-y-6">
      <div ref={noticeBox} tabIndex={-1} className="empty:hidden focus:outline-none">
        {notice && (
          <Notice tone={notice.tone}>
            <p>{notice.text}</p>
            {notice.reload && (
              <Button variant="secondary" className="mt-3" onClick={() => void revalidator.revalidate()}>
                {tm('reload')}
              </Button>
            )}
          </Notice>
        )}
      </div>

      <ProductSection title={tm('sectionTexts')}>
        {bilingual('name', tm('name'), true)}
        {bilingual('shortDescription', tm('shortDescription'))}
        <div className="grid gap-4 lg:grid-cols-2">
          <RichTextEditor
            label={tm('fullDescriptionEn')}
            language="en"
            value={fullDescription.en}
            onChange={(html) => form.setValue('fullDescription.en', html, { shouldDirty: true })}
          />
          <RichTextEditor
            label={tm('fullDescriptionAr')}
            language="ar"
            value={fullDescription.ar}
            onChange={(html) => form.setValue('fullDescription.ar', html, { shouldDirty: true })}
          />
        </div>
        {bilingual('metaTitle', tm('metaTitle'))}
        {bilingual('metaDescription', tm('metaDescription'))}
        {bilingual('metaKeywords', tm('metaKeywords'))}
      </ProductSection>

      <ProductSection title={tm('sectionPrice')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={tm('priceLabel')}
            inputMode="decimal"
            dir="ltr"
            placeholder="0.00"
            aria-required
            error={errorOf('price')}
            {...form.register('price')}
          />
          <TextField
            label={tm('discountedPrice')}
            hint={tm('discountedHint')}
            inputMode="decimal"
            dir="ltr"
            placeholder="0.00"
            error={errorOf('discountedPrice')}
            {...form.register('discountedPrice')}
          />
        </div>
      </ProductSection>

      <ProductSection title={tm('sectionOrganisation')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={tm('category')}
            aria-required
            error={errorOf('categoryId')}
            {...form.register('categoryId')}
          >
            <option value="">{tm('chooseCategory')}</option>
            {choices.categories.map((category) => (
              <option key={category.id} value={category.id}>
                {choiceName(category, language)}
              </option>
            ))}
          </SelectField>
          <SelectField label={tm('brand')} error={errorOf('brandId')} {...form.register('brandId')}>
            <option value="">{tm('noBrand')}</option>
            {choices.brands.map((brand) => (
              <option key={brand.id} value={brand.id}>
                {choiceName(brand, language)}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={tm('vendor')}
            hint={tm('vendorHint')}
            error={errorOf('vendorId')}
            {...form.register('vendorId')}
          >
            <option value="">{tm('vendorShop')}</option>
            {choices.vendors.map((vendor) => (
              <option key={vendor.id} value={vendor.id}>
                {choiceName(vendor, language)}
              </option>
            ))}
          </SelectField>
        </div>
        <ChoiceCheckboxes
          legend={tm('tags')}
          empty={tm('noTags')}
          options={choices.tags.map((tag) => ({ id: tag.id, label: choiceName(tag, language) }))}
          value={tagIds}
          onChange={(ids) => form.setValue('tagIds', ids, { shouldDirty: true })}
        />
      </ProductSection>

      <ProductSection title={tm('sectionOptions')} hint={tm('optionsHint')}>
        <ChoiceCheckboxes
          legend={tm('colours')}
          empty={tm('noColours')}
          options={choices.colours.map((colour) => ({
            id: colour.id,
            label: (
              <>
                <span
                  aria-hidden="true"
                  className="me-1 inline-block size-3 rounded-full border border-stone-400 align-middle"
                  style={{ backgroundColor: colour.hexCode }}
                />
                {choiceName(colour, language)}
              </>
            ),
          }))}
          value={colourIds}
          onChange={(ids) => form.setValue('colourIds', ids, { shouldDirty: true })}
        />
        <ChoiceCheckboxes
          legend={tm('sizes')}
          empty={tm('noSizes')}
          options={choices.sizes.map((size) => ({ id: size.id, label: size.shortName || choiceName(size, language) }))}
          value={sizeIds}
          onChange={(ids) => form.setValue('sizeIds', ids, { shouldDirty: true })}
        />
      </ProductSection>

      <ProductSection title={tm('sectionVariants')} hint={tm('variantsHint')}>
        <VariantGrid form={form} choices={choices} productId={current?.id} />
      </ProductSection>

      <ProductSection title={tm('sectionImages')} hint={tm('imagesHint')}>
        <ProductImages form={form} choices={choices} />
      </ProductSection>

      <ProductSection title={tm('sectionShipping')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={tm('orderMaximum')}
            hint={tm('orderMaximumHint')}
            inputMode="numeric"
            dir="ltr"
            error={errorOf('orderMaximumQuantity')}
            {...form.register('orderMaximumQuantity')}
          />
          <TextField
            label={tm('estimatedDays')}
            hint={tm('estimatedDaysHint')}
            inputMode="numeric"
            dir="ltr"
            error={errorOf('estimatedShippingDays')}
            {...form.register('estimatedShippingDays')}
          />
        </div>
        <CheckboxField label={tm('freeShipping')} {...form.register('isShippingFree')} />
        {!isShippingFree && (
          <div className="max-w-xs">
            <TextField
              label={tm('shippingCharges')}
              inputMode="decimal"
              dir="ltr"
              placeholder="0.00"
              error={errorOf('shippingCharges')}
              {...form.register('shippingCharges')}
            />
          </div>
        )}
        <CheckboxField label={tm('displayStock')} {...form.register('displayStockQuantity')} />
      </ProductSection>

      <ProductSection title={tm('sectionDigital')}>
        <CheckboxField label={tm('isDigital')} {...form.register('isDigital')} />
        {isDigital && <DigitalFileField form={form} />}
      </ProductSection>

      <ProductSection title={tm('sectionPublishing')}>
        {archived && <Notice tone="info">{tm('archivedState')}</Notice>}
        <CheckboxField label={tm('isPublished')} disabled={archived} {...form.register('isPublished')} />
        {errorOf('isPublished') && <p className="text-sm text-red-700">{errorOf('isPublished')}</p>}
        <CheckboxField label={tm('isPopular')} {...form.register('isPopular')} />
      </ProductSection>

      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('app.saving') : current ? tm('save') : tm('create')}
        </Button>
      </div>
    </form>
  );
}
