import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { AttributeKind, AttributeValueType, Language, ScreenEntity, ScreenLabels } from '@shop/contract';
import type { Config } from '../config';
import type { Database, Executor } from '../db/database';
import * as t from '../db/schema';
import { LogoSetting } from '../content/logo-setting';
import { packageRoot } from '../package-root';
import { withFileStorage } from '../storage/create-file-storage';
import type { FileStorage } from '../storage/file-storage';
import { demoShop } from './data/index';
import { addVariantsFromChoices } from './product-variants';
import { CATEGORY_LINK_PREFIX, type Bilingual, type SeedShop } from './seed-types';

const AR = String(Language.ar.id);
const DAY_MS = 86_400_000;
// Only one process seeds; the others wait and then find the shop present.
const SEED_LOCK_ID = 726_352;

/** `{ "2": { field: arabic } }` for the `localized` columns. */
function arabic(fields: Record<string, Bilingual>): t.Localized {
  return { [AR]: Object.fromEntries(Object.entries(fields).map(([field, text]) => [field, text.ar])) };
}

const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);
const mediaUrl = (file: string) => `/media/${file}`;

/** The content types of the files the demo shop ships. */
const contentTypes: Record<string, string> = {
  '.pdf': 'application/pdf',
  '.zip': 'application/zip',
  '.mp3': 'audio/mpeg',
};

/**
 * Fills an empty database with the demo shop and puts its pictures and downloads in the file storage
 * (`storage`, or the one `config` names). A shop that already has content is left exactly as it is.
 * Answers whether it seeded.
 */
export async function seedDemoShop(
  db: Database,
  config: Config,
  shop: SeedShop = demoShop,
  storage?: FileStorage,
): Promise<boolean> {
  return withFileStorage(config, storage, async (files) => {
    await installSeedFiles(config, shop, files);
    return db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_ID})`);
      const existing = await tx.select({ key: t.settings.key }).from(t.settings).limit(1);
      if (existing.length > 0) return false;
      await insertShop(tx, shop, files);
      return true;
    });
  });
}

// Pictures copied to a bucket at once: a first start on S3 sends a few hundred.
const SEED_UPLOADS_AT_ONCE = 16;

/**
 * Puts the demo shop's pictures and downloadable files in the file storage, for a database that holds
 * (or is about to hold) its rows. Pictures the shop owner replaced stay.
 */
export async function installSeedFiles(
  config: Config,
  shop: SeedShop = demoShop,
  storage?: FileStorage,
): Promise<void> {
  await withFileStorage(config, storage, async (files) => {
    const present = new Set(await files.list(MEDIA_FOLDER));
    const pictures = (await picturesShipped()).filter((picture) => !present.has(picture.key));
    for (let start = 0; start < pictures.length; start += SEED_UPLOADS_AT_ONCE) {
      const batch = pictures.slice(start, start + SEED_UPLOADS_AT_ONCE);
      await Promise.all(batch.map((picture) => files.put(picture.key, { localFile: picture.localFile })));
    }
    const downloads = new Set(shop.products.flatMap((product) => product.digitalFile ?? []));
    for (const file of downloads) {
      await files.put(digitalStoragePath(file), { localFile: path.join(packageRoot(), 'seed-files', file) });
    }
  });
}

const MEDIA_FOLDER = 'media';
const digitalStoragePath = (file: string) => `digital/${file}`;

/** The pictures the package ships (its `media` folder), with the key each is served under. */
async function picturesShipped(): Promise<{ key: string; localFile: string }[]> {
  const folder = path.join(packageRoot(), MEDIA_FOLDER);
  const entries = await fs.readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const localFile = path.join(entry.parentPath, entry.name);
      return { key: [MEDIA_FOLDER, ...path.relative(folder, localFile).split(path.sep)].join('/'), localFile };
    });
}

async function insertShop(tx: Executor, shop: SeedShop, storage: FileStorage): Promise<void> {
  await tx.insert(t.settings).values([
    { key: 'site_title', value: shop.siteTitle },
    { key: LogoSetting.everyLanguage, value: mediaUrl(shop.logo.en) },
    { key: LogoSetting.arabic, value: mediaUrl(shop.logo.ar) },
    { key: 'eur_per_usd', value: shop.eurPerUsd },
  ]);
  await insertGeography(tx, shop);
  await insertLabels(tx, shop);
  const ids = await insertTaxonomy(tx, shop);
  await insertProducts(tx, shop, ids, storage);
  await addVariantsFromChoices(tx);
  await insertContent(tx, shop, ids);
}

async function insertGeography(tx: Executor, shop: SeedShop): Promise<void> {
  for (const country of shop.countries) {
    const [row] = await tx
      .insert(t.countries)
      .values({ isoCode: country.code, name: country.name.en, localized: arabic({ name: country.name }) })
      .returning({ id: t.countries.id });
    for (const state of country.states) {
      const [stateRow] = await tx
        .insert(t.statesProvinces)
        .values({ countryId: row!.id, name: state.name.en, localized: arabic({ name: state.name }) })
        .returning({ id: t.statesProvinces.id });
      if (state.cities.length === 0) continue;
      await tx.insert(t.cities).values(
        state.cities.map((city) => ({
          stateProvinceId: stateRow!.id,
          name: city.name.en,
          localized: arabic({ name: city.name }),
        })),
      );
    }
  }
}

/** Every screen label in English and in the shop's Arabic (English where it has none). */
function labelRows(shop: SeedShop): (typeof t.localizationLabels.$inferInsert)[] {
  return (Object.keys(ScreenLabels) as (keyof typeof ScreenLabels)[]).flatMap((entity) =>
    Object.entries(ScreenLabels[entity]).flatMap(([labelHtmlId, english]) => [
      { entityId: ScreenEntity[entity], languageId: Language.en.id, labelHtmlId, text: english },
      {
        entityId: ScreenEntity[entity],
        languageId: Language.ar.id,
        labelHtmlId,
        text: (shop.arabicLabels[entity] as Record<string, string>)[labelHtmlId] ?? english,
      },
    ]),
  );
}

async function insertLabels(tx: Executor, shop: SeedShop): Promise<void> {
  await tx.insert(t.screenEntities).values(Object.entries(ScreenEntity).map(([name, id]) => ({ id, name })));
  await tx.insert(t.localizationLabels).values(labelRows(shop));
}

/**
 * Adds the screen labels a shop does not have yet (a release brought new ones), in English and in
 * Arabic, so an Arabic page never falls back to English for them. Labels the shop has, edited or
 * not, stay exactly as they are. Answers how many were added.
 */
export async function addMissingLabels(db: Executor, shop: SeedShop = demoShop): Promise<number> {
  await db
    .insert(t.screenEntities)
    .values(Object.entries(ScreenEntity).map(([name, id]) => ({ id, name })))
    .onConflictDoNothing();
  const added = await db
    .insert(t.localizationLabels)
    .values(labelRows(shop))
    .onConflictDoNothing()
    .returning({ labelHtmlId: t.localizationLabels.labelHtmlId });
  return added.length;
}

interface TaxonomyIds {
  categories: Map<string, number>;
  brands: Map<string, number>;
  vendors: Map<string, number>;
  sizes: Map<string, number>;
  colors: Map<string, { id: number; name: Bilingual }>;
  tags: Map<string, number>;
  shippingMethods: Map<string, number>;
  attributes: Map<string, number>;
}

async function insertNamed(
  tx: Executor,
  table: typeof t.manufacturers | typeof t.vendors | typeof t.tags | typeof t.shippingMethods,
  items: { key: string; name: Bilingual }[],
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const item of items) {
    const [row] = await tx
      .insert(table)
      .values({ name: item.name.en, localized: arabic({ name: item.name }) })
      .returning({ id: table.id });
    ids.set(item.key, row!.id);
  }
  return ids;
}

async function insertTaxonomy(tx: Executor, shop: SeedShop): Promise<TaxonomyIds> {
  const categories = new Map<string, number>();
  // Parents first, so children can point at them.
  const ordered = [...shop.categories.filter((c) => !c.parentKey), ...shop.categories.filter((c) => c.parentKey)];
  for (const [index, category] of ordered.entries()) {
    const [row] = await tx
      .insert(t.categories)
      .values({
        parentId: category.parentKey ? categories.get(category.parentKey) : null,
        name: category.name.en,
        localized: arabic({ name: category.name }),
        imageUrl: mediaUrl(category.image),
        isPopular: category.popular ?? false,
        displayOrder: index,
      })
      .returning({ id: t.categories.id });
    categories.set(category.key, row!.id);
  }

  const sizes = new Map<string, number>();
  for (const [index, size] of shop.sizes.entries()) {
    const [row] = await tx
      .insert(t.sizes)
      .values({ ...size, name: size.name.en, localized: arabic({ name: size.name }), displayOrder: index })
      .returning({ id: t.sizes.id });
    sizes.set(size.key, row!.id);
  }

  const colors = new Map<string, { id: number; name: Bilingual }>();
  for (const color of shop.colors) {
    const [row] = await tx
      .insert(t.colors)
      .values({ name: color.name.en, localized: arabic({ name: color.name }), hexCode: color.hexCode })
      .returning({ id: t.colors.id });
    colors.set(color.key, { id: row!.id, name: color.name });
  }

  await tx.insert(t.attributes).values([
    { id: AttributeKind.Color, name: 'Color', localized: { [AR]: { name: 'اللون' } } },
    { id: AttributeKind.Size, name: 'Size', localized: { [AR]: { name: 'المقاس' } } },
  ]);
  const attributes = new Map<string, number>();
  for (const [index, attribute] of shop.attributes.entries()) {
    const id = AttributeKind.Size + 1 + index;
    await tx
      .insert(t.attributes)
      .values({ id, name: attribute.displayName.en, localized: arabic({ name: attribute.displayName }) });
    attributes.set(attribute.key, id);
  }

  return {
    categories,
    sizes,
    colors,
    attributes,
    brands: await insertNamed(tx, t.manufacturers, shop.brands),
    vendors: await insertNamed(tx, t.vendors, shop.vendors),
    tags: await insertNamed(tx, t.tags, shop.tags),
    shippingMethods: await insertNamed(tx, t.shippingMethods, shop.shippingMethods),
  };
}

function required<V>(map: Map<string, V>, key: string, what: string): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`demo shop: unknown ${what} '${key}'`);
  return value;
}

async function insertDigitalFile(tx: Executor, file: string, storage: FileStorage): Promise<number> {
  const storagePath = digitalStoragePath(file);
  const stored = await storage.stat(storagePath);
  if (!stored) throw new Error(`demo shop: the digital file '${storagePath}' is not in the file storage`);
  const [row] = await tx
    .insert(t.digitalFiles)
    .values({
      storagePath,
      contentType: contentTypes[path.extname(file)] ?? 'application/octet-stream',
      sizeBytes: stored.sizeBytes,
    })
    .returning({ id: t.digitalFiles.id });
  return row!.id;
}

async function insertProducts(tx: Executor, shop: SeedShop, ids: TaxonomyIds, storage: FileStorage): Promise<void> {
  const digitalFiles = new Map<string, number>();
  for (const product of shop.products) {
    let digitalFileId: number | null = null;
    if (product.digitalFile) {
      digitalFileId =
        digitalFiles.get(product.digitalFile) ?? (await insertDigitalFile(tx, product.digitalFile, storage));
      digitalFiles.set(product.digitalFile, digitalFileId);
    }
    const ratings = product.reviews.map((review) => review.rating);
    const ratingAverage = ratings.length ? Math.round(ratings.reduce((a, b) => a + b, 0) / ratings.length) : 0;
    const [row] = await tx
      .insert(t.products)
      .values({
        categoryId: required(ids.categories, product.categoryKey, 'category'),
        manufacturerId: required(ids.brands, product.brandKey, 'brand'),
        vendorId: required(ids.vendors, product.vendorKey, 'vendor'),
        price: product.price,
        discountedPrice: product.discountedPrice ?? 0,
        stockQuantity: product.stock,
        displayStockQuantity: product.displayStockQuantity,
        orderMaximumQuantity: product.orderMaximumQuantity ?? 0,
        isShippingFree: product.isShippingFree,
        shippingCharges: product.isShippingFree ? 0 : product.shippingCharges,
        estimatedShippingDays: product.estimatedShippingDays,
        digitalFileId,
        isPopular: product.popular ?? false,
        ratingAverage,
        totalReviews: ratings.length,
        createdAt: daysAgo(product.createdDaysAgo),
        updatedAt: daysAgo(product.createdDaysAgo),
      })
      .returning({ id: t.products.id });
    const productId = row!.id;

    await tx.insert(t.productTranslations).values(
      (['en', 'ar'] as const).map((code) => ({
        productId,
        languageId: Language[code].id,
        name: product.name[code],
        shortDescription: product.shortDescription[code],
        fullDescription: product.fullDescriptionHtml[code],
        metaTitle: product.metaTitle[code],
        metaDescription: product.metaDescription[code],
        metaKeywords: product.metaKeywords[code],
      })),
    );

    if (product.images.length > 0) {
      await tx.insert(t.productImages).values(
        product.images.map((image, index) => ({
          productId,
          url: mediaUrl(image.file),
          colorId: image.colorKey ? required(ids.colors, image.colorKey, 'colour').id : null,
          displayOrder: index,
        })),
      );
    }

    const choices = [
      ...product.colorKeys.map((key, index) => {
        const color = required(ids.colors, key, 'colour');
        return {
          attributeId: AttributeKind.Color,
          valueKey: color.id,
          displayValue: color.name.en,
          localized: arabic({ displayValue: color.name }),
          valueType: AttributeValueType.FixedValue,
          additionalPrice: 0,
          isRequired: true,
          displayOrder: index,
        };
      }),
      ...product.sizeKeys.map((key, index) => {
        const size = shop.sizes.find((candidate) => candidate.key === key);
        return {
          attributeId: AttributeKind.Size,
          valueKey: required(ids.sizes, key, 'size'),
          displayValue: size?.shortName ?? key,
          localized: {},
          valueType: AttributeValueType.FixedValue,
          additionalPrice: 0,
          isRequired: true,
          displayOrder: index,
        };
      }),
      ...product.attributes.flatMap((attribute) =>
        attribute.values.map((value, index) => ({
          attributeId: required(ids.attributes, attribute.attributeKey, 'attribute'),
          valueKey: index + 1,
          displayValue: value.label.en,
          localized: arabic({ displayValue: value.label }),
          valueType: value.valueType === 'percentage' ? AttributeValueType.Percentage : AttributeValueType.FixedValue,
          // Percentages are kept in hundredths of a percent, amounts in cents.
          additionalPrice: value.valueType === 'percentage' ? value.additionalPrice * 100 : value.additionalPrice,
          isRequired: attribute.required,
          displayOrder: index,
        })),
      ),
    ];
    if (choices.length > 0) {
      await tx.insert(t.productAttributeValues).values(choices.map((choice) => ({ productId, ...choice })));
    }

    const tagIds = [...new Set(product.tagKeys.map((key) => required(ids.tags, key, 'tag')))];
    if (tagIds.length > 0) await tx.insert(t.productTags).values(tagIds.map((tagId) => ({ productId, tagId })));

    const methodIds = [
      ...new Set(product.shippingMethodKeys.map((key) => required(ids.shippingMethods, key, 'shipping method'))),
    ];
    if (methodIds.length > 0) {
      await tx
        .insert(t.productShippingMethods)
        .values(methodIds.map((shippingMethodId) => ({ productId, shippingMethodId })));
    }

    if (product.reviews.length > 0) {
      await tx.insert(t.reviews).values(
        product.reviews.map((review) => ({
          productId,
          reviewerName: review.reviewerName,
          reviewerEmail: review.reviewerEmail,
          title: review.title,
          body: review.body,
          rating: review.rating,
          createdAt: daysAgo(review.daysAgo),
        })),
      );
    }
  }
}

/** `category:<key>` becomes the storefront path of that category's product list. */
function resolveLink(url: string, ids: TaxonomyIds): string {
  if (!url.startsWith(CATEGORY_LINK_PREFIX)) return url;
  const key = url.slice(CATEGORY_LINK_PREFIX.length);
  return `/all-products/${required(ids.categories, key, 'category')}/${key}`;
}

async function insertContent(tx: Executor, shop: SeedShop, ids: TaxonomyIds): Promise<void> {
  await tx.insert(t.banners).values(
    shop.banners.map((banner, index) => ({
      themeTypeId: banner.themeTypeId,
      imageUrl: mediaUrl(banner.image),
      topTitle: banner.topTitle.en,
      mainTitle: banner.mainTitle.en,
      bottomTitle: banner.bottomTitle.en,
      leftButtonText: banner.leftButtonText.en,
      leftButtonUrl: resolveLink(banner.leftButtonUrl, ids),
      rightButtonText: banner.rightButtonText.en,
      rightButtonUrl: resolveLink(banner.rightButtonUrl, ids),
      localized: arabic({
        TopTitle: banner.topTitle,
        MainTitle: banner.mainTitle,
        BottomTitle: banner.bottomTitle,
        LeftButtonText: banner.leftButtonText,
        RightButtonText: banner.rightButtonText,
      }),
      displayOrder: index,
    })),
  );
  await tx.insert(t.campaigns).values(
    shop.campaigns.map((campaign, index) => ({
      mainTitle: campaign.mainTitle.en,
      discountTitle: campaign.discountTitle.en,
      body: campaign.body.en,
      coverPictureUrl: mediaUrl(campaign.coverPicture),
      localized: arabic({ MainTitle: campaign.mainTitle, DiscountTitle: campaign.discountTitle, Body: campaign.body }),
      displayOrder: index,
    })),
  );
  await tx.insert(t.paymentMethodLogos).values(
    shop.paymentMethods.map((method, index) => ({
      name: method.name.en,
      imageUrl: mediaUrl(method.image),
      localized: {
        [AR]: { PaymentMethodName: method.name.ar, ImageUrl: mediaUrl(method.arabicImage ?? method.image) },
      },
      displayOrder: index,
    })),
  );
  await tx.insert(t.coupons).values(
    shop.coupons.map((coupon) => ({
      code: coupon.code,
      kind: coupon.kind,
      value: coupon.value,
      minimumOrder: coupon.minimumOrder,
      validFrom: daysAgo(-coupon.validFromDays),
      validTo: daysAgo(-coupon.validToDays),
      totalUseLimit: coupon.totalUseLimit ?? null,
      perCustomerLimit: coupon.perCustomerLimit ?? null,
    })),
  );
}
