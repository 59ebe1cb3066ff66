import { useLanguage } from '../../lib/language';
import { formatAmountIn } from '../../lib/currency/currency';
import { CardPaymentDialog } from './card-payment-dialog';
import { ConfirmOrderDialog } from './confirm-order-dialog';
import type { PaymentParts } from './use-payment-flow';
import { WalletPaymentDialog } from './wallet-payment-dialog';

/** Each payment method's own step before the order is placed: cash's question, the card form, the wallet. */
export function PaymentDialogs({ checkout, flow, payments }: PaymentParts) {
  const language = useLanguage();
  const { dialog, setDialog, placeWith } = flow;
  const { coupon, currency } = checkout;
  const payable = coupon.totals?.payable;
  return (
    <>
      <ConfirmOrderDialog
        open={dialog === 'confirm'}
        onOpenChange={(open) => setDialog(open ? 'confirm' : null)}
        placing={flow.placing}
        onConfirm={flow.confirm}
      />
      <CardPaymentDialog
        open={dialog === 'card'}
        onOpenChange={(open) => setDialog(open ? 'card' : null)}
        card={payments.card}
        amount={payable === undefined ? '' : formatAmountIn(payable, currency)}
        onToken={(token) => placeWith({ paymentToken: token, payPalOrderConfirmJson: '' })}
      />
      <WalletPaymentDialog
        open={dialog === 'wallet'}
        onOpenChange={(open) => setDialog(open ? 'wallet' : null)}
        wallet={payments.wallet}
        draft={{ cart: checkout.cart, CouponCode: coupon.appliedCode, currency, lang: language.code }}
        onCaptured={(captureJson) => placeWith({ paymentToken: '', payPalOrderConfirmJson: captureJson })}
      />
    </>
  );
}
