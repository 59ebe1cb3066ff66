// The settings screen's own texts, in English and Arabic.
import { defineMessages } from '../../i18n/i18n';

export const settingsMessages = defineMessages({
  en: {
    title: 'Settings',
    intro: 'The shop’s name, how shoppers reach it, its currencies, shipping, payment methods and mail sender.',
    contents: 'Sections of the settings',

    shop: 'Shop',
    shopName: 'Shop name',
    shopNameHint: 'The site’s title on every page and the name the shop’s mails are signed with.',

    contact: 'Contact',
    contactIntro: 'Shown on the contact page and in the footer of every page.',
    email: 'Email',
    phone: 'Phone',
    fax: 'Fax',
    faxHint: 'Leave empty if the shop has no fax.',
    address: 'Address',

    hours: 'Opening hours',
    hoursIntro: 'The two lines the contact page shows, for example the weekdays and the weekend.',
    hoursLine: 'Line {number}',
    days: 'Days',
    times: 'Hours',

    social: 'Social links',
    socialIntro: 'The shop’s page on each network, starting with https://. Leave a network empty to hide it.',
    facebook: 'Facebook',
    instagram: 'Instagram',
    x: 'X',
    youtube: 'YouTube',
    tiktok: 'TikTok',
    pinterest: 'Pinterest',
    linkedin: 'LinkedIn',

    currencies: 'Currencies',
    currenciesIntro: 'Prices are kept in US dollars; shoppers may also see them in euros.',
    usd: 'US dollar (always offered)',
    eur: 'Euro',
    eurPerUsd: 'Euros for one US dollar',
    eurPerUsdHint: 'The rate prices are converted with, e.g. 0.92. Required while euros are offered.',

    shipping: 'Shipping',
    defaultShippingFee: 'Default shipping fee (US$)',
    defaultShippingFeeHint: 'The fee new products start with; each product keeps its own. 0 for free shipping.',

    payments: 'Payments',
    paymentsIntro: 'The payment methods checkout offers. At least one stays on.',
    card: 'Card',
    wallet: 'Wallet (PayPal)',
    cashOnDelivery: 'Cash on delivery',
    reviews: 'Reviews',
    reviewsNeedApproval: 'New reviews wait for approval',
    reviewsNeedApprovalHint:
      'When on, a shopper’s review shows on the shop only once staff approve it under Reviews; when off, it shows at once.',

    mail: 'Mail',
    mailIntro: 'Who the shop’s mails come from.',
    senderName: 'Sender name',
    senderNameHint: 'Leave empty to use the shop’s name in the mail’s language.',
    senderAddress: 'Sender address',

    saveAll: 'Save settings',
    unsaved: 'You have unsaved changes.',
    noChanges: 'Nothing was changed.',
    leaveTitle: 'Leave without saving?',
    leaveText: 'Your changes to the settings have not been saved and will be lost.',
    stay: 'Stay on this page',
    leave: 'Leave without saving',

    phoneFormat: 'Enter a phone number such as +970 2 296 0000 (digits, spaces, ( ) . - and a leading +).',
    faxFormat: 'Enter a fax number such as +970 2 296 0001, or leave it empty.',
    linkFormat: 'Enter an address starting with https://, or leave it empty.',
    rateFormat: 'Enter a rate above 0 and at most {max}, e.g. 0.92.',
    feeFormat: 'Enter an amount with at most two decimals, e.g. 4.50, up to {max}.',
    paymentRequired: 'Keep at least one payment method on.',
  },
  ar: {
    title: 'الإعدادات',
    intro: 'اسم المتجر وطرق التواصل معه وعملاته والشحن وطرق الدفع ومُرسِل رسائله.',
    contents: 'أقسام الإعدادات',

    shop: 'المتجر',
    shopName: 'اسم المتجر',
    shopNameHint: 'عنوان الموقع في كل صفحة، والاسم الذي تُوقَّع به رسائل المتجر.',

    contact: 'التواصل',
    contactIntro: 'تظهر في صفحة «اتصل بنا» وفي تذييل كل صفحة.',
    email: 'البريد الإلكتروني',
    phone: 'الهاتف',
    fax: 'الفاكس',
    faxHint: 'اتركه فارغًا إن لم يكن للمتجر فاكس.',
    address: 'العنوان',

    hours: 'ساعات العمل',
    hoursIntro: 'السطران اللذان تعرضهما صفحة «اتصل بنا»، مثل أيام الأسبوع وعطلة نهاية الأسبوع.',
    hoursLine: 'السطر {number}',
    days: 'الأيام',
    times: 'الساعات',

    social: 'روابط التواصل الاجتماعي',
    socialIntro: 'صفحة المتجر على كل شبكة، وتبدأ بـ https://‎. اترك الشبكة فارغة لإخفائها.',
    facebook: 'فيسبوك',
    instagram: 'إنستغرام',
    x: 'إكس',
    youtube: 'يوتيوب',
    tiktok: 'تيك توك',
    pinterest: 'بنترست',
    linkedin: 'لينكدإن',

    currencies: 'العملات',
    currenciesIntro: 'تُحفظ الأسعار بالدولار الأمريكي، ويمكن للمتسوّقين رؤيتها باليورو أيضًا.',
    usd: 'الدولار الأمريكي (متاح دائمًا)',
    eur: 'اليورو',
    eurPerUsd: 'عدد اليوروهات مقابل دولار أمريكي واحد',
    eurPerUsdHint: 'سعر الصرف الذي تُحوَّل به الأسعار، مثل 0.92. مطلوب ما دام اليورو متاحًا.',

    shipping: 'الشحن',
    defaultShippingFee: 'رسوم الشحن الافتراضية (بالدولار الأمريكي)',
    defaultShippingFeeHint: 'الرسوم التي تبدأ بها المنتجات الجديدة، ولكل منتج رسومه الخاصة. 0 للشحن المجاني.',

    payments: 'الدفع',
    paymentsIntro: 'طرق الدفع المتاحة عند إتمام الطلب. يجب أن تبقى طريقة واحدة على الأقل مفعّلة.',
    card: 'البطاقة',
    wallet: 'المحفظة (PayPal)',
    cashOnDelivery: 'الدفع عند الاستلام',
    reviews: 'المراجعات',
    reviewsNeedApproval: 'المراجعات الجديدة تنتظر الموافقة',
    reviewsNeedApprovalHint:
      'عند التفعيل لا تظهر مراجعة المتسوّق في المتجر إلا بعد أن يوافق عليها فريق المتجر من قسم المراجعات؛ وعند الإيقاف تظهر فورًا.',

    mail: 'البريد',
    mailIntro: 'الجهة التي تصل منها رسائل المتجر.',
    senderName: 'اسم المُرسِل',
    senderNameHint: 'اتركه فارغًا لاستخدام اسم المتجر بلغة الرسالة.',
    senderAddress: 'عنوان المُرسِل',

    saveAll: 'حفظ الإعدادات',
    unsaved: 'لديك تغييرات لم تُحفظ.',
    noChanges: 'لم يتغيّر شيء.',
    leaveTitle: 'المغادرة دون حفظ؟',
    leaveText: 'لم تُحفظ تغييراتك على الإعدادات، وستضيع إن غادرت.',
    stay: 'البقاء في هذه الصفحة',
    leave: 'المغادرة دون حفظ',

    phoneFormat: 'أدخل رقم هاتف مثل ‎+970 2 296 0000‎ (أرقام ومسافات و( ) . - وعلامة + في البداية).',
    faxFormat: 'أدخل رقم فاكس مثل ‎+970 2 296 0001‎، أو اترك الحقل فارغًا.',
    linkFormat: 'أدخل عنوانًا يبدأ بـ https://‎، أو اترك الحقل فارغًا.',
    rateFormat: 'أدخل سعر صرف أكبر من 0 ولا يتجاوز {max}، مثل 0.92.',
    feeFormat: 'أدخل مبلغًا بمنزلتين عشريتين على الأكثر، مثل 4.50، حتى {max}.',
    paymentRequired: 'أبقِ طريقة دفع واحدة على الأقل مفعّلة.',
  },
});

export type SettingsMessageKey = keyof typeof settingsMessages.en;
