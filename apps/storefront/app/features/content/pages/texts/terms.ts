import { QuantityLimit } from '@shop/contract';

import type { ContentPageTexts } from './types';

const maxPerProduct = QuantityLimit.defaultMax;

export const termsPage: ContentPageTexts = {
  en: {
    title: 'Terms & Conditions',
    summary:
      'The terms that apply when you use Palestine Heritage Shop and buy from it. Please read them before placing an order; by ordering you accept them.',
    sections: [
      {
        heading: 'Handmade products',
        paragraphs: [
          'Our products are made by hand in small batches. Slight differences in colour, pattern, size or glaze from the photographs are the mark of handmade work, not a defect. Ingredients and allergens of food products are listed on the product page and on the label.',
        ],
      },
      {
        heading: 'Prices and currency',
        items: [
          'Prices are set in US dollars. Euro prices are converted at the shop’s current rate for your convenience.',
          'Shipping is shown per product and added at checkout; the order total is shown before you place the order.',
          'One coupon can be applied per order. Coupons cannot be combined with products that are already discounted.',
          `You can order up to ${maxPerProduct} of each product unless its page states another limit.`,
        ],
      },
      {
        heading: 'Orders',
        paragraphs: [
          'Your order is accepted when the checkout confirms “Order Placed Successfully” and it appears in your order history. Handmade stock is limited: if a maker cannot complete an item, we tell you straight away and refund it in full.',
        ],
      },
      {
        heading: 'Payment',
        paragraphs: [
          'We accept credit and debit cards, PayPal and, where the courier offers it, cash on delivery. Card payments are processed by our card payment provider and PayPal payments by PayPal; an order is marked paid only once the payment is confirmed.',
        ],
      },
      {
        heading: 'Delivery and returns',
        paragraphs: [
          'Delivery options, times and costs are described on the shipping page; returns, refunds and exchanges on the returns page. Both are part of these terms.',
        ],
        links: [
          { label: 'Shipping Information', path: '/shipping' },
          { label: 'Returns & Exchanges', path: '/returns' },
        ],
      },
      {
        heading: 'Digital products',
        paragraphs: [
          'E-books, patterns and other digital products are licensed for your personal use. You can download them from your order history once the order is completed. Please do not copy, share or resell them: each sale pays the author or designer.',
        ],
      },
      {
        heading: 'Your account, reviews and messages',
        paragraphs: [
          'Keep your password to yourself and your details up to date; you are responsible for orders placed with your account. Reviews must be honest and about the product; we may remove reviews or messages that are abusive, unlawful or advertising.',
        ],
      },
      {
        heading: 'Intellectual property',
        paragraphs: [
          'The photographs, texts and designs on this site belong to Palestine Heritage Shop or to our makers. Traditional patterns belong to everyone; our photographs and descriptions of them do not, so please ask before reusing them.',
        ],
      },
      {
        heading: 'Liability and changes',
        paragraphs: [
          'We are responsible for delivering what you ordered as described. We are not liable for delays caused by events outside our control, such as closures of crossings, strikes or severe weather, but we will always refund an order we cannot deliver. We may update these terms; the version on this page when you place an order applies to that order.',
        ],
        links: [{ label: 'Contact Us', path: '/contact-us', description: 'Questions about these terms.' }],
      },
    ],
  },
  ar: {
    title: 'الشروط والأحكام',
    summary:
      'الشروط التي تنطبق عند استخدامك متجر التراث الفلسطيني والشراء منه. يرجى قراءتها قبل تقديم الطلب، فتقديمك الطلب يعني قبولك بها.',
    sections: [
      {
        heading: 'منتجات مصنوعة يدوياً',
        paragraphs: [
          'تُصنع منتجاتنا يدوياً وبكميات صغيرة. والفروق البسيطة عن الصور في اللون أو النقش أو المقاس أو الطلاء هي علامة العمل اليدوي وليست عيباً. وتُذكر مكونات المنتجات الغذائية ومسبّبات الحساسية في صفحة المنتج وعلى ملصقه.',
        ],
      },
      {
        heading: 'الأسعار والعملة',
        items: [
          'تُحدَّد الأسعار بالدولار الأمريكي، وتُحوَّل الأسعار باليورو بسعر الصرف الحالي للمتجر تسهيلاً عليك.',
          'تظهر رسوم الشحن لكل منتج وتُضاف عند الدفع، ويظهر إجمالي الطلب قبل تأكيده.',
          'يمكن تطبيق قسيمة واحدة على كل طلب، ولا تُجمع القسائم مع المنتجات المخفّضة أصلاً.',
          `يمكنك طلب ما يصل إلى ${maxPerProduct} قطع من كل منتج ما لم تذكر صفحته حداً آخر.`,
        ],
      },
      {
        heading: 'الطلبات',
        paragraphs: [
          'يُقبل طلبك عندما تؤكد صفحة الدفع «تم تقديم الطلب بنجاح» ويظهر الطلب في سجل طلباتك. الكميات المصنوعة يدوياً محدودة: فإن تعذّر على الصانع إكمال قطعة أخبرناك فوراً وأعدنا إليك ثمنها كاملاً.',
        ],
      },
      {
        heading: 'الدفع',
        paragraphs: [
          'نقبل بطاقات الائتمان والخصم وباي بال، والدفع عند الاستلام حيث تتيحه شركة التوصيل. يعالج مزوّد الدفع بالبطاقات مدفوعات البطاقات وتعالج باي بال مدفوعاتها، ولا يُعدّ الطلب مدفوعاً إلا بعد تأكيد الدفع.',
        ],
      },
      {
        heading: 'التوصيل والإرجاع',
        paragraphs: [
          'تشرح صفحة الشحن خيارات التوصيل ومدّته وتكلفته، وتشرح صفحة الإرجاع شروط الإرجاع والاسترداد والاستبدال، وكلتاهما جزء من هذه الشروط.',
        ],
        links: [
          { label: 'معلومات الشحن', path: '/shipping' },
          { label: 'الإرجاع والاستبدال', path: '/returns' },
        ],
      },
      {
        heading: 'المنتجات الرقمية',
        paragraphs: [
          'الكتب الإلكترونية والنقوش وغيرها من المنتجات الرقمية مرخّصة لاستخدامك الشخصي، وتنزّلها من سجل طلباتك بعد اكتمال الطلب. يرجى عدم نسخها أو مشاركتها أو إعادة بيعها، فكل عملية بيع تكافئ مؤلفها أو مصمّمها.',
        ],
      },
      {
        heading: 'حسابك وتقييماتك ورسائلك',
        paragraphs: [
          'احتفظ بكلمة المرور لنفسك وحدّث بياناتك، فأنت مسؤول عن الطلبات المقدَّمة من حسابك. ويجب أن تكون التقييمات صادقة وعن المنتج نفسه، ولنا أن نحذف التقييمات أو الرسائل المسيئة أو المخالفة للقانون أو الإعلانية.',
        ],
      },
      {
        heading: 'الملكية الفكرية',
        paragraphs: [
          'الصور والنصوص والتصاميم في هذا الموقع ملك لمتجر التراث الفلسطيني أو لصنّاعنا. النقوش التقليدية ملك للجميع، أما صورنا وأوصافنا لها فليست كذلك، فاستأذنّا قبل إعادة استخدامها.',
        ],
      },
      {
        heading: 'المسؤولية والتعديلات',
        paragraphs: [
          'نحن مسؤولون عن توصيل ما طلبته كما وُصف. ولسنا مسؤولين عن التأخير الناتج عن ظروف خارجة عن إرادتنا، كإغلاق المعابر أو الإضرابات أو سوء الأحوال الجوية، لكننا نعيد دائماً ثمن أي طلب يتعذّر علينا توصيله. وقد نحدّث هذه الشروط، وتنطبق على كل طلب النسخة المنشورة هنا وقت تقديمه.',
        ],
        links: [{ label: 'اتصل بنا', path: '/contact-us', description: 'أسئلة عن هذه الشروط.' }],
      },
    ],
  },
};
