import type { ContentPageTexts } from './types';

// The page also lists the stored wish list under these sections (content-page route).
export const wishlistPage: ContentPageTexts = {
  en: {
    title: 'Wishlist',
    summary:
      'Keep the pieces you love for later. Your wish list is saved in this browser and waits for you whenever you come back.',
    sections: [
      {
        heading: 'How it works',
        items: [
          'Select “Add to Wishlist” on a product card or a product page. Each product is saved once.',
          'Open your wish list at any time with the heart icon at the top of every page: a side panel lists each product with its picture, quantity and price.',
          '“Continue Shopping” closes the panel and takes you back to the home page; “Clear Wishlist” removes every product from it.',
        ],
      },
      {
        heading: 'Good to know',
        items: [
          'Your wish list is kept in this browser only. It does not follow you to another device, and clearing your browser data empties it.',
          'Saving a product does not reserve it. Handmade pieces are made in small numbers, so do not wait too long for a favourite.',
        ],
      },
    ],
  },
  ar: {
    title: 'قائمة الأمنيات',
    summary: 'احتفظ بالقطع التي تحبها لوقت لاحق. تُحفظ قائمة أمنياتك في هذا المتصفح وتنتظرك متى عدت.',
    sections: [
      {
        heading: 'كيف تعمل',
        items: [
          'اختر «أضف إلى قائمة الأمنيات» على بطاقة المنتج أو في صفحته. يُحفظ كل منتج مرة واحدة.',
          'افتح قائمة أمنياتك في أي وقت من أيقونة القلب في أعلى كل صفحة: تعرض لوحة جانبية كل منتج بصورته وكميته وسعره.',
          '«متابعة التسوق» يغلق اللوحة ويعيدك إلى الصفحة الرئيسية، و«إفراغ قائمة الأمنيات» يزيل كل المنتجات منها.',
        ],
      },
      {
        heading: 'من المفيد أن تعرف',
        items: [
          'تُحفظ قائمة أمنياتك في هذا المتصفح فقط، فلا تنتقل معك إلى جهاز آخر، وتُفرغ إذا مسحت بيانات المتصفح.',
          'حفظ المنتج لا يحجزه لك. فالقطع اليدوية تُصنع بأعداد قليلة، فلا تتأخر كثيراً على القطعة التي تحبها.',
        ],
      },
    ],
  },
};
