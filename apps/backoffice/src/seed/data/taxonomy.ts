// Demo shop taxonomy: categories, brands, vendors, sizes, colours, tags,
// shipping methods and product attributes. Keys are stable and are used by the
// product data files (`products-a.ts`, `products-b.ts`) to link records.
//
// Order matters for categories: the seeder numbers categories in array order
// (ids 1, 2, 3 …), top-level categories first, then their children. Banner
// buttons in `content.ts` derive their category ids from this order.
import type {
  Bilingual,
  SeedAttribute,
  SeedBrand,
  SeedCategory,
  SeedColor,
  SeedShippingMethod,
  SeedSize,
  SeedTag,
  SeedVendor,
} from '../seed-types';

function category(key: string, en: string, ar: string, parentKey?: string, popular?: boolean): SeedCategory {
  const result: SeedCategory = { key, name: { en, ar }, image: `categories/${key}.svg` };
  if (parentKey !== undefined) result.parentKey = parentKey;
  if (popular) result.popular = true;
  return result;
}

const top = (key: string, en: string, ar: string, popular = false): SeedCategory =>
  category(key, en, ar, undefined, popular);

export const categories: SeedCategory[] = [
  // Top-level categories (names kept within the mega menu's 20 characters).
  top('food-pantry', 'Food & Pantry', 'الأغذية والمؤونة', true),
  top('soap-beauty', 'Soap & Beauty', 'الصابون والعناية', true),
  top('glass-ceramics', 'Glass & Ceramics', 'الزجاج والخزف', true),
  top('embroidery', 'Tatreez Embroidery', 'التطريز الفلسطيني', true),
  top('keffiyeh-textiles', 'Keffiyeh & Textiles', 'الكوفية والمنسوجات', true),
  top('olive-wood', 'Olive-Wood Carving', 'منحوتات خشب الزيتون', true),
  top('books', 'Books', 'الكتب'),
  top('digital', 'Digital Goods', 'المنتجات الرقمية'),
  top('home-decor', 'Home & Decor', 'المنزل والديكور'),
  top('jewelry', 'Jewelry', 'المجوهرات'),
  top('gifts', 'Gift Boxes', 'صناديق الهدايا'),

  // Food & Pantry
  category('olive-oil', 'Olive Oil', 'زيت الزيتون', 'food-pantry'),
  category('zaatar-spices', "Za'atar & Spices", 'الزعتر والبهارات', 'food-pantry'),
  category('dates-sweets', 'Dates & Sweets', 'التمور والحلويات', 'food-pantry'),
  category('freekeh-grains', 'Freekeh & Grains', 'الفريكة والحبوب', 'food-pantry'),
  // Soap & Beauty
  category('nablus-soap', 'Nablus Soap', 'الصابون النابلسي', 'soap-beauty'),
  category('dead-sea-care', 'Dead Sea Care', 'منتجات البحر الميت', 'soap-beauty'),
  // Glass & Ceramics
  category('hebron-glass', 'Hebron Glass', 'زجاج الخليل', 'glass-ceramics'),
  category('armenian-ceramics', 'Armenian Ceramics', 'الخزف الأرمني', 'glass-ceramics'),
  // Tatreez Embroidery
  category('tatreez-clothing', 'Tatreez Clothing', 'ملابس مطرزة', 'embroidery'),
  category('tatreez-accessories', 'Tatreez Accessories', 'إكسسوارات مطرزة', 'embroidery'),
  // Keffiyeh & Textiles
  category('keffiyeh', 'Keffiyeh', 'الكوفية', 'keffiyeh-textiles'),
  category('scarves-shawls', 'Scarves & Shawls', 'الأوشحة والشالات', 'keffiyeh-textiles'),
  // Olive-Wood Carving
  category('olive-wood-decor', 'Olive-Wood Decor', 'ديكور خشب الزيتون', 'olive-wood'),
  category('olive-wood-kitchen', 'Olive-Wood Kitchen', 'أواني خشب الزيتون', 'olive-wood'),
  // Books
  category('books-history', 'History & Heritage', 'التاريخ والتراث', 'books'),
  category('books-cookery', 'Cookery', 'كتب الطبخ', 'books'),
  category('books-children', "Children's Books", 'كتب الأطفال', 'books'),
  // Digital Goods
  category('ebooks', 'E-books', 'الكتب الإلكترونية', 'digital'),
  category('music-albums', 'Music Albums', 'الألبومات الموسيقية', 'digital'),
  category('printable-art', 'Printable Art', 'فنون قابلة للطباعة', 'digital'),
  // Home & Decor
  category('rugs-cushions', 'Rugs & Cushions', 'السجاد والوسائد', 'home-decor'),
  category('wall-art', 'Wall Art', 'لوحات جدارية', 'home-decor'),
  // Jewelry
  category('silver-jewelry', 'Silver Jewelry', 'مجوهرات فضية', 'jewelry'),
  category('beaded-jewelry', 'Beaded Jewelry', 'حُليّ من الخرز', 'jewelry'),
  // Gift Boxes
  category('gift-boxes', 'Curated Gift Boxes', 'تشكيلات هدايا مختارة', 'gifts'),
  category('corporate-gifts', 'Corporate Gifts', 'هدايا الشركات', 'gifts'),
];

const named = (key: string, en: string, ar: string): { key: string; name: Bilingual } => ({
  key,
  name: { en, ar },
});

export const brands: SeedBrand[] = [
  named('jenin-olive-coop', 'Jenin Olive Co-op', 'تعاونية زيتون جنين'),
  named('khalil-glassworks', 'Khalil Glassworks', 'مصنع زجاج الخليل'),
  named('nablus-soapworks', 'Nablus Soapworks', 'مصبنة نابلس'),
  named('bethlehem-woodcraft', 'Bethlehem Woodcraft', 'مشغل بيت لحم للخشب'),
  named('tatreez-house', 'Tatreez House', 'بيت التطريز'),
  named('jericho-palms', 'Jericho Palms', 'نخيل أريحا'),
  named('qalam-press', 'Qalam Press', 'دار قلم للنشر'),
  named('hebron-looms', 'Hebron Looms', 'أنوال الخليل'),
  named('dead-sea-naturals', 'Dead Sea Naturals', 'طبيعيات البحر الميت'),
  named('sunbird-digital', 'Sunbird Digital', 'عصفور الشمس الرقمية'),
  named('ramallah-silver', 'Ramallah Silver', 'فضيات رام الله'),
];

export const vendors: SeedVendor[] = [
  named('olive-tree-traders', 'Olive Tree Traders', 'تجار شجرة الزيتون'),
  named('old-city-bazaar', 'Old City Bazaar', 'بازار البلدة القديمة'),
  named('gaza-craft-collective', 'Gaza Craft Collective', 'تجمّع غزة للحرف اليدوية'),
  // Jaffa Gate in Jerusalem is called Bab al-Khalil in Arabic.
  named('jaffa-gate-goods', 'Jaffa Gate Goods', 'بضائع باب الخليل'),
  named('al-quds-books', 'Al-Quds Books', 'مكتبة القدس'),
];

/** Chest measurements. */
export const sizes: SeedSize[] = [
  { key: 'xs', name: { en: 'Extra Small', ar: 'صغير جدًا' }, shortName: 'XS', inches: '30-32', centimeters: '76-81' },
  { key: 's', name: { en: 'Small', ar: 'صغير' }, shortName: 'S', inches: '34-36', centimeters: '86-91' },
  { key: 'm', name: { en: 'Medium', ar: 'متوسط' }, shortName: 'M', inches: '38-40', centimeters: '97-102' },
  { key: 'l', name: { en: 'Large', ar: 'كبير' }, shortName: 'L', inches: '42-44', centimeters: '107-112' },
  { key: 'xl', name: { en: 'Extra Large', ar: 'كبير جدًا' }, shortName: 'XL', inches: '46-48', centimeters: '117-122' },
  {
    key: 'xxl',
    name: { en: 'Double Extra Large', ar: 'كبير جدًا مضاعف' },
    shortName: 'XXL',
    inches: '50-52',
    centimeters: '127-132',
  },
];

const color = (key: string, en: string, ar: string, hexCode: string): SeedColor => ({
  key,
  name: { en, ar },
  hexCode,
});

export const colors: SeedColor[] = [
  color('olive-green', 'Olive Green', 'أخضر زيتوني', '#556b2f'),
  color('black', 'Black', 'أسود', '#1a1a1a'),
  color('white', 'White', 'أبيض', '#f5f5f0'),
  color('red', 'Red', 'أحمر', '#b22222'),
  color('cream', 'Cream', 'كريمي', '#efe6d2'),
  color('blue', 'Blue', 'أزرق', '#1f4e79'),
  color('turquoise', 'Turquoise', 'فيروزي', '#30a5a5'),
  color('amber', 'Amber', 'كهرماني', '#d18f2a'),
  color('brown', 'Brown', 'بني', '#7b4b2a'),
  color('purple', 'Purple', 'بنفسجي', '#5b2a6e'),
];

export const tags: SeedTag[] = [
  named('handmade', 'Handmade', 'صناعة يدوية'),
  named('organic', 'Organic', 'عضوي'),
  named('fair-trade', 'Fair Trade', 'تجارة عادلة'),
  named('gift-idea', 'Gift Idea', 'فكرة هدية'),
  named('traditional', 'Traditional', 'تقليدي'),
  named('best-seller', 'Best Seller', 'الأكثر مبيعاً'),
  named('new-arrival', 'New Arrival', 'وصل حديثاً'),
  named('vegan', 'Vegan', 'نباتي'),
  named('heritage', 'Heritage', 'تراثي'),
  named('eco-friendly', 'Eco-Friendly', 'صديق للبيئة'),
  named('limited-edition', 'Limited Edition', 'إصدار محدود'),
  named('family-recipe', 'Family Recipe', 'وصفة عائلية'),
];

export const shippingMethods: SeedShippingMethod[] = [
  named('standard', 'Standard Shipping', 'الشحن العادي'),
  named('express', 'Express Courier', 'التوصيل السريع'),
  named('pickup', 'Store Pickup in Ramallah', 'الاستلام من المتجر في رام الله'),
  named('digital-delivery', 'Instant Digital Delivery', 'التسليم الرقمي الفوري'),
];

const attribute = (key: string, en: string, ar: string): SeedAttribute => ({
  key,
  displayName: { en, ar },
});

export const attributes: SeedAttribute[] = [
  attribute('bottle-size', 'Bottle size', 'حجم الزجاجة'),
  attribute('jar-size', 'Jar size', 'حجم المرطبان'),
  attribute('gift-wrap', 'Gift wrap', 'تغليف الهدايا'),
  attribute('engraving', 'Personal engraving', 'نقش شخصي'),
  attribute('format', 'Format', 'الصيغة'),
  attribute('frame', 'Frame', 'الإطار'),
  attribute('weight', 'Weight', 'الوزن'),
];
