import { type LanguageCode, NEWSLETTER_CONFIRM_LINK_DAYS } from '@shop/contract';

/** The two pages a newsletter mail links to. */
export type NewsletterLinkKind = 'confirm' | 'unsubscribe';

/** The page a URL shows, from its last segment (`/ar/newsletter/unsubscribe` → 'unsubscribe'). */
export function newsletterLinkKindOf(pathname: string): NewsletterLinkKind {
  return pathname.split('/').filter(Boolean).at(-1) === 'unsubscribe' ? 'unsubscribe' : 'confirm';
}

/** Why a link did not work: the shopper is told what they can do about each. */
export type NewsletterLinkProblem = 'missing' | 'invalid' | 'expired';

interface HeadingAndText {
  heading: string;
  text: string;
}

/** The words of one page: what pressing the button will do, the button, and what it did. */
export interface NewsletterPageTexts {
  /** The page's title (h1, the browser tab). */
  title: string;
  /** Before the button is pressed. */
  ask: HeadingAndText;
  button: string;
  /** After it worked. */
  done: HeadingAndText;
}

export interface NewsletterLinkTexts {
  pages: Record<NewsletterLinkKind, NewsletterPageTexts>;
  problems: Record<NewsletterLinkProblem, HeadingAndText>;
  continueShopping: string;
}

const en: NewsletterLinkTexts = {
  pages: {
    confirm: {
      title: 'Confirm your subscription',
      ask: {
        heading: 'One step left',
        text:
          'Press the button below to confirm that you want our newsletter at the address you signed up with. ' +
          'Nothing changes until you press it.',
      },
      button: 'Confirm my subscription',
      done: {
        heading: 'Subscription confirmed',
        text: 'Thank you! Our newsletter will now reach you, and each one has a link to unsubscribe whenever you like.',
      },
    },
    unsubscribe: {
      title: 'Unsubscribe from the newsletter',
      ask: {
        heading: 'Stop the newsletter?',
        text:
          'Press the button below and we will stop sending our newsletter to this address. ' +
          'You do not need to log in.',
      },
      button: 'Unsubscribe',
      done: {
        heading: 'You are unsubscribed',
        text:
          'We will not send our newsletter to this address any more. Changed your mind? ' +
          'You can subscribe again at the bottom of any page.',
      },
    },
  },
  problems: {
    missing: {
      heading: 'This link is incomplete',
      text: 'Part of the link is missing. Please open the link in your email exactly as it is.',
    },
    invalid: {
      heading: 'This link does not work',
      text: 'It may have been cut short or changed. Please open the link in your email exactly as it is.',
    },
    expired: {
      heading: 'This link has expired',
      text:
        `Confirmation links work for ${NEWSLETTER_CONFIRM_LINK_DAYS} days. ` +
        'Subscribe again at the bottom of any page and we will send you a new one.',
    },
  },
  continueShopping: 'Continue shopping',
};

const ar: NewsletterLinkTexts = {
  pages: {
    confirm: {
      title: 'تأكيد الاشتراك',
      ask: {
        heading: 'بقيت خطوة واحدة',
        text:
          'اضغط الزر أدناه لتأكيد رغبتك في استلام نشرتنا الإخبارية على العنوان الذي اشتركت به. ' +
          'لن يتغير شيء قبل أن تضغطه.',
      },
      button: 'تأكيد اشتراكي',
      done: {
        heading: 'تم تأكيد اشتراكك',
        text: 'شكراً لك! ستصلك نشرتنا الإخبارية من الآن، وفي كل عدد منها رابط لإلغاء الاشتراك متى شئت.',
      },
    },
    unsubscribe: {
      title: 'إلغاء الاشتراك في النشرة الإخبارية',
      ask: {
        heading: 'هل تريد إيقاف النشرة الإخبارية؟',
        text: 'اضغط الزر أدناه وسنتوقف عن إرسال نشرتنا الإخبارية إلى هذا العنوان. لا يلزم تسجيل الدخول.',
      },
      button: 'إلغاء الاشتراك',
      done: {
        heading: 'تم إلغاء اشتراكك',
        text: 'لن نرسل نشرتنا الإخبارية إلى هذا العنوان بعد الآن. هل غيّرت رأيك؟ يمكنك الاشتراك من جديد أسفل أي صفحة.',
      },
    },
  },
  problems: {
    missing: {
      heading: 'الرابط ناقص',
      text: 'جزء من الرابط مفقود. يرجى فتح الرابط كما هو في رسالة البريد الإلكتروني.',
    },
    invalid: {
      heading: 'هذا الرابط لا يعمل',
      text: 'ربما اقتُطع جزء منه أو تغيّر. يرجى فتح الرابط كما هو في رسالة البريد الإلكتروني.',
    },
    expired: {
      heading: 'انتهت صلاحية هذا الرابط',
      text:
        `روابط التأكيد صالحة لمدة ${NEWSLETTER_CONFIRM_LINK_DAYS} أيام. ` +
        'اشترك من جديد أسفل أي صفحة وسنرسل إليك رابطاً جديداً.',
    },
  },
  continueShopping: 'متابعة التسوق',
};

export const newsletterLinkTexts: Readonly<Record<LanguageCode, NewsletterLinkTexts>> = { en, ar };
