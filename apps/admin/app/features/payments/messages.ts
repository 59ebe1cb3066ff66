// The payments screen's own texts, in English and Arabic.
import { defineMessages } from '../../i18n/i18n';

export const paymentMessages = defineMessages({
  en: {
    title: 'Payment reconciliation',
    intro:
      'Checks every card payment the card provider took in the last day against the shop’s orders. A payment that no order holds (a checkout that stopped between the charge and the order) is refunded to the shopper. Running it again never refunds a payment twice.',
    run: 'Run reconciliation',
    running: 'Reconciling…',
    providerDown: 'The card provider could not be reached while listing its payments. Run the reconciliation again.',
    summarySandbox: 'Card payments are in the sandbox, which holds no money: there was nothing to reconcile.',
    summaryAllHeld: 'Payments checked: {checked}. Every one has its order.',
    summaryAttention:
      'Payments checked: {checked}. Refunded: {refunded}. Left for a later run: {pending}. Not reconciled: {failed}.',

    lastRun: 'Last run',
    notRunYet: 'Reconciliation has not been run yet.',
    ranAt: 'When',
    ranBy: 'Run by',
    checked: 'Payments checked',
    since: 'Payments taken since',
    sandboxNote: 'Card payments were in the sandbox: nothing was checked.',

    findings: 'Findings',
    noFindings: 'No payments needed attention.',
    reference: 'Payment',
    amount: 'Amount',
    outcome: 'Outcome',
    order: 'Order',
    noOrder: 'None',
    unknownAmount: 'Not known',
    openOrder: 'Open order {number}',
    outcomeRefunded: 'Refunded now: no order held it',
    outcomeFailed: 'Not reconciled: run again',
    outcomeOrderPending: 'Order still being placed: run again later',
    outcomeRecorded: 'Paid for an order',
    outcomeRefundedEarlier: 'Refunded before',
    outcomeNotOurs: 'Not the shop’s: left alone',
  },
  ar: {
    title: 'تسوية المدفوعات',
    intro:
      'تُطابِق التسوية كل دفعة بالبطاقة تلقّاها مزوّد البطاقات خلال اليوم الأخير مع طلبات المتجر. والدفعة التي لا يقابلها أي طلب (عملية شراء توقّفت بين الخصم وتسجيل الطلب) تُردّ إلى صاحبها. ولا تُردّ أي دفعة مرتين مهما تكرّر تشغيل التسوية.',
    run: 'تشغيل التسوية',
    running: 'جارٍ إجراء التسوية…',
    providerDown: 'تعذّر الوصول إلى مزوّد البطاقات أثناء جلب مدفوعاته. شغّل التسوية مرة أخرى.',
    summarySandbox: 'مدفوعات البطاقات في وضع التجربة الذي لا يحفظ أي أموال، فلم يكن هناك ما يُسوّى.',
    summaryAllHeld: 'المدفوعات التي فُحصت: {checked}. لكلٍّ منها طلبها.',
    summaryAttention:
      'المدفوعات التي فُحصت: {checked}. المردودة: {refunded}. المؤجَّلة إلى تشغيل لاحق: {pending}. التي لم تُسوَّ: {failed}.',

    lastRun: 'آخر تشغيل',
    notRunYet: 'لم تُشغَّل التسوية بعد.',
    ranAt: 'الوقت',
    ranBy: 'مَن شغّلها',
    checked: 'المدفوعات التي فُحصت',
    since: 'المدفوعات المُحصَّلة منذ',
    sandboxNote: 'كانت مدفوعات البطاقات في وضع التجربة، فلم يُفحص شيء.',

    findings: 'النتائج',
    noFindings: 'لم تحتج أي دفعة إلى معالجة.',
    reference: 'الدفعة',
    amount: 'المبلغ',
    outcome: 'النتيجة',
    order: 'الطلب',
    noOrder: 'لا يوجد',
    unknownAmount: 'غير معروف',
    openOrder: 'فتح الطلب {number}',
    outcomeRefunded: 'رُدّت الآن: لم يقابلها أي طلب',
    outcomeFailed: 'لم تُسوَّ: شغّل التسوية مجددًا',
    outcomeOrderPending: 'طلبها قيد التسجيل: شغّل التسوية لاحقًا',
    outcomeRecorded: 'دُفع بها طلب',
    outcomeRefundedEarlier: 'رُدّت من قبل',
    outcomeNotOurs: 'ليست من المتجر: تُركت كما هي',
  },
});

export type PaymentMessageKey = keyof typeof paymentMessages.en;
