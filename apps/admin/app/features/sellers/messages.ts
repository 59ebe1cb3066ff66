// The seller requests screens' own texts, in English and Arabic.
import { defineMessages } from '../../i18n/i18n';

export const sellerMessages = defineMessages({
  en: {
    title: 'Seller requests',
    intro:
      'Requests from the “Become a seller” form. Approving one makes the applicant a seller in the shop; either answer is mailed to them in their language.',
    search: 'Search name, email or phone',
    filterStatus: 'Status',
    allStatuses: 'All',

    name: 'Applicant',
    email: 'Email',
    phone: 'Phone',
    place: 'City and country',
    filed: 'Filed',
    status: 'Status',
    open: 'Open the request from {name}',
    notGiven: 'Not given',

    statusPending: 'Waiting',
    statusApproved: 'Approved',
    statusRejected: 'Rejected',

    back: 'Back to seller requests',
    requestTitle: 'Seller request',
    applicant: 'Applicant',
    address: 'Street',
    city: 'City',
    state: 'State or province',
    country: 'Country',
    postalCode: 'Postal code',
    language: 'Answered in',
    english: 'English',
    arabic: 'Arabic',
    decision: 'Decision',
    decidedAt: 'Decided',
    decidedBy: 'Decided by',
    formerMember: 'A former staff member',
    reason: 'Reason given',
    vendor: 'Seller record',
    vendorNumber: 'Seller no. {id}',
    notDecided: 'Not decided yet.',

    approve: 'Approve',
    approveTitle: 'Approve {name} as a seller?',
    approveDescription:
      'A seller record and a seller account are made for {email} (an existing account with this email becomes a seller), and the applicant is mailed that they were approved. This cannot be undone.',
    rejectTitle: 'Reject the request',
    rejectHint: 'The reason is mailed to the applicant as written.',
    reasonLabel: 'Reason for the rejection',
    reject: 'Reject',
    rejecting: 'Rejecting…',

    approved: '{name} is approved: they are a seller now and were mailed the answer.',
    rejected: '{name}’s request is rejected and the reason was mailed to them.',
    alreadyDecided: 'This request was decided already, so nothing was changed. It is shown as it stands now.',
    notFound: 'This seller request does not exist.',
  },
  ar: {
    title: 'طلبات البائعين',
    intro:
      'الطلبات الواردة من نموذج «كن بائعًا». الموافقة على الطلب تجعل مقدِّمه بائعًا في المتجر، ويصله الردّ بالبريد بلغته في الحالتين.',
    search: 'البحث بالاسم أو البريد أو الهاتف',
    filterStatus: 'الحالة',
    allStatuses: 'الكل',

    name: 'مقدِّم الطلب',
    email: 'البريد الإلكتروني',
    phone: 'الهاتف',
    place: 'المدينة والدولة',
    filed: 'تاريخ الطلب',
    status: 'الحالة',
    open: 'فتح طلب {name}',
    notGiven: 'غير مذكور',

    statusPending: 'بانتظار القرار',
    statusApproved: 'مقبول',
    statusRejected: 'مرفوض',

    back: 'العودة إلى طلبات البائعين',
    requestTitle: 'طلب بائع',
    applicant: 'مقدِّم الطلب',
    address: 'الشارع',
    city: 'المدينة',
    state: 'المحافظة أو الولاية',
    country: 'الدولة',
    postalCode: 'الرمز البريدي',
    language: 'لغة الردّ',
    english: 'الإنجليزية',
    arabic: 'العربية',
    decision: 'القرار',
    decidedAt: 'تاريخ القرار',
    decidedBy: 'صاحب القرار',
    formerMember: 'موظف سابق',
    reason: 'سبب الرفض',
    vendor: 'سجلّ البائع',
    vendorNumber: 'البائع رقم {id}',
    notDecided: 'لم يُتّخذ قرار بعد.',

    approve: 'موافقة',
    approveTitle: 'الموافقة على {name} بائعًا؟',
    approveDescription:
      'يُنشأ سجلّ بائع وحساب بائع للبريد {email} (وإن كان له حساب بهذا البريد أصبح حساب بائع)، ويُرسل إلى مقدِّم الطلب بريد بالموافقة. لا يمكن التراجع عن ذلك.',
    rejectTitle: 'رفض الطلب',
    rejectHint: 'يُرسل السبب إلى مقدِّم الطلب كما كتبته.',
    reasonLabel: 'سبب الرفض',
    reject: 'رفض',
    rejecting: 'جارٍ الرفض…',

    approved: 'تمّت الموافقة على {name}: أصبح بائعًا وأُرسل إليه الردّ بالبريد.',
    rejected: 'رُفض طلب {name} وأُرسل إليه السبب بالبريد.',
    alreadyDecided: 'سبق أن اتُّخذ قرار في هذا الطلب، فلم يتغيّر شيء. يظهر الطلب الآن كما هو.',
    notFound: 'طلب البائع هذا غير موجود.',
  },
});

export type SellerMessageKey = keyof typeof sellerMessages.en;
