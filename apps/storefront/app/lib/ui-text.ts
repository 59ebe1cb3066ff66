import { type LanguageCode, Messages } from '@shop/contract';

// The storefront's own words until the back-office's localization labels are wired in.
const en = {
  siteName: 'Palestine Heritage Shop',
  homeDescription: 'Olive oil, embroidery, ceramics and keffiyehs from Palestinian makers, delivered worldwide.',
  homeHeading: 'Palestine Heritage Shop',
  welcomeTitle: 'Made in Palestine, by hand',
  welcomeBody: 'Olive oil, embroidery, ceramics and keffiyehs from Palestinian makers.',
  recentProducts: 'New arrivals',
  noProducts: 'No products to show yet.',
  originalPrice: 'Original price:',
  salePrice: 'Sale price:',
  switchLanguage: 'العربية',
  notFoundTitle: 'Page not found',
  notFoundBody: 'The page you are looking for does not exist or has moved.',
  errorTitle: 'Something went wrong',
  errorBody: Messages.genericErrorLater,
  backHome: 'Back to the home page',
  skipToContent: 'Skip to content',
};

export type UiText = Readonly<Record<keyof typeof en, string>>;

const ar: UiText = {
  siteName: 'متجر التراث الفلسطيني',
  homeDescription: 'زيت زيتون وتطريز وخزف وكوفيات من صنّاع فلسطينيين، مع الشحن إلى كل العالم.',
  homeHeading: 'متجر التراث الفلسطيني',
  welcomeTitle: 'صُنع في فلسطين، باليد',
  welcomeBody: 'زيت زيتون وتطريز وخزف وكوفيات من صنّاع فلسطينيين.',
  recentProducts: 'وصل حديثاً',
  noProducts: 'لا توجد منتجات لعرضها بعد.',
  originalPrice: 'السعر الأصلي:',
  salePrice: 'سعر التخفيض:',
  switchLanguage: 'English',
  notFoundTitle: 'الصفحة غير موجودة',
  notFoundBody: 'الصفحة التي تبحث عنها غير موجودة أو تم نقلها.',
  errorTitle: 'حدث خطأ ما',
  errorBody: 'حدث خطأ. يرجى المحاولة لاحقاً!',
  backHome: 'العودة إلى الصفحة الرئيسية',
  skipToContent: 'تخطَّ إلى المحتوى',
};

export const uiText: Readonly<Record<LanguageCode, UiText>> = { en, ar };
