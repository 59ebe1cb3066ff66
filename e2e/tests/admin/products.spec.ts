// The catalogue member's products: a product made through the screens (names in both languages, a
// colour × size grid with its own prices and stock, pictures per colour) shows on the storefront as
// made; a price change reaches shoppers at once; a program disguised as a picture is refused; the
// owner finds the change in the audit log. Every product is uniquely named (other admin tests run at
// the same time against the same shop) and nothing reloads after choosing a language. A product is
// attached to a vendor from its form and shoppers see the vendor; the owner gives an approved
// seller an Arabic name, which the product form then offers in Arabic.
import type { APIRequestContext, Page } from '@playwright/test';
import { endpointPath, slugify, type AdminSellerRequestPage, type AdminVendorList } from '@shop/contract';
import {
  ADMIN_URL,
  adminApi,
  expectAccessible,
  expectShopShowsWithin,
  showIn,
  signedInState,
} from '../../support/admin-app';
import { BACKOFFICE_URL } from '../../support/servers';
import { expect, test } from '../../support/test';

interface Named {
  id: number;
  name: { en: string; ar: string };
  isActive: boolean;
}
interface Colour extends Named {
  hexCode: string;
}
interface Size extends Named {
  shortName: string;
}
interface Product {
  id: number;
  price: number;
  updatedAt: string;
  images: { url: string; colourId: number | null }[];
  variants: {
    id: number;
    colourId: number | null;
    sizeId: number | null;
    priceAdjustment: number;
    stockQuantity: number;
  }[];
}

const mark = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;

// Crc32 and a minimal valid PNG of one colour (8-bit RGB, stored without compression).
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
function adler32(bytes: Buffer): number {
  let a = 1;
  let b = 0;
  for (const byte of bytes) {
    a = (a + byte) % 65521;
    b = (b + a) % 65521;
  }
  return ((b << 16) | a) >>> 0;
}
function solidPng(size: number, [r, g, b]: [number, number, number]): Buffer {
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(size * 3).map((_, i) => [r, g, b][i % 3]!)]);
  const raw = Buffer.concat(Array.from({ length: size }, () => row));
  // zlib with one stored (uncompressed) block per 65535 bytes.
  const blocks: Buffer[] = [Buffer.from([0x78, 0x01])];
  for (let offset = 0; offset < raw.length; offset += 65535) {
    const part = raw.subarray(offset, offset + 65535);
    const last = offset + 65535 >= raw.length ? 1 : 0;
    const header = Buffer.alloc(5);
    header[0] = last;
    header.writeUInt16LE(part.length, 1);
    header.writeUInt16LE(~part.length & 0xffff, 3);
    blocks.push(header, part);
  }
  const adler = Buffer.alloc(4);
  adler.writeUInt32BE(adler32(raw));
  blocks.push(adler);
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', Buffer.concat(blocks)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The folder of an uploaded picture (/media/u/<sha256>/), which names it whatever its width. */
const folderOf = (url: string) => /\/media\/u\/[0-9a-f]{64}\//.exec(url)?.[0] ?? url;

/** One back-office protocol call as the storefront makes it; answers its rows. */
async function protocolCall(request: APIRequestContext, path: string, requestParameters: Record<string, unknown>) {
  const reply = await request.post(`${BACKOFFICE_URL}${path}`, {
    headers: { Token: '', UserID: '', 'Accept-Language': 'en' },
    data: { requestParameters },
  });
  expect(reply.status(), `${path} answers 200`).toBe(200);
  return JSON.parse(((await reply.json()) as { data: string }).data) as Record<string, unknown>[];
}

/** Files a "Become a seller" request as the storefront's form does (the password sealed first). */
async function fileSellerRequest(request: APIRequestContext, firstName: string, email: string) {
  const sealed = await protocolCall(request, endpointPath('en-ur-drow-pass-rndom/en-ur-drow-pass-rndom'), {
    Password: 'embroidery from Hebron',
  });
  const filed = await protocolCall(request, endpointPath('create-vendor-request'), {
    FirstName: firstName,
    LastName: 'Saleh',
    EmailAddress: email,
    Password: sealed[0]!.EncryptedPassword,
    MobileNo: '0599111222',
    AddressLineOne: 'Old City, Nablus',
    CountryID: 1,
    StateProvinceId: -999,
    CityId: -999,
    PostalCode: '900',
    recordValueJson: '[]',
  });
  expect(filed).toEqual([{ ResponseMsg: 'Saved Successfully' }]);
}

async function openProducts(page: Page, language: 'en' | 'ar') {
  await page.goto(ADMIN_URL);
  await showIn(page, language);
  const products = language === 'ar' ? 'المنتجات' : 'Products';
  await page
    .getByRole('navigation', { name: language === 'ar' ? 'أقسام الإدارة' : 'Admin sections' })
    .first()
    .getByRole('link', { name: products, exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: products })).toBeVisible();
}

test.describe('a catalogue member', () => {
  test.use({ storageState: signedInState('catalogue') });

  test('makes a product with colours, sizes, variant prices, stock and pictures; shoppers see it as made', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const api = adminApi(page.request);
    const active = <T extends Named>(rows: T[]) => rows.filter((row) => row.isActive);
    const colours = active(((await (await api.get('/colours?limit=100')).json()) as { items: Colour[] }).items).slice(
      0,
      2,
    );
    const sizes = active(((await (await api.get('/sizes?limit=100')).json()) as { items: Size[] }).items).slice(0, 2);
    expect(colours).toHaveLength(2);
    expect(sizes).toHaveLength(2);
    const [first, second] = colours as [Colour, Colour];
    const [small, large] = sizes as [Size, Size];
    const name = { en: `Olive Linen Shirt ${mark()}`, ar: `قميص كتان زيتوني ${mark()}` };

    await openProducts(page, 'en');
    await expectAccessible(page);
    await page.getByRole('link', { name: 'New product' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New product' })).toBeVisible();

    // Nothing typed: the required fields say so, under them.
    await page.getByRole('button', { name: 'Create product' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Please correct the fields marked below.' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Name' }).getByLabel('English')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(page.getByLabel('Price (USD)', { exact: true })).toHaveAttribute('aria-invalid', 'true');

    const nameGroup = page.getByRole('group', { name: 'Name' });
    await nameGroup.getByLabel('English').fill(name.en);
    await nameGroup.getByLabel('Arabic').fill(name.ar);
    await page.getByLabel('Price (USD)', { exact: true }).fill('40.00');
    await page.getByLabel('Category', { exact: true }).selectOption({ index: 1 });
    const colourGroup = page.getByRole('group', { name: 'Colours' });
    await colourGroup.getByLabel(first.name.en, { exact: true }).check();
    await colourGroup.getByLabel(second.name.en, { exact: true }).check();
    const sizeGroup = page.getByRole('group', { name: 'Sizes' });
    await sizeGroup.getByLabel(small.shortName, { exact: true }).check();
    await sizeGroup.getByLabel(large.shortName, { exact: true }).check();

    // The grid: first colour × small is sold out; first × large costs 2.50 more; second × large 5.00 more.
    const variant = (colour: Colour, size: Size) => `${colour.name.en} / ${size.shortName}`;
    const stock: [Colour, Size, string][] = [
      [first, small, '0'],
      [first, large, '4'],
      [second, small, '7'],
      [second, large, '2'],
    ];
    for (const [colour, size, units] of stock) {
      await page.getByLabel(`Stock of ${variant(colour, size)}`).fill(units);
    }
    await page.getByLabel(`Price adjustment of ${variant(first, large)}`).fill('2.50');
    await page.getByLabel(`Price adjustment of ${variant(second, large)}`).fill('5');
    await page.getByLabel(`SKU of ${variant(second, large)}`).fill(`SKU-${mark()}`);

    // Three pictures at once: one per colour and one for every colour; a program named photo.png is refused.
    const pictures = page.locator('input[type="file"][accept="image/*"]');
    await pictures.setInputFiles([
      { name: 'general.png', mimeType: 'image/png', buffer: solidPng(48, [240, 240, 240]) },
      { name: 'first.png', mimeType: 'image/png', buffer: solidPng(48, [200, 20, 20]) },
      { name: 'second.png', mimeType: 'image/png', buffer: solidPng(48, [20, 20, 200]) },
    ]);
    await expect(page.getByText('Picture 3', { exact: true })).toBeVisible();
    await pictures.setInputFiles([
      { name: 'photo.png', mimeType: 'image/png', buffer: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(512, 1)]) },
    ]);
    await expect(
      page.getByRole('alert').filter({ hasText: 'photo.png is not an image the shop accepts' }),
    ).toBeVisible();
    await expect(page.getByText('Picture 4', { exact: true })).toHaveCount(0);

    // The uploads finish in any order: each picture gets its colour by the upload it came from.
    const shown = page.getByLabel('Colour shown');
    const sources = await page
      .locator('ol img')
      .evaluateAll((images) => images.map((image) => image.getAttribute('src') ?? ''));
    expect(sources).toHaveLength(3);
    await expectAccessible(page);
    // The colours are told apart by the picture's own pixels: read back through a canvas.
    const tints = await page.locator('ol img').evaluateAll((images) =>
      Promise.all(
        images.map(async (image) => {
          await (image as HTMLImageElement).decode();
          const canvas = document.createElement('canvas');
          canvas.width = 4;
          canvas.height = 4;
          const context = canvas.getContext('2d')!;
          context.drawImage(image as HTMLImageElement, 0, 0, 4, 4);
          const [r, , b] = context.getImageData(1, 1, 1, 1).data;
          return r! > 150 && b! > 150 ? 'general' : r! > b! ? 'first' : 'second';
        }),
      ),
    );
    for (const [index, tint] of tints.entries()) {
      if (tint === 'first') await shown.nth(index).selectOption(String(first.id));
      if (tint === 'second') await shown.nth(index).selectOption(String(second.id));
    }
    // The general picture becomes the main one.
    const general = tints.indexOf('general');
    for (let place = general; place > 0; place--) {
      await page.getByRole('button', { name: `Move up: Picture ${place + 1}` }).click();
    }
    await expect(page.locator('ol > li').first().getByText('Main picture')).toBeVisible();

    await page.getByRole('button', { name: 'Create product' }).click();
    await expect(page.getByText('Product created.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit product' })).toBeVisible();
    const id = Number(/\/products\/(\d+)/.exec(page.url())?.[1]);
    const saved = (await (await api.get(`/products/${id}`)).json()) as Product;
    expect(saved.variants.map((row) => row.stockQuantity).sort()).toEqual([0, 2, 4, 7]);
    expect(saved.images).toHaveLength(3);
    expect(saved.images[0]!.colourId).toBeNull();
    const imageOf = (colour: Colour) => saved.images.find((image) => image.colourId === colour.id)!.url;

    // The storefront in English and Arabic: name, the chosen colour's picture, the variant's price, the sold-out variant.
    for (const language of ['en', 'ar'] as const) {
      const shopName = name[language];
      await page.goto(`/${language}/product-detail/${id}/shop/${encodeURIComponent(slugify(shopName))}`);
      await expect(page.getByRole('heading', { level: 1, name: shopName })).toBeVisible();
      const purchase = page.locator('section[aria-labelledby="product-name"]');
      const mainImage = purchase.getByRole('img', { name: shopName }).first();
      await purchase.locator(`input[type="radio"][value="${second.id}"]`).first().check();
      await expect(mainImage).toHaveAttribute('src', new RegExp(folderOf(imageOf(second))));
      await purchase.locator(`input[type="radio"][value="${first.id}"]`).first().check();
      await expect(mainImage).toHaveAttribute('src', new RegExp(folderOf(imageOf(first))));
      // In the first colour the small size has nothing left: it cannot be chosen.
      const sizeRadio = (size: Size) => purchase.locator(`input[type="radio"][name$="-size"][value="${size.id}"]`);
      await expect(sizeRadio(small)).toBeDisabled();
      await sizeRadio(large).check();
      await expect(purchase.getByRole('status').first()).toContainText('$42.50');
    }

    // A new price in the admin reaches the storefront within 2 seconds.
    await page.goto(`${ADMIN_URL}products/${id}`);
    await showIn(page, 'en');
    await page.getByLabel('Price (USD)', { exact: true }).fill('50.00');
    await page.getByRole('button', { name: 'Save product' }).click();
    await expect(page.getByText('Product saved.')).toBeVisible();
    const changedAt = Date.now();
    const shopPage = `/en/product-detail/${id}/shop/${encodeURIComponent(slugify(name.en))}`;
    await expectShopShowsWithin(changedAt, [{ path: shopPage, text: '$50.00' }]);
    await page.goto(shopPage);
    await expect(page.locator('section[aria-labelledby="product-name"]').getByRole('status').first()).toContainText(
      '$50.00',
    );

    // The owner finds the change in the audit log, with the price before and after.
    const owner = await browser.newContext({ storageState: signedInState('owner') });
    const ownerPage = await owner.newPage();
    await ownerPage.goto(`${ADMIN_URL}audit-log?resource=product`);
    await showIn(ownerPage, 'en');
    const row = ownerPage
      .getByRole('row')
      .filter({ hasText: 'catalogue@shop.example' })
      .filter({ has: ownerPage.getByRole('cell', { name: String(id), exact: true }) })
      .filter({ hasText: 'update' })
      .first();
    await expect(row).toBeVisible();
    await row.getByText('Show changes').click();
    const price = row.getByRole('definition').filter({ hasText: 'After: 5000' });
    await expect(price).toBeVisible();
    await expect(price).toContainText('Before: 4000');
    await owner.close();
  });

  test('works the list and the form in Arabic and on a phone, and adjusts stock with a reason', async ({ page }) => {
    const api = adminApi(page.request);
    const categories = ((await (await api.get('/categories?limit=1')).json()) as { items: Named[] }).items;
    const created = await api.post('/products', {
      name: { en: `Cedar Soap ${mark()}`, ar: `صابون الأرز ${mark()}` },
      price: 1200,
      categoryId: categories[0]!.id,
      stockQuantity: 3,
    });
    expect(created.status()).toBe(201);
    const product = (await created.json()) as Product & { name: { en: string; ar: string } };

    await openProducts(page, 'ar');
    await page.getByLabel('الاسم أو رمز المنتج (SKU)').fill(product.name.en);
    await page.getByRole('button', { name: 'بحث' }).click();
    const row = page.getByRole('row').filter({ hasText: product.name.ar });
    await expect(row).toBeVisible();
    await expect(row.getByText('مخزون منخفض')).toBeVisible();
    await expectAccessible(page);

    await row.getByRole('link', { name: `تعديل ${product.name.ar}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'تعديل المنتج' })).toBeVisible();
    await expectAccessible(page);

    // The stock changes only with a reason, and the change is kept in the history.
    await page.getByRole('button', { name: `تعديل مخزون المنتج نفسه` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('التغيير (مثل 5 أو ‎-2)').fill('5');
    await dialog.getByRole('button', { name: 'تطبيق' }).click();
    await expect(dialog.getByText('هذا الحقل مطلوب.')).toBeVisible();
    await dialog.getByLabel('السبب').fill('توريد من الورشة');
    await dialog.getByRole('button', { name: 'تطبيق' }).click();
    await expect(dialog.getByText('المخزون الآن ٨.')).toBeVisible();
    await expect(dialog.getByRole('cell', { name: 'توريد من الورشة' })).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press('Escape');

    // A discount not below the price is refused under its field, in Arabic.
    await page.getByLabel('السعر بعد الخصم (بالدولار الأمريكي)').fill('15');
    await page.getByRole('button', { name: 'حفظ المنتج' }).click();
    await expect(page.getByText('يجب أن يكون أقل من السعر (0 إن لم يكن هناك خصم).')).toBeVisible();

    // Someone else saved meanwhile: the save is refused and offers to reload.
    const other = await api.patch(`/products/${product.id}`, { isPopular: true, updatedAt: product.updatedAt });
    expect(other.status()).toBe(200);
    await page.getByLabel('السعر بعد الخصم (بالدولار الأمريكي)').fill('9.99');
    await page.getByRole('button', { name: 'حفظ المنتج' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'غيّر شخص آخر هذا المنتج' })).toBeVisible();
    await page.getByRole('button', { name: 'إعادة التحميل' }).click();
    await expect(page.getByLabel('مميز في الصفحة الرئيسية')).toBeChecked();

    // On a phone: no sideways page scroll on the form or the list.
    await page.setViewportSize({ width: 375, height: 740 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.getByRole('link', { name: 'العودة إلى المنتجات' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'المنتجات' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectAccessible(page);
  });
});

test.describe('vendors', () => {
  test.use({ storageState: signedInState('catalogue') });

  test('a catalogue member attaches a product to a vendor from its form; the list filters by it and shoppers see it', async ({
    page,
  }) => {
    const api = adminApi(page.request);
    const vendors = ((await (await api.get('/vendors')).json()) as AdminVendorList).items;
    expect(vendors.length).toBeGreaterThan(0);
    const vendor = vendors[0]!;
    const categories = ((await (await api.get('/categories?limit=1')).json()) as { items: Named[] }).items;
    const name = `Vendor Olive Oil ${mark()}`;
    const created = await api.post('/products', {
      name: { en: name, ar: `زيت زيتون ${mark()}` },
      price: 1500,
      categoryId: categories[0]!.id,
      stockQuantity: 5,
    });
    expect(created.status()).toBe(201);
    const product = (await created.json()) as Product;

    await page.goto(`${ADMIN_URL}products/${product.id}`);
    await showIn(page, 'en');
    await expect(page.getByRole('heading', { level: 1, name: 'Edit product' })).toBeVisible();
    // Sold by the shop itself until a vendor is chosen.
    const vendorSelect = page.getByLabel('Vendor', { exact: true });
    await expect(vendorSelect).toHaveValue('');
    await expect(vendorSelect.locator('option:checked')).toHaveText('— The shop —');
    await vendorSelect.focus();
    await vendorSelect.selectOption({ label: vendor.name.en });
    await page.getByRole('button', { name: 'Save product' }).click();
    await expect(page.getByText('Product saved.')).toBeVisible();
    await expect(vendorSelect).toHaveValue(String(vendor.id));
    await expectAccessible(page);
    const saved = (await (await api.get(`/products/${product.id}`)).json()) as { vendorId: number | null };
    expect(saved.vendorId).toBe(vendor.id);

    // Shoppers see the vendor on the product's page.
    await expectShopShowsWithin(Date.now(), [
      { path: `/en/product-detail/${product.id}/shop/${encodeURIComponent(slugify(name))}`, text: vendor.name.en },
    ]);

    // The list finds it by its vendor.
    await page.getByRole('link', { name: 'Back to products' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
    const search = page.getByRole('search');
    await search.getByLabel('Name or SKU').fill(name);
    await search.getByLabel('Vendor', { exact: true }).selectOption({ label: vendor.name.en });
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(new RegExp(`vendorId=${vendor.id}`));
    await expect(page.getByRole('row').filter({ hasText: name })).toBeVisible();
    await expectAccessible(page);
  });

  test.describe('the owner', () => {
    test.use({ storageState: signedInState('owner') });

    test('gives an approved seller an Arabic name, which the product form offers in Arabic', async ({
      page,
      request,
    }) => {
      const id = mark();
      const email = `vendor-name-${id}@example.com`;
      await fileSellerRequest(request, `Nadia${id}`, email);
      const api = adminApi(page.request);
      const filed = (await (
        await api.get(`/seller-requests?q=${encodeURIComponent(email)}`)
      ).json()) as AdminSellerRequestPage;
      const requestId = filed.items[0]!.id;
      expect((await api.post(`/seller-requests/${requestId}/approve`, {})).status()).toBe(200);
      const arabicName = `تطريز نادية ${id}`;

      await page.goto(`${ADMIN_URL}seller-requests/${requestId}`);
      await showIn(page, 'ar');
      const names = page.getByRole('group', { name: 'اسم البائع' });
      await expect(names.getByLabel('الإنجليزية')).toHaveValue(`Nadia${id} Saleh`);
      await expect(names.getByText('الترجمة العربية ناقصة')).toBeVisible();
      await names.getByLabel('العربية').fill(arabicName);
      await page.getByRole('button', { name: 'حفظ الاسم' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'حُفظ اسم البائع.' })).toBeVisible();
      await expectAccessible(page);
      const vendors = ((await (await api.get('/vendors')).json()) as AdminVendorList).items;
      expect(vendors.find((vendor) => vendor.name.en === `Nadia${id} Saleh`)?.name.ar).toBe(arabicName);

      // The product form lists the seller by the Arabic name.
      await page
        .getByRole('navigation', { name: 'أقسام الإدارة' })
        .first()
        .getByRole('link', { name: 'المنتجات', exact: true })
        .click();
      await page.getByRole('link', { name: 'منتج جديد' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'منتج جديد' })).toBeVisible();
      const vendorSelect = page.getByLabel('البائع', { exact: true });
      await expect(vendorSelect.locator('option:checked')).toHaveText('— المتجر نفسه —');
      await expect(vendorSelect.locator('option', { hasText: arabicName })).toHaveCount(1);
    });
  });
});
