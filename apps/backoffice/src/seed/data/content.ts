// Demo shop content: site title, logo, home banners, campaigns, payment
// methods, coupons and the EUR rate. Images are paths relative to the media
// folder and are produced by `scripts/generate-media.mjs`.
import { CATEGORY_LINK_PREFIX } from '../seed-types';
import type { Bilingual, SeedBanner, SeedCampaign, SeedCoupon, SeedPaymentMethod } from '../seed-types';
import { categories } from './taxonomy';

export const siteTitle: Bilingual = {
  en: 'Palestine Heritage Shop',
  ar: 'متجر التراث الفلسطيني',
};

export const logo: Bilingual = { en: 'brand/logo.svg', ar: 'brand/logo-ar.svg' };

/** A link to a category's product list; the seeder replaces it with the category's real id. */
function categoryPath(key: string): string {
  if (!categories.some((category) => category.key === key)) throw new Error(`Unknown category key in banner: ${key}`);
  return `${CATEGORY_LINK_PREFIX}${key}`;
}

const allProductsPath = '/all-products/0/all-categories';
const noButton: Bilingual = { en: '', ar: '' };

export const banners: SeedBanner[] = [
  {
    themeTypeId: 1,
    image: 'banners/olive-grove.svg',
    topTitle: { en: 'The new harvest is here', ar: 'وصل موسم القطاف الجديد' },
    mainTitle: { en: 'Cold-Pressed Olive Oil from Jenin', ar: 'زيت زيتون معصور على البارد من جنين' },
    bottomTitle: {
      en: 'Picked by family growers and pressed within hours, the way it has been done for generations.',
      ar: 'تقطفه عائلات المزارعين ويُعصر خلال ساعات، كما اعتاد الأجداد منذ أجيال.',
    },
    leftButtonText: { en: 'Shop Olive Oil', ar: 'تسوّق زيت الزيتون' },
    leftButtonUrl: categoryPath('olive-oil'),
    rightButtonText: { en: 'Browse All', ar: 'تصفّح الكل' },
    rightButtonUrl: allProductsPath,
  },
  {
    themeTypeId: 1,
    image: 'banners/hebron-glass.svg',
    topTitle: { en: 'Mouth-blown in Hebron', ar: 'منفوخ بالفم في الخليل' },
    mainTitle: { en: 'Hebron Glass in Every Shade of Sky', ar: 'زجاج الخليل بكل ألوان السماء' },
    bottomTitle: {
      en: 'Vases, lamps and tumblers from furnaces that have glowed for centuries.',
      ar: 'مزهريات وقناديل وأكواب من أفران تتّقد منذ قرون.',
    },
    leftButtonText: { en: 'Discover Glass', ar: 'اكتشف الزجاج' },
    leftButtonUrl: categoryPath('hebron-glass'),
    rightButtonText: { en: 'Gift Boxes', ar: 'صناديق الهدايا' },
    rightButtonUrl: categoryPath('gift-boxes'),
  },
  {
    themeTypeId: 1,
    image: 'banners/tatreez.svg',
    topTitle: { en: 'Stitched by hand', ar: 'مطرّز يدوياً' },
    mainTitle: { en: 'Tatreez That Tells a Story', ar: 'تطريز يروي حكاية' },
    bottomTitle: {
      en: 'Every cypress, star and palm carries the memory of a village.',
      ar: 'في كل سروة ونجمة ونخلة ذاكرةُ قرية.',
    },
    leftButtonText: { en: 'Shop Embroidery', ar: 'تسوّق المطرزات' },
    leftButtonUrl: categoryPath('embroidery'),
    rightButtonText: noButton,
    rightButtonUrl: '',
  },
  {
    themeTypeId: 1,
    image: 'banners/nablus-soap.svg',
    topTitle: { en: 'Made the slow way', ar: 'يُصنع على مهل' },
    mainTitle: { en: 'Pure Olive-Oil Soap from Nablus', ar: 'صابون نابلسي من زيت الزيتون الخالص' },
    bottomTitle: {
      en: 'Cut by hand, stacked in towers and left to cure for months.',
      ar: 'يُقطّع باليد ويُرصّ في أبراج ويُترك ليجفّ أشهراً.',
    },
    leftButtonText: noButton,
    leftButtonUrl: '',
    rightButtonText: noButton,
    rightButtonUrl: '',
  },
  {
    themeTypeId: 1,
    image: 'banners/olive-wood.svg',
    topTitle: { en: 'Carved in Bethlehem', ar: 'منحوت في بيت لحم' },
    mainTitle: { en: 'Olive Wood for Every Home', ar: 'خشب الزيتون لكل بيت' },
    bottomTitle: {
      en: 'Bowls, spoons and keepsakes from pruned branches, never from living trees.',
      ar: 'أوعية وملاعق وتذكارات من أغصان التقليم، لا من الأشجار الحية.',
    },
    leftButtonText: { en: 'Shop Olive Wood', ar: 'تسوّق خشب الزيتون' },
    leftButtonUrl: categoryPath('olive-wood'),
    rightButtonText: { en: 'Kitchenware', ar: 'أدوات المطبخ' },
    rightButtonUrl: categoryPath('olive-wood-kitchen'),
  },
  {
    // Theme 2: kept for other layouts, never shown in the home carousel.
    themeTypeId: 2,
    image: 'banners/keffiyeh.svg',
    topTitle: { en: 'Woven in Hebron', ar: 'منسوجة في الخليل' },
    mainTitle: { en: 'The Keffiyeh, Woven with Pride', ar: 'الكوفية، منسوجة بفخر' },
    bottomTitle: {
      en: 'Olive leaves, fishing nets and trade routes in cotton.',
      ar: 'أوراق الزيتون وشباك الصيد وطرق التجارة في خيوط القطن.',
    },
    leftButtonText: { en: 'Shop Keffiyeh', ar: 'تسوّق الكوفية' },
    leftButtonUrl: categoryPath('keffiyeh'),
    rightButtonText: noButton,
    rightButtonUrl: '',
  },
];

export const campaigns: SeedCampaign[] = [
  {
    mainTitle: { en: 'Olive Harvest Festival', ar: 'مهرجان قطف الزيتون' },
    discountTitle: { en: 'Up to 20% off olive oil and za’atar', ar: 'خصم يصل إلى 20% على زيت الزيتون والزعتر' },
    body: {
      en: 'Every autumn, families across Palestine head to the groves together to pick olives by hand. This season we celebrate the harvest with fresh extra-virgin oil from Jenin and Nablus, wild za’atar from the hills and stone-ground dukkah. Stock your pantry while the new oil is at its greenest and most peppery.',
      ar: 'في كل خريف تخرج العائلات في أنحاء فلسطين معاً إلى كروم الزيتون لتقطفه باليد. نحتفل هذا الموسم بالقطاف مع زيت بكر ممتاز طازج من جنين ونابلس، وزعتر بري من التلال، ودقة مطحونة على الحجر. املأ مؤونتك ما دام الزيت الجديد في أوج خضرته وحدّته.',
    },
    coverPicture: 'campaigns/olive-harvest.svg',
  },
  {
    mainTitle: { en: 'Gifts for the Festive Season', ar: 'هدايا موسم الأعياد' },
    discountTitle: { en: 'Free gift wrap on every gift box', ar: 'تغليف مجاني لكل صندوق هدايا' },
    body: {
      en: 'Share a taste of Palestine with the people you love. Our gift boxes bring together Nablus soap, Hebron glass, Jericho dates and hand-embroidered keepsakes, each wrapped in tatreez-patterned paper. Add a handwritten card at checkout and we will tuck it inside.',
      ar: 'شارك أحبّتك طعم فلسطين. تجمع صناديق هدايانا الصابون النابلسي وزجاج الخليل وتمور أريحا وتذكارات مطرزة يدوياً، وكل صندوق مغلّف بورق مزيّن بنقوش التطريز. أضف بطاقة بخط يدك عند إتمام الطلب وسنضعها داخل الصندوق.',
    },
    coverPicture: 'campaigns/gift-season.svg',
  },
  {
    mainTitle: { en: 'Handmade in Gaza', ar: 'صُنع يدوياً في غزة' },
    discountTitle: { en: '15% off the Gaza Craft Collective', ar: 'خصم 15% على منتجات تجمّع غزة للحرف اليدوية' },
    body: {
      en: 'Embroiderers, potters and weavers in Gaza keep centuries-old crafts alive against every odd. The Gaza Craft Collective pays its makers fairly and in advance for every piece. Buying from them means a cushion cover, a shawl or a clay bowl made with extraordinary patience.',
      ar: 'يحافظ المطرِّزون والخزّافون والنسّاجون في غزة على حِرف عمرها قرون رغم كل الظروف. يدفع تجمّع غزة للحرف اليدوية لصنّاعه أجراً عادلاً ومسبقاً عن كل قطعة. وحين تشتري منه تقتني غطاء وسادة أو شالاً أو وعاءً فخارياً صُنع بصبر استثنائي.',
    },
    coverPicture: 'campaigns/artisans.svg',
  },
  {
    mainTitle: { en: 'Stories Worth Reading', ar: 'حكايات تستحق القراءة' },
    discountTitle: { en: 'Buy two books, get 10% off', ar: 'اشترِ كتابين واحصل على خصم 10%' },
    body: {
      en: 'From family cookbooks to illustrated tales for children and histories of the old cities, our book corner gathers voices from Palestine and its diaspora. Many titles are also available as e-books for instant download.',
      ar: 'من كتب الطبخ العائلية إلى الحكايات المصوّرة للأطفال وتواريخ المدن العتيقة، يجمع ركن الكتب لدينا أصواتاً من فلسطين ومن الشتات. وكثير من العناوين متوفر أيضاً بصيغة كتب إلكترونية للتنزيل الفوري.',
    },
    coverPicture: 'campaigns/books.svg',
  },
];

export const paymentMethods: SeedPaymentMethod[] = [
  // Card brands keep their Latin logos; their names are read out as Arabic readers know them.
  { name: { en: 'Visa', ar: 'فيزا' }, image: 'payments/visa.svg' },
  { name: { en: 'Mastercard', ar: 'ماستركارد' }, image: 'payments/mastercard.svg' },
  { name: { en: 'PayPal', ar: 'باي بال' }, image: 'payments/paypal.svg' },
  {
    name: { en: 'Cash on Delivery', ar: 'الدفع عند الاستلام' },
    image: 'payments/cash-on-delivery.svg',
    arabicImage: 'payments/cash-on-delivery-ar.svg',
  },
];

export const coupons: SeedCoupon[] = [
  // 10% off any order.
  { code: 'WELCOME10', kind: 'percentage', value: 10, minimumOrder: 0, validFromDays: -30, validToDays: 365 },
  // $5 off orders of $20 or more.
  { code: 'OLIVE5', kind: 'fixed', value: 500, minimumOrder: 2000, validFromDays: -30, validToDays: 365 },
  // Expired last year.
  { code: 'SUMMER2024', kind: 'percentage', value: 15, minimumOrder: 0, validFromDays: -600, validToDays: -500 },
  // Once per customer.
  {
    code: 'FIRSTORDER',
    kind: 'percentage',
    value: 15,
    minimumOrder: 0,
    validFromDays: -30,
    validToDays: 365,
    perCustomerLimit: 1,
  },
  // Only three uses across the whole shop.
  {
    code: 'LIMITED20',
    kind: 'percentage',
    value: 20,
    minimumOrder: 0,
    validFromDays: -7,
    validToDays: 60,
    totalUseLimit: 3,
  },
  // Not valid yet: starts in 30 days.
  { code: 'HARVEST25', kind: 'percentage', value: 25, minimumOrder: 5000, validFromDays: 30, validToDays: 90 },
];

export const eurPerUsd = 0.92;
