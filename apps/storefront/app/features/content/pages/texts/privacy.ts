import { StorageKey } from '@shop/contract';

import { CURRENCY_COOKIE } from '../../../../lib/currency/currency';
import { PRIVACY_REPLY_DAYS, arabicDays } from './shop-facts';
import type { ContentPageTexts } from './types';

// Says plainly what the shop stores and where; the storage keys are the spec's (section 3).
// Backticked: shown as code, the same letters in both languages (content-sections.tsx).
const browserKeys = [StorageKey.cart, StorageKey.wishlist, StorageKey.langCode, StorageKey.user].map(
  (key) => `\`${key}\``,
);

export const privacyPage: ContentPageTexts = {
  en: {
    title: 'Privacy Policy',
    summary:
      'What we collect when you shop with us, why we need it and what choices you have. In short: only what it takes to run the shop, and never sold to anyone.',
    sections: [
      {
        heading: 'Who we are',
        paragraphs: [
          'Palestine Heritage Shop, Al-Irsal Street, Ramallah, Palestine, is responsible for the personal data described here. You can reach us about privacy through the contact page or at hello@palestineheritage.example.',
        ],
      },
      {
        heading: 'What we collect',
        definitions: [
          {
            term: 'Your account',
            detail:
              'Name, email address, mobile number, shipping address, country, state, city and postal code. Your password is stored only in scrambled (hashed) form; nobody can read it, including us.',
          },
          {
            term: 'Your orders',
            detail:
              'The products, amounts, coupon, payment method and order notes of each order, and its delivery status.',
          },
          {
            term: 'Payments',
            detail:
              'Card details go straight to our card payment provider, and PayPal payments are handled by PayPal. We receive a confirmation, never your full card number.',
          },
          {
            term: 'Newsletter, messages and reviews',
            detail:
              'The email address you subscribe with; the name, email, phone number and message you send through the contact form; the name and email you give with a review (only your name is published).',
          },
        ],
      },
      {
        heading: 'What your browser keeps',
        paragraphs: [
          `Your cart, your wish list, your language and a copy of your public account details are stored in your own browser (local storage keys ${browserKeys.join(', ')}), not on our servers. A secure session cookie keeps you signed in, and the \`${CURRENCY_COOKIE}\` cookie remembers whether you prefer US dollars or euros.`,
          'We use no advertising or tracking cookies and no third-party analytics. The Refresh page clears the saved data of this browser and signs you out.',
        ],
        links: [{ label: 'Refresh', path: '/refresh', description: 'Clear this browser’s saved shop data.' }],
      },
      {
        heading: 'How we use your data',
        items: [
          'To take, pack and deliver your orders, and to handle returns and refunds.',
          'To answer your messages and questions.',
          'To send the newsletter, only if you subscribed to it.',
          'To keep the shop secure and prevent fraud.',
          'To keep the accounting records the law requires.',
        ],
      },
      {
        heading: 'Who we share it with',
        paragraphs: [
          'Only with those who help us serve you, and only what they need: couriers and the postal service receive your name, address and phone number; payment providers receive what they need to take your payment. Makers receive your name only when you order a personalised piece. We never sell or rent your data.',
        ],
      },
      {
        heading: 'How long we keep it',
        items: [
          'Order and invoice records: as long as tax law requires, usually seven years.',
          'Your account: until you ask us to close it.',
          'Newsletter address: until you unsubscribe.',
          'Contact messages: two years, then they are deleted.',
        ],
      },
      {
        heading: 'Your choices and rights',
        paragraphs: [
          `You can see and correct your details at any time on your profile page, unsubscribe with the link in every newsletter, and ask us for a copy of your data or for your account to be deleted by writing to us. We answer every request within ${PRIVACY_REPLY_DAYS} days.`,
        ],
        links: [
          { label: 'Update Profile', path: '/update-profile' },
          { label: 'Contact Us', path: '/contact-us', description: 'Ask for a copy of your data or to delete it.' },
        ],
      },
    ],
  },
  ar: {
    title: 'سياسة الخصوصية',
    summary:
      'ما الذي نجمعه عندما تتسوق معنا، ولماذا نحتاجه، وما خياراتك. باختصار: فقط ما يلزم لتشغيل المتجر، ولا نبيعه لأحد أبداً.',
    sections: [
      {
        heading: 'من نحن',
        paragraphs: [
          'متجر التراث الفلسطيني، شارع الإرسال، رام الله، فلسطين، هو المسؤول عن البيانات الشخصية الموصوفة هنا. يمكنك مراسلتنا بشأن الخصوصية عبر صفحة الاتصال أو على hello@palestineheritage.example.',
        ],
      },
      {
        heading: 'ما الذي نجمعه',
        definitions: [
          {
            term: 'حسابك',
            detail:
              'الاسم والبريد الإلكتروني ورقم الجوال وعنوان الشحن والدولة والمحافظة والمدينة والرمز البريدي. ولا نحفظ كلمة المرور إلا بصيغة مشفّرة لا يستطيع أحد قراءتها، ولا نحن.',
          },
          {
            term: 'طلباتك',
            detail: 'منتجات كل طلب ومبالغه والقسيمة وطريقة الدفع وملاحظات الطلب، وحالة توصيله.',
          },
          {
            term: 'المدفوعات',
            detail:
              'تذهب بيانات البطاقة مباشرة إلى مزوّد الدفع بالبطاقات، وتتولى باي بال مدفوعات باي بال. يصلنا تأكيد الدفع فقط، ولا نرى رقم بطاقتك كاملاً أبداً.',
          },
          {
            term: 'النشرة البريدية والرسائل والتقييمات',
            detail:
              'البريد الإلكتروني الذي تشترك به؛ والاسم والبريد ورقم الهاتف والرسالة التي ترسلها عبر نموذج الاتصال؛ والاسم والبريد اللذان ترفقهما بتقييمك (ولا يُنشر إلا اسمك).',
          },
        ],
      },
      {
        heading: 'ما يحفظه متصفحك',
        paragraphs: [
          `تُحفظ سلتك وقائمة أمنياتك ولغتك ونسخة من بيانات حسابك غير السرية في متصفحك أنت (مفاتيح التخزين المحلي ${browserKeys.join('، ')})، وليس على خوادمنا. ويُبقيك ملف تعريف ارتباط آمن للجلسة مسجّلاً، ويتذكّر ملف \`${CURRENCY_COOKIE}\` إن كنت تفضّل الدولار الأمريكي أم اليورو.`,
          'لا نستخدم ملفات تعريف ارتباط إعلانية أو للتتبّع، ولا أدوات تحليل من جهات خارجية. وتمسح صفحة «التحديث» البيانات المحفوظة في هذا المتصفح وتسجّل خروجك.',
        ],
        links: [{ label: 'التحديث', path: '/refresh', description: 'امسح بيانات المتجر المحفوظة في هذا المتصفح.' }],
      },
      {
        heading: 'كيف نستخدم بياناتك',
        items: [
          'لاستلام طلباتك وتغليفها وتوصيلها، ولمعالجة الإرجاع واسترداد المبالغ.',
          'للرد على رسائلك وأسئلتك.',
          'لإرسال النشرة البريدية، فقط إن اشتركت فيها.',
          'لحماية المتجر ومنع الاحتيال.',
          'للاحتفاظ بالسجلات المحاسبية التي يفرضها القانون.',
        ],
      },
      {
        heading: 'مع من نشاركها',
        paragraphs: [
          'فقط مع من يساعدوننا في خدمتك، وبالقدر الذي يحتاجونه: تتسلّم شركات التوصيل والبريد اسمك وعنوانك ورقم هاتفك، ويتسلّم مزوّدو الدفع ما يلزم لتحصيل دفعتك. ولا يعرف الصنّاع اسمك إلا إذا طلبت قطعة مخصّصة لك. لا نبيع بياناتك ولا نؤجرها أبداً.',
        ],
      },
      {
        heading: 'مدة الاحتفاظ بها',
        items: [
          'سجلات الطلبات والفواتير: المدة التي يفرضها قانون الضرائب، وهي عادة سبع سنوات.',
          'حسابك: إلى أن تطلب منا إغلاقه.',
          'عنوان النشرة البريدية: إلى أن تلغي اشتراكك.',
          'رسائل الاتصال: سنتان، ثم تُحذف.',
        ],
      },
      {
        heading: 'خياراتك وحقوقك',
        paragraphs: [
          `يمكنك الاطلاع على بياناتك وتصحيحها في أي وقت من صفحة ملفك الشخصي، وإلغاء الاشتراك في النشرة من الرابط الموجود في كل عدد، وطلب نسخة من بياناتك أو حذف حسابك بمراسلتنا. نرد على كل طلب خلال ${arabicDays(PRIVACY_REPLY_DAYS)}.`,
        ],
        links: [
          { label: 'تحديث الملف الشخصي', path: '/update-profile' },
          { label: 'اتصل بنا', path: '/contact-us', description: 'اطلب نسخة من بياناتك أو حذفها.' },
        ],
      },
    ],
  },
};
