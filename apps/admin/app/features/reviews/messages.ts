// The reviews screen's own texts, in English and Arabic.
import { defineMessages } from '../../i18n/i18n';

export const reviewMessages = defineMessages({
  en: {
    title: 'Reviews',
    intro:
      'What shoppers wrote about products. Approve a review to show it and count it in the product’s rating; hide one to take it off the shop.',
    search: 'Search title, text or author',
    filterStatus: 'Status',
    filterRating: 'Stars',
    anyRating: 'Any',
    allStatuses: 'All',
    onlyProduct: 'Only the reviews of {product}',
    showAllProducts: 'Show every product',

    product: 'Product',
    rating: 'Rating',
    review: 'Review',
    author: 'Author',
    written: 'Written',
    status: 'Status',
    ratingOf: '{rating} out of {max} stars',
    starsChoice: '{count} stars',
    moderatedBy: 'by {name}',

    statusPending: 'Waiting',
    statusVisible: 'Shown',
    statusHidden: 'Hidden',

    approve: 'Approve',
    restore: 'Restore',
    hide: 'Hide',
    approveNamed: 'Approve the review “{title}”',
    restoreNamed: 'Restore the review “{title}”',
    hideNamed: 'Hide the review “{title}”',
    deleteNamed: 'Delete the review “{title}”',
    deleteTitle: 'Delete this review?',
    deleteDescription:
      'The review “{title}” by {author} is removed for good and no longer counts in the product’s rating.',

    approved: 'The review “{title}” is shown on the shop now.',
    restored: 'The review “{title}” is shown on the shop again.',
    hidden: 'The review “{title}” is hidden from the shop.',
    deleted: 'The review “{title}” is deleted.',
    back: 'Back to reviews',
  },
  ar: {
    title: 'التقييمات',
    intro:
      'ما كتبه المتسوّقون عن المنتجات. وافِق على التقييم ليظهر في المتجر ويُحتسب في تقييم المنتج، أو أخفِه ليُزال من المتجر.',
    search: 'البحث في العنوان أو النص أو الكاتب',
    filterStatus: 'الحالة',
    filterRating: 'النجوم',
    anyRating: 'أيّ عدد',
    allStatuses: 'الكل',
    onlyProduct: 'تقييمات {product} فقط',
    showAllProducts: 'عرض كل المنتجات',

    product: 'المنتج',
    rating: 'التقييم',
    review: 'المراجعة',
    author: 'الكاتب',
    written: 'تاريخ الكتابة',
    status: 'الحالة',
    ratingOf: '{rating} من {max} نجوم',
    starsChoice: '{count} نجوم',
    moderatedBy: 'بواسطة {name}',

    statusPending: 'بانتظار المراجعة',
    statusVisible: 'ظاهر',
    statusHidden: 'مخفي',

    approve: 'موافقة',
    restore: 'إظهار من جديد',
    hide: 'إخفاء',
    approveNamed: 'الموافقة على التقييم «{title}»',
    restoreNamed: 'إظهار التقييم «{title}» من جديد',
    hideNamed: 'إخفاء التقييم «{title}»',
    deleteNamed: 'حذف التقييم «{title}»',
    deleteTitle: 'حذف هذا التقييم؟',
    deleteDescription: 'سيُحذف تقييم «{title}» الذي كتبه {author} نهائيًا، ولن يُحتسب بعد ذلك في تقييم المنتج.',

    approved: 'أصبح التقييم «{title}» ظاهرًا في المتجر.',
    restored: 'عاد التقييم «{title}» ظاهرًا في المتجر.',
    hidden: 'أُخفي التقييم «{title}» من المتجر.',
    deleted: 'حُذف التقييم «{title}».',
    back: 'العودة إلى التقييمات',
  },
});

export type ReviewMessageKey = keyof typeof reviewMessages.en;
