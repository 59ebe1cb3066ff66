import { QuantityLimit } from '@shop/contract';

import type { ContentPageTexts } from './types';

const maxPerProduct = QuantityLimit.defaultMax;

export const helpPage: ContentPageTexts = {
  en: {
    title: 'Help Center',
    summary:
      'Answers to the questions we hear most about ordering, paying, your account and delivery. Cannot find what you need? We are one message away.',
    sections: [
      {
        heading: 'Placing an order',
        steps: [
          'Find a product through the menu, a category or the search icon at the top of every page.',
          'On the product page, choose its size, colour and any other options, then select Add to Cart.',
          'Open the cart from the cart icon and select Check Out. You will be asked to log in or sign up first.',
          'Check your billing details, add order notes or a coupon, choose how to pay and select Place Order.',
        ],
      },
      {
        heading: 'Paying',
        paragraphs: [
          'Pay by credit or debit card, with PayPal, or in cash to the courier where cash on delivery is offered. The total, shipping included, is shown before you confirm.',
        ],
      },
      {
        heading: 'Your cart and wish list',
        paragraphs: [
          `Your cart and wish list are kept in this browser, so you can fill them without an account; they do not follow you to another device. You can order up to ${maxPerProduct} of each product unless its page states another limit.`,
        ],
        links: [
          { label: 'Wishlist', path: '/wishlist', description: 'See the products you saved.' },
          { label: 'Cart', path: '/cart' },
        ],
      },
      {
        heading: 'Your account',
        paragraphs: [
          'Forgot your password? Ask for a one-time code on the reset page: we email it to you, and you choose a new password with it. Your name, phone number and shipping address can be changed on your profile page.',
        ],
        links: [
          { label: 'My Account', path: '/account', description: 'What an account gives you.' },
          { label: 'Reset Password', path: '/reset-password' },
          { label: 'Update Profile', path: '/update-profile' },
        ],
      },
      {
        heading: 'Orders and downloads',
        paragraphs: [
          'Your order history lists every order with its date, status and total; the eye icon shows its items. Digital products get a Download link there as soon as the order is completed.',
        ],
        links: [{ label: 'Order History', path: '/orders-history' }],
      },
      {
        heading: 'Language and currency',
        paragraphs: [
          'Switch between English and Arabic with the language menu at the top of every page. Choose US dollars or euros with the currency menu at the bottom; every price on the page changes at once.',
        ],
      },
      {
        heading: 'Something not working?',
        paragraphs: [
          'Reload the page first. If the cart or your sign-in still look wrong, the Refresh page clears the shop’s data saved in this browser (your cart is emptied and you are signed out). If that does not help, write to us and tell us what you see.',
        ],
        links: [
          { label: 'Frequently Asked Questions', path: '/faq' },
          { label: 'Contact Us', path: '/contact-us', description: 'We answer within one working day.' },
          { label: 'Shipping Information', path: '/shipping' },
          { label: 'Returns & Exchanges', path: '/returns' },
        ],
      },
    ],
  },
  ar: {
    title: 'مركز المساعدة',
    summary:
      'إجابات عن أكثر ما يُسأل عنه حول الطلب والدفع والحساب والتوصيل. لم تجد ما تبحث عنه؟ نحن على بُعد رسالة واحدة.',
    sections: [
      {
        heading: 'تقديم طلب',
        steps: [
          'ابحث عن المنتج من القائمة أو من أحد الأقسام أو من أيقونة البحث في أعلى كل صفحة.',
          'في صفحة المنتج اختر المقاس واللون وأي خيارات أخرى، ثم اختر «أضف إلى السلة».',
          'افتح السلة من أيقونتها واختر «إتمام الطلب». سيُطلب منك تسجيل الدخول أو إنشاء حساب أولاً.',
          'راجع بيانات الفاتورة، وأضف ملاحظات الطلب أو قسيمة إن أردت، واختر طريقة الدفع، ثم اختر «تأكيد الطلب».',
        ],
      },
      {
        heading: 'الدفع',
        paragraphs: [
          'ادفع ببطاقة الائتمان أو الخصم، أو عبر باي بال، أو نقداً لمندوب التوصيل حيث يتوفر الدفع عند الاستلام. يظهر الإجمالي شاملاً الشحن قبل أن تؤكد الطلب.',
        ],
      },
      {
        heading: 'سلتك وقائمة أمنياتك',
        paragraphs: [
          `تُحفظ سلتك وقائمة أمنياتك في هذا المتصفح، فيمكنك ملؤهما دون حساب، لكنهما لا تنتقلان معك إلى جهاز آخر. ويمكنك طلب ما يصل إلى ${maxPerProduct} قطع من كل منتج ما لم تذكر صفحته حداً آخر.`,
        ],
        links: [
          { label: 'قائمة الأمنيات', path: '/wishlist', description: 'شاهد المنتجات التي حفظتها.' },
          { label: 'السلة', path: '/cart' },
        ],
      },
      {
        heading: 'حسابك',
        paragraphs: [
          'نسيت كلمة المرور؟ اطلب رمزاً لمرة واحدة من صفحة إعادة التعيين، فنرسله إلى بريدك وتختار به كلمة مرور جديدة. ويمكنك تغيير اسمك ورقم هاتفك وعنوان الشحن من صفحة ملفك الشخصي.',
        ],
        links: [
          { label: 'حسابي', path: '/account', description: 'ما الذي يمنحك إياه الحساب.' },
          { label: 'إعادة تعيين كلمة المرور', path: '/reset-password' },
          { label: 'تحديث الملف الشخصي', path: '/update-profile' },
        ],
      },
      {
        heading: 'الطلبات والتنزيلات',
        paragraphs: [
          'يعرض سجل طلباتك كل طلب بتاريخه وحالته وإجماليه، وتعرض أيقونة العين منتجاته. وتحصل المنتجات الرقمية هناك على رابط تنزيل بمجرد اكتمال الطلب.',
        ],
        links: [{ label: 'سجل الطلبات', path: '/orders-history' }],
      },
      {
        heading: 'اللغة والعملة',
        paragraphs: [
          'بدّل بين العربية والإنجليزية من قائمة اللغة في أعلى كل صفحة، واختر الدولار الأمريكي أو اليورو من قائمة العملة في أسفلها، فتتغير كل الأسعار في الصفحة فوراً.',
        ],
      },
      {
        heading: 'هل هناك ما لا يعمل؟',
        paragraphs: [
          'أعد تحميل الصفحة أولاً. فإن بقيت السلة أو حالة تسجيل الدخول غير صحيحة، فإن صفحة «التحديث» تمسح بيانات المتجر المحفوظة في هذا المتصفح (فتُفرغ سلتك ويُسجَّل خروجك). وإن لم ينفع ذلك فراسلنا وأخبرنا بما تراه.',
        ],
        links: [
          { label: 'الأسئلة الشائعة', path: '/faq' },
          { label: 'اتصل بنا', path: '/contact-us', description: 'نرد خلال يوم عمل واحد.' },
          { label: 'معلومات الشحن', path: '/shipping' },
          { label: 'الإرجاع والاستبدال', path: '/returns' },
        ],
      },
    ],
  },
};
