import type { AdminCoupon } from '@shop/contract';
import { useMessages } from '../../i18n/i18n';
import { PageHeader } from '../../ui/page-header';
import { BackToCoupons } from './back-to-coupons';
import { CouponEditForm } from './coupon-form';
import { couponMessages } from './messages';

/** A new coupon, or one to edit, with the way back to the list. */
export function CouponEditScreen({ coupon, created }: { coupon?: AdminCoupon; created?: boolean }) {
  const m = useMessages(couponMessages);
  return (
    <>
      <PageHeader title={coupon ? m('editTitle') : m('newTitle')} intro={coupon?.code} actions={<BackToCoupons />} />
      {/* A fresh form for each coupon (and for a new one), whatever the previous screen left. */}
      <CouponEditForm key={coupon?.id ?? 'new'} coupon={coupon} created={created} />
    </>
  );
}
