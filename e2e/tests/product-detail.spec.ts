import { type APIRequestContext, type Locator, type Page } from '@playwright/test';
import {
  Messages,
  StorageKey,
  type LanguageCode,
  cannotAddMore,
  fieldMaxLength,
  fieldRequired,
  selectVariant,
  slugify,
} from '@shop/contract';

import { expect, test } from '../support/test';
import { BACKOFFICE_URL } from '../support/servers';
import { labelsOf } from '../support/labels';
import { axeOf } from '../support/axe';

// ---------------------------------------------------------------------------------------------
// What the seeded shop holds, read straight from the back-office protocol (not through the
// storefront), so every expectation comes from the data rather than from the page under test.
// ---------------------------------------------------------------------------------------------

interface AttributeRow {
  ProductAttributeID: number;
  AttributeDisplayName: string;
  PrimaryKeyValue: number;
  PrimaryKeyDisplayValue: string;
  AdditionalPrice: number;
  IsRequiredAttribute: boolean;
}

interface ShopProduct {
  id: number;
  name: string;
  category: string;
  price: number;
  discountedPrice: number;
  stock: number;
  orderMax: number;
  totalReviews: number;
  rating: number | null;
  metaTitle: string;
  metaDescription: string;
  metaKeywords: string;
  colors: { ColorID: number; ColorName: string }[];
  sizes: { SizeID: number; ShortName: string }[];
  images: { AttachmentURL: string; ColorID: number | null }[];
  /** Each colour × size on sale with its stock (ProductVariantsJson). */
  variants: { ColorID: number | null; SizeID: number | null; StockQuantity: number }[];
  attributes: AttributeRow[];
}

async function dataOperation<Row>(
  request: APIRequestContext,
  endpoint: string,
  requestParameters: Record<string, unknown>,
  language: LanguageCode,
  scope: 'dynamic/dataoperation' | 'common' = 'dynamic/dataoperation',
): Promise<Row[]> {
  const response = await request.post(`${BACKOFFICE_URL}/api/v1/${scope}/${endpoint}`, {
    headers: { Token: '', UserID: '', 'Accept-Language': language },
    data: { requestParameters },
  });
  expect(response.status(), `${endpoint} answers 200`).toBe(200);
  return JSON.parse(((await response.json()) as { data: string }).data) as Row[];
}

/** The fields of a get-product_detail row the tests read. */
interface DetailRow {
  ProductName: string;
  CategoryName: string | null;
  Price: number;
  DiscountedPrice: number | null;
  StockQuantity: number;
  OrderMaximumQuantity: number | null;
  TotalReviews: number;
  Rating: number | null;
  MetaTitle: string | null;
  MetaDescription: string | null;
  MetaKeywords: string | null;
  ProductColorsJson: string | null;
  ProductSizesJson: string | null;
  ProductImagesJson: string | null;
  ProductVariantsJson?: string | null;
}

const jsonList = <T>(text: string | null | undefined): T[] => (text ? (JSON.parse(text) as T[]) : []);

const shops = new Map<LanguageCode, Promise<ShopProduct[]>>();

/** Every product of the seeded shop with its detail and attributes, in `language` (once per worker). */
function shopProducts(request: APIRequestContext, language: LanguageCode): Promise<ShopProduct[]> {
  let shop = shops.get(language);
  if (shop === undefined) {
    shop = (async (): Promise<ShopProduct[]> => {
      const list = await dataOperation<{ ProductId: number }>(
        request,
        'get-all-products',
        { PageNo: 1, PageSize: 100 },
        language,
      );
      return Promise.all(
        list.map(async ({ ProductId }) => {
          const [[row], attributes] = await Promise.all([
            dataOperation<DetailRow>(request, 'get-product_detail', { ProductId }, language),
            dataOperation<AttributeRow>(request, 'get-product-all-attributes-by-productId', { ProductId }, language),
          ]);
          expect(row, `product ${ProductId} has a detail row`).toBeDefined();
          const d = row!;
          return {
            id: ProductId,
            name: d.ProductName,
            category: d.CategoryName ?? '',
            price: d.Price,
            discountedPrice: d.DiscountedPrice ?? 0,
            stock: d.StockQuantity,
            orderMax: d.OrderMaximumQuantity ?? 0,
            totalReviews: d.TotalReviews,
            rating: d.Rating,
            metaTitle: d.MetaTitle ?? '',
            metaDescription: d.MetaDescription ?? '',
            metaKeywords: d.MetaKeywords ?? '',
            colors: jsonList(d.ProductColorsJson),
            sizes: jsonList(d.ProductSizesJson),
            images: jsonList(d.ProductImagesJson),
            variants: jsonList(d.ProductVariantsJson),
            attributes,
          } satisfies ShopProduct;
        }),
      );
    })();
    shops.set(language, shop);
  }
  return shop;
}

const requiredVariants = (product: ShopProduct) =>
  product.attributes.filter((row) => row.ProductAttributeID > 2 && row.IsRequiredAttribute);
const isSimple = (product: ShopProduct) =>
  product.stock > 0 &&
  product.colors.length === 0 &&
  product.sizes.length === 0 &&
  requiredVariants(product).length === 0;

async function pick(
  request: APIRequestContext,
  language: LanguageCode,
  what: string,
  test: (product: ShopProduct) => boolean,
): Promise<ShopProduct> {
  const found = (await shopProducts(request, language)).find(test);
  expect(found, `the seed holds ${what}`).toBeDefined();
  return found!;
}

/** In stock, with colours whose pictures differ, and sizes. */
const hasColoursAndSizes = (product: ShopProduct) =>
  product.stock > 0 &&
  product.sizes.length > 0 &&
  product.colors.length > 1 &&
  product.images.some((image) => image.ColorID === product.colors[0]!.ColorID) &&
  product.images.some((image) => image.ColorID == null);

/** A product in stock with colours whose pictures differ, and sizes. */
const colourAndSizeProduct = (request: APIRequestContext, language: LanguageCode) =>
  pick(request, language, 'a product with colours (with their own pictures) and sizes', hasColoursAndSizes);

/** A product in stock with a required variant that costs extra; one with colours (and sizes) when the seed has it. */
async function pricedVariantProduct(request: APIRequestContext, language: LanguageCode) {
  const priced = (product: ShopProduct) =>
    product.stock > 0 && requiredVariants(product).some((row) => row.AdditionalPrice > 0);
  const products = await shopProducts(request, language);
  const best =
    products.find((p) => priced(p) && p.colors.length > 0 && p.sizes.length > 0) ??
    products.find((p) => priced(p) && p.colors.length > 0);
  expect(best, 'the seed holds a product with colours and a priced required variant').toBeDefined();
  return best!;
}

const formatUsd = (amount: number) =>
  `$${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const sellingPrice = (product: ShopProduct, extra = 0) =>
  product.discountedPrice > 0 ? product.discountedPrice + extra : product.price + extra;

function productUrl(language: LanguageCode, product: ShopProduct): string {
  const category = product.category ? slugify(product.category) : 'shop';
  return `/${language}/product-detail/${product.id}/${encodeURIComponent(category)}/${encodeURIComponent(slugify(product.name))}`;
}

// ---------------------------------------------------------------------------------------------
// Labels and messages as the shopper sees them in each language.
// ---------------------------------------------------------------------------------------------

// The Arabic the shop shows for the spec's messages, written out here so the test checks them.
const arabicMessages: Record<string, string> = {
  [Messages.selectSize]: 'اختر مقاس المنتج!',
  [Messages.selectColor]: 'اختر لون المنتج!',
  [Messages.outOfStock]: 'المنتج غير متوفر حالياً، لا يمكن إضافته إلى السلة!',
  [Messages.cartItemAdded]: 'أُضيف إلى السلة!',
  [Messages.cartItemExists]: 'المنتج موجود في سلتك بالفعل!',
  [Messages.wishlistItemAdded]: 'أُضيف إلى قائمة أمنياتك!',
  [Messages.wishlistItemExists]: 'المنتج موجود في قائمة أمنياتك بالفعل!',
  [Messages.invalidEmail]: 'يرجى إدخال بريد إلكتروني صحيح',
};

function shown(message: string, language: LanguageCode): string {
  if (language === 'en') return message;
  const variant = /^Please select (.+) variant!$/.exec(message);
  if (variant) return `يرجى اختيار ${variant[1]}!`;
  const cap = /^Can not add more than (\d+) for this product$/.exec(message);
  if (cap) return `لا يمكن إضافة أكثر من ${cap[1]} من هذا المنتج`;
  const required = /^(.+) is required$/.exec(message);
  if (required) return `حقل ${required[1]} مطلوب`;
  const arabic = arabicMessages[message];
  expect(arabic, `an Arabic text for "${message}"`).toBeDefined();
  return arabic!;
}

async function expectToast(page: Page, text: string) {
  await expect(page.getByRole('alert').filter({ hasText: text }).first()).toBeVisible();
}

// ---------------------------------------------------------------------------------------------
// Page helpers
// ---------------------------------------------------------------------------------------------

/** Opens a product page and waits until the browser has taken it over (hydration), so clicks act. */
async function openProduct(page: Page, language: LanguageCode, product: ShopProduct): Promise<Locator> {
  const response = await page.goto(productUrl(language, product));
  expect(response?.status()).toBe(200);
  const region = page.getByRole('region', { name: product.name, exact: true });
  await expect(region).toBeVisible();
  // React marks the elements it has hydrated with its own properties; before that a click does nothing.
  await page.waitForFunction(() => {
    const heading = document.getElementById('product-name');
    return heading !== null && Object.keys(heading).some((key) => key.startsWith('__reactFiber'));
  });
  return region;
}

const thumbnails = (region: Locator) => region.getByRole('button', { name: /\(\d+\/\d+\)$/ });
const priceOf = (region: Locator) => region.getByRole('status').locator('bdi').first();

async function storedList(page: Page, key: string): Promise<Record<string, unknown>[]> {
  return page.evaluate((storageKey) => JSON.parse(localStorage.getItem(storageKey) ?? '[]'), key);
}

// ---------------------------------------------------------------------------------------------

/** The skip link's words, as the storefront writes them (lib/ui-text.ts). */
const SKIP_TO_CONTENT: Record<LanguageCode, string> = { en: 'Skip to content', ar: 'تخطَّ إلى المحتوى' };

for (const language of ['en', 'ar'] as const) {
  test.describe(`product detail (${language})`, () => {
    test('colour, size and a priced variant change the price, and the colour narrows the gallery', async ({
      page,
      request,
    }) => {
      const labels = await labelsOf(request, 'ProductDetail', language);
      const variantLabels = await labelsOf(request, 'ProductVariants', language);
      const product = await pricedVariantProduct(request, language);
      const region = await openProduct(page, language, product);

      await expect(priceOf(region)).toHaveText(formatUsd(sellingPrice(product)));
      await expect(thumbnails(region)).toHaveCount(product.images.length);

      let extra = 0;
      const color = product.colors[1] ?? product.colors[0]!;
      await region.getByRole('radio', { name: color.ColorName, exact: true }).check();
      extra += product.attributes.find(
        (a) => a.ProductAttributeID === 1 && a.PrimaryKeyValue === color.ColorID,
      )!.AdditionalPrice;
      const colourImages = product.images.filter((image) => image.ColorID === color.ColorID || image.ColorID == null);
      await expect(thumbnails(region)).toHaveCount(colourImages.length);
      const ownImage = product.images.find((image) => image.ColorID === color.ColorID);
      if (ownImage) {
        await expect(region.getByRole('img', { name: product.name, exact: true })).toHaveAttribute(
          'src',
          new RegExp(`${ownImage.AttachmentURL.split('/').pop()!.replace('.', '\\.')}$`),
        );
      }

      const size = product.sizes.at(-1);
      if (size) {
        await region
          .getByRole('group', { name: labels.lbl_product_detail_size })
          .getByRole('radio', { name: size.ShortName, exact: true })
          .check();
        extra += product.attributes.find(
          (a) => a.ProductAttributeID === 2 && a.PrimaryKeyValue === size.SizeID,
        )!.AdditionalPrice;
      }

      const pricedValue = requiredVariants(product).find((row) => row.AdditionalPrice > 0)!;
      await region.getByRole('button', { name: labels.lbl_product_detail_variants_button }).click();
      const dialog = page.getByRole('dialog', { name: variantLabels.lbl_variants_title });
      await expect(dialog).toBeVisible();
      await expect(
        dialog
          .getByRole('group', { name: pricedValue.AttributeDisplayName })
          .getByText(variantLabels.lbl_variants_required),
      ).toBeVisible();
      await dialog
        .getByRole('radio', {
          name: `${pricedValue.PrimaryKeyDisplayValue} +${formatUsd(pricedValue.AdditionalPrice)}`,
          exact: true,
        })
        .check();
      extra += pricedValue.AdditionalPrice;
      await dialog.getByRole('button', { name: variantLabels.lbl_variants_done }).click();
      await expect(dialog).toBeHidden();

      expect(extra).toBeGreaterThan(0);
      await expect(priceOf(region)).toHaveText(formatUsd(Math.round(sellingPrice(product, extra) * 100) / 100));
      if (product.discountedPrice > 0) {
        await expect(region.getByRole('status').locator('del')).toHaveText(formatUsd(product.price + extra));
      }
    });

    test('Add to Cart asks for the size, then the colour, then each required variant', async ({ page, request }) => {
      const labels = await labelsOf(request, 'ProductDetail', language);
      const clothing = await colourAndSizeProduct(request, language);
      let region = await openProduct(page, language, clothing);
      const addToCart = () => region.getByRole('button', { name: labels.lbl_product_detail_add_to_cart, exact: true });

      await addToCart().click();
      await expectToast(page, shown(Messages.selectSize, language));

      await region.getByRole('radio', { name: clothing.sizes[0]!.ShortName, exact: true }).check();
      await addToCart().click();
      await expectToast(page, shown(Messages.selectColor, language));

      const variantProduct = await pricedVariantProduct(request, language);
      region = await openProduct(page, language, variantProduct);
      await region.getByRole('radio', { name: variantProduct.colors[0]!.ColorName, exact: true }).check();
      if (variantProduct.sizes[0]) {
        await region.getByRole('radio', { name: variantProduct.sizes[0].ShortName, exact: true }).check();
      }
      await addToCart().click();
      const variantName = requiredVariants(variantProduct)[0]!.AttributeDisplayName;
      await expectToast(page, shown(selectVariant(variantName), language));
      expect(await storedList(page, StorageKey.cart)).toEqual([]);
    });

    test('an out-of-stock product cannot be added', async ({ page, request }) => {
      const labels = await labelsOf(request, 'ProductDetail', language);
      const product = await pick(request, language, 'an out-of-stock product', (p) => p.stock < 1);
      const region = await openProduct(page, language, product);

      await expect(region.getByText(labels.lbl_product_detail_out_of_stock, { exact: true })).toBeVisible();
      await region.getByRole('button', { name: labels.lbl_product_detail_add_to_cart, exact: true }).click();

      await expectToast(page, shown(Messages.outOfStock, language));
      expect(await storedList(page, StorageKey.cart)).toEqual([]);
    });

    test('a sold-out colour × size is shown but cannot be chosen; the stock follows the chosen one', async ({
      page,
      request,
    }) => {
      const labels = await labelsOf(request, 'ProductDetail', language);
      // A size sold out in a colour that is still on sale in another size.
      const soldOutIn = (product: ShopProduct) =>
        product.variants.find(
          (variant) =>
            variant.StockQuantity === 0 &&
            variant.SizeID !== null &&
            product.variants.some((other) => other.ColorID === variant.ColorID && other.StockQuantity > 0),
        );
      const product = await pick(
        request,
        language,
        'a product with a sold-out colour × size',
        (p) => p.stock > 0 && p.colors.length > 0 && soldOutIn(p) !== undefined,
      );
      const soldOut = soldOutIn(product)!;
      const onSale = product.variants.find((v) => v.ColorID === soldOut.ColorID && v.StockQuantity > 0)!;
      const colour = product.colors.find((c) => c.ColorID === soldOut.ColorID)!;
      const sizeName = (id: number | null) => product.sizes.find((size) => size.SizeID === id)!.ShortName;
      const region = await openProduct(page, language, product);
      const sizes = region.getByRole('group', { name: labels.lbl_product_detail_size });

      await region.getByRole('radio', { name: colour.ColorName, exact: true }).check();
      const unavailable = sizes.getByRole('radio', {
        name: `${sizeName(soldOut.SizeID)} (${labels.lbl_product_detail_out_of_stock})`,
        exact: true,
      });
      await expect(unavailable).toBeDisabled();
      await expect(unavailable).not.toBeChecked();

      await sizes.getByRole('radio', { name: sizeName(onSale.SizeID), exact: true }).check();
      await expect(region.getByText(labels.lbl_product_detail_in_stock, { exact: true })).toBeVisible();
      await expect(region.getByRole('spinbutton', { name: labels.lbl_product_detail_quantity })).toHaveAttribute(
        'max',
        String(Math.min(product.orderMax || 10, onSale.StockQuantity)),
      );
    });

    test("the quantity stays between 1 and the product's cap, warning at the cap", async ({ page, request }) => {
      const labels = await labelsOf(request, 'ProductDetail', language);
      const cartLabels = await labelsOf(request, 'Cart', language);
      const product = await pick(request, language, 'a product with an order maximum', (p) => p.orderMax > 1);
      const region = await openProduct(page, language, product);
      const quantity = region.getByRole('spinbutton', { name: labels.lbl_product_detail_quantity });
      const minus = region.getByRole('button', { name: cartLabels.lbl_cart_decrease });
      const plus = region.getByRole('button', { name: cartLabels.lbl_cart_increase });

      await expect(quantity).toHaveValue('1');
      await expect(minus).toBeDisabled();
      for (let n = 2; n <= product.orderMax; n += 1) {
        await plus.click();
        await expect(quantity).toHaveValue(String(n));
      }
      await plus.click();

      await expectToast(page, shown(cannotAddMore(product.orderMax), language));
      await expect(quantity).toHaveValue(String(product.orderMax));
      await minus.click();
      await expect(quantity).toHaveValue(String(product.orderMax - 1));
    });

    test('Add to Cart stores the line once; a second add warns', async ({ page, request }) => {
      const labels = await labelsOf(request, 'ProductDetail', language);
      const cartLabels = await labelsOf(request, 'Cart', language);
      const product = await pick(request, language, 'a product with nothing to choose', isSimple);
      const region = await openProduct(page, language, product);

      await region.getByRole('button', { name: cartLabels.lbl_cart_increase }).click();
      await region.getByRole('button', { name: labels.lbl_product_detail_add_to_cart, exact: true }).click();
      await expectToast(page, shown(Messages.cartItemAdded, language));

      const [line, ...others] = await storedList(page, StorageKey.cart);
      expect(others).toEqual([]);
      expect(line).toMatchObject({
        ProductId: product.id,
        productSelectedAttributes: [],
        Quantity: 2,
        ShippingCharges: 0,
        DefaultImage: product.images[0]!.AttachmentURL,
        OrderMaximumQuantity: product.orderMax,
      });

      await region.getByRole('button', { name: labels.lbl_product_detail_add_to_cart, exact: true }).click();
      await expectToast(page, shown(Messages.cartItemExists, language));
      expect(await storedList(page, StorageKey.cart)).toHaveLength(1);
    });

    test('a chosen colour and size travel with the cart line', async ({ page, request }) => {
      const labels = await labelsOf(request, 'ProductDetail', language);
      const product = await pick(
        request,
        language,
        'a product with colours and sizes that needs no other choice',
        (candidate) => hasColoursAndSizes(candidate) && requiredVariants(candidate).length === 0,
      );
      const region = await openProduct(page, language, product);
      // The colour (with its own picture) and size with the most left: other tests buy meanwhile.
      const [variant] = product.variants
        .filter((row) => product.images.some((image) => image.ColorID === row.ColorID) && row.SizeID !== null)
        .sort((a, b) => b.StockQuantity - a.StockQuantity);
      expect(variant?.StockQuantity, 'a colour with its own picture and a size in stock').toBeGreaterThan(0);
      const color = product.colors.find((row) => row.ColorID === variant!.ColorID)!;
      const size = product.sizes.find((row) => row.SizeID === variant!.SizeID)!;

      await region.getByRole('radio', { name: color.ColorName, exact: true }).check();
      await region.getByRole('radio', { name: size.ShortName, exact: true }).check();
      await region.getByRole('button', { name: labels.lbl_product_detail_add_to_cart, exact: true }).click();

      await expectToast(page, shown(Messages.cartItemAdded, language));
      expect((await storedList(page, StorageKey.cart))[0]).toMatchObject({
        ProductId: product.id,
        productSelectedAttributes: [
          { ProductAttributeID: 1, PrimaryKeyValue: color.ColorID },
          { ProductAttributeID: 2, PrimaryKeyValue: size.SizeID },
        ],
        Quantity: 1,
        DefaultImage: product.images.find((image) => image.ColorID === color.ColorID)!.AttachmentURL,
      });
    });

    test('Add to Wishlist stores the product once; a second add warns', async ({ page, request }) => {
      const labels = await labelsOf(request, 'ProductDetail', language);
      const product = await pick(request, language, 'a product with nothing to choose', isSimple);
      const region = await openProduct(page, language, product);
      const addToWishlist = region.getByRole('button', {
        name: labels.lbl_product_detail_add_to_wishlist,
        exact: true,
      });

      await addToWishlist.click();
      await expectToast(page, shown(Messages.wishlistItemAdded, language));
      expect(await storedList(page, StorageKey.wishlist)).toEqual([
        expect.objectContaining({
          ProductId: product.id,
          ProductName: product.name,
          Price: product.price,
          DiscountedPrice: product.discountedPrice,
          Quantity: 1,
          ShippingCharges: 0,
        }),
      ]);

      await addToWishlist.click();
      await expectToast(page, shown(Messages.wishlistItemExists, language));
      expect(await storedList(page, StorageKey.wishlist)).toHaveLength(1);
    });

    test('the tabs work from the keyboard, mirrored for the reading direction', async ({ page, request }) => {
      const labels = await labelsOf(request, 'ProductDetail', language);
      const product = await colourAndSizeProduct(request, language);
      await openProduct(page, language, product);
      const tab = (name: string) => page.getByRole('tab', { name, exact: true });
      const forward = language === 'ar' ? 'ArrowLeft' : 'ArrowRight';
      const backward = language === 'ar' ? 'ArrowRight' : 'ArrowLeft';

      await expect(tab(labels.lbl_product_detail_tab_description)).toHaveAttribute('aria-selected', 'true');
      await tab(labels.lbl_product_detail_tab_description).focus();
      await page.keyboard.press(forward);
      await expect(tab(labels.lbl_product_detail_tab_additional)).toBeFocused();
      await expect(tab(labels.lbl_product_detail_tab_additional)).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel', { name: labels.lbl_product_detail_tab_additional })).toBeVisible();
      await expect(page.getByRole('tabpanel', { name: labels.lbl_product_detail_tab_description })).toBeHidden();

      await page.keyboard.press(forward);
      await expect(tab(labels.lbl_product_detail_tab_shipping)).toBeFocused();
      await expect(
        page
          .getByRole('tabpanel', { name: labels.lbl_product_detail_tab_shipping })
          .getByText(labels.lbl_product_detail_estimated_days),
      ).toBeVisible();
      await page.keyboard.press('End');
      await expect(tab(labels.lbl_product_detail_tab_reviews)).toBeFocused();
      await expect(page.getByRole('tabpanel', { name: labels.lbl_product_detail_tab_reviews })).toBeVisible();
      await page.keyboard.press(forward);
      await expect(tab(labels.lbl_product_detail_tab_description)).toBeFocused();
      await page.keyboard.press(backward);
      await expect(tab(labels.lbl_product_detail_tab_reviews)).toBeFocused();
      await page.keyboard.press('Home');
      await expect(tab(labels.lbl_product_detail_tab_description)).toHaveAttribute('aria-selected', 'true');
    });

    test('the review form names each problem', async ({ page, request }) => {
      const labels = await labelsOf(request, 'ProductDetail', language);
      const product = await colourAndSizeProduct(request, language);
      await openProduct(page, language, product);
      await page.getByRole('tab', { name: labels.lbl_product_detail_tab_reviews, exact: true }).click();
      const panel = page.getByRole('tabpanel', { name: labels.lbl_product_detail_tab_reviews });
      const submit = panel.getByRole('button', { name: labels.lbl_product_detail_review_submit });
      // English names fields as the spec's rules do; Arabic by the form's own labels.
      const field = (english: string, label: string) => (language === 'en' ? english : label);

      await expect(panel.getByRole('radio', { checked: true })).toHaveAccessibleName(/1/);
      await submit.click();
      await expectToast(page, shown(fieldRequired(field('Name', labels.lbl_product_detail_review_name)), language));

      await panel.getByLabel(labels.lbl_product_detail_review_name).fill('Layla');
      await panel.getByLabel(labels.lbl_product_detail_review_email).fill('layla@');
      await submit.click();
      await expectToast(page, shown(Messages.invalidEmail, language));

      await panel.getByLabel(labels.lbl_product_detail_review_email).fill('layla@example.com');
      await submit.click();
      await expectToast(
        page,
        shown(fieldRequired(field('Review Title', labels.lbl_product_detail_review_title)), language),
      );

      if (language === 'en') {
        await panel.getByLabel(labels.lbl_product_detail_review_title).fill('x'.repeat(201));
        await submit.click();
        await expectToast(page, fieldMaxLength('Review Title', 200));
        await panel.getByLabel(labels.lbl_product_detail_review_title).fill('Lovely');
        await submit.click();
        await expectToast(page, fieldRequired('Review Body'));
      }
    });

    test('the first Tab reaches Skip to content, and Enter moves focus past the header to the product', async ({
      page,
      request,
    }) => {
      const product = await colourAndSizeProduct(request, language);
      await openProduct(page, language, product);
      const skip = page.getByRole('link', { name: SKIP_TO_CONTENT[language], exact: true });

      await page.keyboard.press('Tab');

      await expect(skip).toBeFocused();
      expect((await skip.boundingBox())?.width).toBeGreaterThan(40);
      await page.keyboard.press('Enter');
      await expect(page.getByRole('main')).toBeFocused();
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.querySelector('main')?.contains(document.activeElement))).toBe(true);
    });

    test('the Size guide and Product Variants popups open and close', async ({ page, request }) => {
      const labels = await labelsOf(request, 'ProductDetail', language);
      const sizeLabels = await labelsOf(request, 'SizeGuide', language);
      const variantLabels = await labelsOf(request, 'ProductVariants', language);
      const product = await colourAndSizeProduct(request, language);
      const region = await openProduct(page, language, product);

      await region.getByRole('button', { name: labels.lbl_product_detail_size_guide_button }).click();
      const sizeGuide = page.getByRole('dialog', { name: sizeLabels.lbl_size_guide_title });
      await expect(sizeGuide.getByRole('columnheader', { name: sizeLabels.lbl_size_guide_col_inches })).toBeVisible();
      await expect(sizeGuide.getByRole('rowheader', { name: product.sizes[0]!.ShortName, exact: true })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(sizeGuide).toBeHidden();

      await region.getByRole('button', { name: labels.lbl_product_detail_variants_button }).click();
      const variants = page.getByRole('dialog', { name: variantLabels.lbl_variants_title });
      await expect(variants).toBeVisible();
      await variants.getByRole('button', { name: variantLabels.lbl_variants_close }).click();
      await expect(variants).toBeHidden();

      await expect(region.getByRole('link', { name: labels.lbl_product_detail_ask })).toHaveAttribute(
        'href',
        `/${language}/contact-us`,
      );
    });

    test('the server HTML carries the meta tags, canonical URL, hreflang and JSON-LD', async ({ request, baseURL }) => {
      const product = await pick(
        request,
        language,
        'a reviewed product in stock',
        (p) => p.totalReviews > 0 && p.stock > 0,
      );
      const english = (await shopProducts(request, 'en')).find((p) => p.id === product.id)!;
      const arabic = (await shopProducts(request, 'ar')).find((p) => p.id === product.id)!;

      const response = await request.get(productUrl(language, product));
      expect(response.status()).toBe(200);
      const html = await response.text();
      const head = parseHead(html);

      expect(head.title).toBe(product.metaTitle || product.name);
      expect(head.meta('name', 'description')).toBe(product.metaDescription);
      expect(head.meta('name', 'keywords')).toBe(product.metaKeywords);
      expect(head.meta('property', 'og:title')).toBe(product.metaTitle || product.name);
      const canonical = head.link('canonical');
      expect(canonical).toBe(new URL(productUrl(language, product), baseURL).href);
      expect(head.meta('property', 'og:url')).toBe(canonical);
      expect(head.alternate('en')).toBe(new URL(productUrl('en', english), baseURL).href);
      expect(head.alternate('ar')).toBe(new URL(productUrl('ar', arabic), baseURL).href);
      expect(head.alternate('x-default')).toBe(head.alternate('en'));

      const ldMatch = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
      expect(ldMatch, 'a JSON-LD script').not.toBeNull();
      expect(ldMatch![1]).not.toContain('<');
      const ld = JSON.parse(ldMatch![1]!) as Record<string, unknown>;
      expect(ld).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: product.name,
        sku: String(product.id),
        offers: {
          '@type': 'Offer',
          price: sellingPrice(product).toFixed(2),
          priceCurrency: 'USD',
          availability: 'https://schema.org/InStock',
          url: canonical,
        },
        aggregateRating: { '@type': 'AggregateRating', reviewCount: product.totalReviews },
      });
      expect((ld.image as string[])[0]).toMatch(/^https?:\/\/.+\/media\//);
    });

    test('an unknown product, or an id that is no number, is the 404 page', async ({ page }) => {
      for (const path of [
        `/${language}/product-detail/99999999/shop/nothing`,
        `/${language}/product-detail/abc/shop/x`,
      ]) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(404);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
      }
    });

    test('has no serious or critical accessibility problems, popups included', async ({ page, request }) => {
      const labels = await labelsOf(request, 'ProductDetail', language);
      const product = await pricedVariantProduct(request, language);
      const region = await openProduct(page, language, product);

      const seriousProblems = async () =>
        (await axeOf(page).analyze()).violations
          .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
          .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);

      expect(await seriousProblems()).toEqual([]);
      await region.getByRole('button', { name: labels.lbl_product_detail_variants_button }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      expect(await seriousProblems()).toEqual([]);
    });
  });
}

test.describe('product detail (en only)', () => {
  test('without a product cap the quantity stops at 10 with the warning', async ({ page, request }) => {
    const product = await pick(request, 'en', 'a product without an order maximum', (p) => p.orderMax === 0);
    const region = await openProduct(page, 'en', product);
    const quantity = region.getByRole('spinbutton', { name: 'Quantity' });

    await quantity.fill('12');

    await expectToast(page, cannotAddMore(10));
    await expect(quantity).toHaveValue('10');
  });

  test('a page without a language prefix points search engines at the English one', async ({ request, baseURL }) => {
    const product = await colourAndSizeProduct(request, 'en');
    const html = await (await request.get(productUrl('en', product).replace(/^\/en/, ''))).text();

    expect(parseHead(html).link('canonical')).toBe(new URL(productUrl('en', product), baseURL).href);
  });

  test('the description is sanitized HTML in the server HTML; the reviews are text', async ({ request }) => {
    const product = await colourAndSizeProduct(request, 'en');
    const html = await (await request.get(productUrl('en', product))).text();
    const panel = /<div role="tabpanel" id="product-panel-description"[^>]*>([\s\S]*?)<\/div><div role="tabpanel"/.exec(
      html,
    );

    expect(panel, 'the description panel').not.toBeNull();
    expect(panel![1]).toMatch(/<p>/);
    expect(panel![1]).not.toMatch(/<(script|img|a|iframe)\b|\son\w+=|style=/i);
  });

  test('a written review is sent and the form cleared', async ({ page, request }) => {
    const product = await colourAndSizeProduct(request, 'en');
    await openProduct(page, 'en', product);
    await page.getByRole('tab', { name: 'Reviews', exact: true }).click();
    const panel = page.getByRole('tabpanel', { name: 'Reviews' });

    await panel.getByLabel('Your Name').fill('Playwright Tester');
    await panel.getByLabel('Your Email').fill('tester@example.com');
    await panel.getByLabel('Review Title').fill('Well made');
    await panel.getByLabel('Review (up to 1000 characters)').fill('The embroidery is even and the linen soft.');
    await panel.getByRole('radio', { name: '4 out of 5' }).check();
    await panel.getByRole('button', { name: 'Submit Review' }).click();

    await expectToast(page, Messages.reviewSubmitted);
    await expect(panel.getByLabel('Your Name')).toHaveValue('');
    await expect(panel.getByLabel('Review Title')).toHaveValue('');
    await expect(panel.getByRole('radio', { name: '1 out of 5' })).toBeChecked();
  });

  test('the review body takes the 1000 characters its label promises, and refuses 1001', async ({ page, request }) => {
    const product = await colourAndSizeProduct(request, 'en');
    await openProduct(page, 'en', product);
    await page.getByRole('tab', { name: 'Reviews', exact: true }).click();
    const panel = page.getByRole('tabpanel', { name: 'Reviews' });
    await panel.getByLabel('Your Name').fill('Playwright Tester');
    await panel.getByLabel('Your Email').fill('tester@example.com');
    await panel.getByLabel('Review Title').fill('A long one');
    const body = panel.getByLabel('Review (up to 1000 characters)');

    await body.fill('x'.repeat(1001));
    await panel.getByRole('button', { name: 'Submit Review' }).click();
    await expectToast(page, fieldMaxLength('Review Body', 1000));

    await body.fill('x'.repeat(1000));
    await panel.getByRole('button', { name: 'Submit Review' }).click();
    await expectToast(page, Messages.reviewSubmitted);
    await expect(body).toHaveValue('');
  });

  test('the review count leads to the Reviews tab', async ({ page, request }) => {
    const product = await pick(request, 'en', 'a reviewed product', (p) => p.totalReviews > 0);
    const region = await openProduct(page, 'en', product);

    await region.getByRole('button', { name: `${product.totalReviews} Reviews` }).click();

    await expect(page.getByRole('tab', { name: 'Reviews', exact: true })).toBeFocused();
    await expect(page.getByRole('tabpanel', { name: 'Reviews' }).getByRole('listitem')).toHaveCount(
      product.totalReviews,
    );
  });
});

// ---------------------------------------------------------------------------------------------

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" };
const decode = (text: string) => text.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, name: string) => ENTITIES[name]!);

/** The head of a server-rendered page: title, meta contents and link hrefs, attributes decoded. */
function parseHead(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  const tags = (name: string) =>
    [...head.matchAll(new RegExp(`<${name}\\b([^>]*)>`, 'g'))].map((match) =>
      Object.fromEntries(
        [...match[1]!.matchAll(/([\w:-]+)="([^"]*)"/g)].map((attr) => [attr[1]!.toLowerCase(), decode(attr[2]!)]),
      ),
    );
  const metas = tags('meta');
  const links = tags('link');
  return {
    title: decode(/<title>([^<]*)<\/title>/.exec(head)?.[1] ?? ''),
    meta: (key: 'name' | 'property', value: string) => metas.find((tag) => tag[key] === value)?.content,
    link: (rel: string) => links.find((tag) => tag.rel === rel)?.href,
    alternate: (hreflang: string) => links.find((tag) => tag.rel === 'alternate' && tag.hreflang === hreflang)?.href,
  };
}
