import type { ContentPageTexts } from './types';

export const accountPage: ContentPageTexts = {
  en: {
    title: 'My Account',
    summary:
      'You can browse, fill your cart and keep a wish list without an account. An account makes checkout quicker and keeps your orders in one place.',
    sections: [
      {
        heading: 'What an account gives you',
        items: [
          'Checkout with your name and shipping address already filled in.',
          'Your order history: every order with its date, status and total, and the items inside it.',
          'Downloads of your digital products, as soon as the order is completed.',
          'Your details in one place, to change whenever you move.',
          'A password you can reset yourself with a one-time code sent to your email.',
        ],
      },
      {
        heading: 'Already have an account?',
        links: [
          { label: 'Login', path: '/login', description: 'Sign in with your email and password.' },
          { label: 'Order History', path: '/orders-history', description: 'Follow your orders and download files.' },
          { label: 'Update Profile', path: '/update-profile', description: 'Change your name, phone or address.' },
        ],
      },
      {
        heading: 'New here?',
        paragraphs: ['Signing up takes a minute: your name, email, a password, your country and a shipping address.'],
        links: [{ label: 'Signup', path: '/signup', description: 'Create your account.' }],
      },
      {
        heading: 'Forgot your password?',
        links: [
          {
            label: 'Reset Password',
            path: '/reset-password',
            description: 'We email you a one-time code to choose a new password.',
          },
        ],
      },
    ],
  },
  ar: {
    title: 'حسابي',
    summary:
      'يمكنك التصفح وملء سلتك والاحتفاظ بقائمة أمنيات دون حساب. أما الحساب فيجعل إتمام الطلب أسرع ويجمع طلباتك في مكان واحد.',
    sections: [
      {
        heading: 'ما الذي يمنحك إياه الحساب',
        items: [
          'إتمام الطلب واسمك وعنوان الشحن معبّأان مسبقاً.',
          'سجل طلباتك: كل طلب بتاريخه وحالته وإجماليه والمنتجات التي فيه.',
          'تنزيل منتجاتك الرقمية بمجرد اكتمال الطلب.',
          'بياناتك في مكان واحد، تغيّرها متى انتقلت.',
          'كلمة مرور تستطيع إعادة تعيينها بنفسك برمز لمرة واحدة يصل إلى بريدك.',
        ],
      },
      {
        heading: 'لديك حساب بالفعل؟',
        links: [
          { label: 'تسجيل الدخول', path: '/login', description: 'ادخل ببريدك الإلكتروني وكلمة المرور.' },
          { label: 'سجل الطلبات', path: '/orders-history', description: 'تابع طلباتك ونزّل ملفاتك.' },
          { label: 'تحديث الملف الشخصي', path: '/update-profile', description: 'غيّر اسمك أو هاتفك أو عنوانك.' },
        ],
      },
      {
        heading: 'جديد هنا؟',
        paragraphs: ['يستغرق إنشاء الحساب دقيقة: اسمك وبريدك الإلكتروني وكلمة مرور ودولتك وعنوان الشحن.'],
        links: [{ label: 'إنشاء حساب', path: '/signup', description: 'أنشئ حسابك.' }],
      },
      {
        heading: 'نسيت كلمة المرور؟',
        links: [
          {
            label: 'إعادة تعيين كلمة المرور',
            path: '/reset-password',
            description: 'نرسل إلى بريدك رمزاً لمرة واحدة لتختار كلمة مرور جديدة.',
          },
        ],
      },
    ],
  },
};
