import { REFUND_DAYS, RETURN_REPLY_DAYS, RETURN_WINDOW_DAYS as days, arabicDays } from './shop-facts';
import type { ContentPageTexts } from './types';

export const returnsPage: ContentPageTexts = {
  en: {
    title: 'Returns & Exchanges',
    summary: `Changed your mind, or received something that is not right? You can return most items within ${days} days of delivery for a full refund.`,
    sections: [
      {
        heading: 'Our money-back guarantee',
        paragraphs: [
          `Send back an unused item in its original condition and packaging within ${days} days of delivery and we refund its full price. If an item arrives damaged, faulty or different from what you ordered, we also refund its shipping and pay for the return.`,
        ],
      },
      {
        heading: 'What can be returned',
        items: [
          'Unused textiles, ceramics, glass, woodwork, soap and other non-food items in their original packaging.',
          'Any item that arrived damaged, faulty or not as described, including food.',
          'Unopened gift sets and kits, complete with all their parts.',
        ],
      },
      {
        heading: 'What cannot be returned',
        items: [
          'Food that has been opened, such as olive oil, za’atar, sweets and spices, for hygiene reasons.',
          'Digital products once they have been downloaded.',
          'Pieces embroidered, engraved or sized to your personal request, unless they are faulty.',
        ],
      },
      {
        heading: 'How to return an item',
        steps: [
          `Write to us within ${days} days of delivery with your order number, the item and the reason for the return.`,
          `We answer within ${RETURN_REPLY_DAYS} working days with the return address, and with a prepaid label when the return is our fault.`,
          'Pack the item carefully, ideally in its original box, and keep the postage receipt until your refund arrives.',
          `We refund you within ${REFUND_DAYS} working days of receiving the item: to your card or PayPal account for online payments, by bank transfer for cash-on-delivery orders.`,
        ],
      },
      {
        heading: 'Exchanges',
        paragraphs: [
          'Would you like another size or colour? Return the item and place a new order for the one you want. Handmade stock is small, so a new order is the quickest way to secure it before it sells out.',
        ],
        links: [
          { label: 'Contact Us', path: '/contact-us', description: 'Start a return or ask a question.' },
          { label: 'Order History', path: '/orders-history', description: 'Find your order number.' },
          { label: 'Shipping Information', path: '/shipping' },
        ],
      },
    ],
  },
  ar: {
    title: 'الإرجاع والاستبدال',
    summary: `غيّرت رأيك، أو وصلك ما لم تطلبه؟ يمكنك إرجاع معظم المنتجات خلال ${arabicDays(days)} من التسليم واسترداد المبلغ كاملاً.`,
    sections: [
      {
        heading: 'ضمان استرداد المال',
        paragraphs: [
          `أعد المنتج غير المستعمل بحالته وتغليفه الأصليين خلال ${arabicDays(days)} من التسليم ونعيد إليك سعره كاملاً. وإذا وصل المنتج تالفاً أو معيباً أو مختلفاً عمّا طلبت، نعيد إليك رسوم شحنه أيضاً ونتحمّل تكلفة إرجاعه.`,
        ],
      },
      {
        heading: 'ما يمكن إرجاعه',
        items: [
          'المنسوجات والخزف والزجاج والمشغولات الخشبية والصابون وغيرها من المنتجات غير الغذائية، غير مستعملة وفي تغليفها الأصلي.',
          'أي منتج وصل تالفاً أو معيباً أو مخالفاً للوصف، بما في ذلك الأطعمة.',
          'مجموعات الهدايا والأطقم غير المفتوحة، كاملة بكل أجزائها.',
        ],
      },
      {
        heading: 'ما لا يمكن إرجاعه',
        items: [
          'الأطعمة المفتوحة، مثل زيت الزيتون والزعتر والحلويات والبهارات، حفاظاً على سلامة الغذاء.',
          'المنتجات الرقمية بعد تنزيلها.',
          'القطع المطرّزة أو المنقوشة أو المفصّلة حسب طلبك الشخصي، إلا إذا كانت معيبة.',
        ],
      },
      {
        heading: 'كيف تعيد منتجاً',
        steps: [
          `راسلنا خلال ${arabicDays(days)} من التسليم برقم الطلب والمنتج وسبب الإرجاع.`,
          `نرد عليك خلال ${arabicDays(RETURN_REPLY_DAYS, { working: true })} بعنوان الإرجاع، وبملصق شحن مدفوع مسبقاً إن كان الخطأ منّا.`,
          'غلّف المنتج بعناية، ويفضّل في علبته الأصلية، واحتفظ بإيصال البريد حتى يصلك المبلغ المسترد.',
          `نعيد إليك المبلغ خلال ${arabicDays(REFUND_DAYS, { working: true })} من استلامنا المنتج: إلى بطاقتك أو حساب باي بال للمدفوعات الإلكترونية، وبتحويل مصرفي لطلبات الدفع عند الاستلام.`,
        ],
      },
      {
        heading: 'الاستبدال',
        paragraphs: [
          'تريد مقاساً أو لوناً آخر؟ أعد المنتج واطلب القطعة التي تريدها في طلب جديد. فالكميات المصنوعة يدوياً قليلة، والطلب الجديد أسرع طريقة لحجزها قبل نفادها.',
        ],
        links: [
          { label: 'اتصل بنا', path: '/contact-us', description: 'ابدأ طلب إرجاع أو اطرح سؤالاً.' },
          { label: 'سجل الطلبات', path: '/orders-history', description: 'اعثر على رقم طلبك.' },
          { label: 'معلومات الشحن', path: '/shipping' },
        ],
      },
    ],
  },
};
