import {
  EXPRESS_SHIPPING_DAYS as express,
  LATE_PARCEL_DAYS,
  PICKUP_READY_DAYS,
  STANDARD_SHIPPING_DAYS as standard,
  arabicDays,
} from './shop-facts';
import type { ContentPageTexts } from './types';

// The four delivery methods are the back-office's shipping methods (the Shipping tab of each
// product lists the ones it allows); the charge is per product line, as the cart prices it.
export const shippingPage: ContentPageTexts = {
  en: {
    title: 'Shipping Information',
    summary:
      'We pack every order by hand in Ramallah and ship it worldwide. Here is how each delivery option works, what it costs and how long it takes.',
    sections: [
      {
        heading: 'Delivery options',
        paragraphs: [
          'The Shipping tab of every product page lists the options that product can travel by and its estimated shipping days.',
        ],
        definitions: [
          {
            term: 'Standard Shipping',
            detail: `Tracked parcel post, usually ${standard.min} to ${standard.max} days worldwide and often sooner within Palestine and neighbouring countries.`,
          },
          {
            term: 'Express Courier',
            detail: `Door-to-door courier in ${express.min} to ${express.max} working days. Fresh and chilled food travels by express only, so it reaches you at its best.`,
          },
          {
            term: 'Store Pickup in Ramallah',
            detail: `Collect your order from our shop on Al-Irsal Street, Monday to Friday. Write “Pickup” in the order notes at checkout; we email you when it is ready, usually within ${PICKUP_READY_DAYS} working days, and refund the shipping charge when you collect.`,
          },
          {
            term: 'Instant Digital Delivery',
            detail:
              'E-books, patterns and other digital products are never shipped: once your order is completed, download them from your order history.',
          },
        ],
      },
      {
        heading: 'What shipping costs',
        paragraphs: [
          'Shipping is charged per product, not by the weight of the parcel. A product marked “Free shipping” ships free anywhere; for the others, its shipping charge is added to its line in your cart.',
          'Your cart and the checkout show the full shipping total before you place the order, and nothing is added afterwards. When an order holds several products we send them together by the fastest option they all allow.',
        ],
      },
      {
        heading: 'Customs and import duties',
        paragraphs: [
          'Orders sent outside Palestine may be charged import duties or taxes by the destination country. These are set by your country’s customs and paid by the recipient on delivery. Olive oil, za’atar and other food travel with the declarations customs ask for.',
        ],
      },
      {
        heading: 'Following your order',
        paragraphs: [
          'Every order appears in your order history with its current status: active when placed, in progress while we pack and ship it, and completed once delivered. We email you the tracking number as soon as the parcel leaves Ramallah.',
        ],
        links: [{ label: 'Order History', path: '/orders-history' }],
      },
      {
        heading: 'Delays and damaged parcels',
        paragraphs: [
          `Crossings and checkpoints sometimes hold parcels on their way out of Palestine. If your order has not arrived ${LATE_PARCEL_DAYS} days after its estimate, or arrives damaged, write to us with your order number (and a photo of any damage): we will send a replacement or refund you in full.`,
        ],
        links: [
          { label: 'Contact Us', path: '/contact-us', description: 'Tell us about a late or damaged parcel.' },
          { label: 'Returns & Exchanges', path: '/returns', description: 'How to send an item back.' },
        ],
      },
    ],
  },
  ar: {
    title: 'معلومات الشحن',
    summary:
      'نغلّف كل طلب يدوياً في رام الله ونشحنه إلى كل أنحاء العالم. إليك كيف يعمل كل خيار توصيل، وكم يكلّف، وكم يستغرق.',
    sections: [
      {
        heading: 'خيارات التوصيل',
        paragraphs: ['يعرض تبويب «الشحن» في صفحة كل منتج خيارات التوصيل المتاحة له والمدة التقديرية لشحنه بالأيام.'],
        definitions: [
          {
            term: 'الشحن العادي',
            detail: `بريد طرود مع تتبّع، يستغرق عادة من ${standard.min} إلى ${arabicDays(standard.max)} إلى أي مكان في العالم، وغالباً أقل داخل فلسطين والدول المجاورة.`,
          },
          {
            term: 'التوصيل السريع',
            detail: `شركة توصيل من الباب إلى الباب خلال ${express.min} إلى ${arabicDays(express.max, { working: true })}. الأطعمة الطازجة والمبرّدة تُشحن بالتوصيل السريع فقط لتصلك في أفضل حال.`,
          },
          {
            term: 'الاستلام من المتجر في رام الله',
            detail: `استلم طلبك من متجرنا في شارع الإرسال من الاثنين إلى الجمعة. اكتب «استلام» في ملاحظات الطلب عند الدفع، وسنراسلك عندما يجهز الطلب، عادة خلال ${arabicDays(PICKUP_READY_DAYS, { working: true })}، ونعيد إليك رسوم الشحن عند الاستلام.`,
          },
          {
            term: 'التسليم الرقمي الفوري',
            detail:
              'الكتب الإلكترونية والنقوش وغيرها من المنتجات الرقمية لا تُشحن: بعد اكتمال طلبك نزّلها من سجل طلباتك.',
          },
        ],
      },
      {
        heading: 'تكلفة الشحن',
        paragraphs: [
          'تُحسب رسوم الشحن لكل منتج وليس حسب وزن الطرد. المنتج الذي يحمل علامة «شحن مجاني» يُشحن مجاناً إلى أي مكان، أما غيره فتُضاف رسوم شحنه إلى سطره في سلتك.',
          'تعرض سلتك وصفحة الدفع إجمالي الشحن كاملاً قبل تأكيد الطلب، ولا يُضاف شيء بعد ذلك. وحين يضم الطلب عدة منتجات نرسلها معاً بأسرع خيار تسمح به جميعها.',
        ],
      },
      {
        heading: 'الجمارك ورسوم الاستيراد',
        paragraphs: [
          'قد تفرض دولة الوصول رسوماً جمركية أو ضرائب على الطلبات المرسلة خارج فلسطين. تحدّدها جمارك بلدك ويدفعها المستلم عند التسليم. ويرافق زيتَ الزيتون والزعتر وسائرَ الأطعمة ما تطلبه الجمارك من بيانات.',
        ],
      },
      {
        heading: 'متابعة طلبك',
        paragraphs: [
          'يظهر كل طلب في سجل طلباتك مع حالته الحالية: نشط عند تقديمه، وقيد التنفيذ أثناء تغليفه وشحنه، ومكتمل بعد تسليمه. ونرسل إليك رقم التتبّع بالبريد الإلكتروني فور خروج الطرد من رام الله.',
        ],
        links: [{ label: 'سجل الطلبات', path: '/orders-history' }],
      },
      {
        heading: 'التأخير والطرود التالفة',
        paragraphs: [
          `قد تحتجز المعابر والحواجز الطرود أحياناً في طريقها إلى خارج فلسطين. إذا لم يصل طلبك بعد ${arabicDays(LATE_PARCEL_DAYS)} من الموعد التقديري، أو وصل تالفاً، فراسلنا برقم الطلب (مع صورة للتلف إن وُجد)، وسنرسل بديلاً أو نعيد إليك المبلغ كاملاً.`,
        ],
        links: [
          { label: 'اتصل بنا', path: '/contact-us', description: 'أخبرنا عن طرد متأخر أو تالف.' },
          { label: 'الإرجاع والاستبدال', path: '/returns', description: 'كيف تعيد منتجاً.' },
        ],
      },
    ],
  },
};
