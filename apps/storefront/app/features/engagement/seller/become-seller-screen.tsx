import type { LocationOption } from '../../../lib/forms/locations';
import { useLabels } from '../../../lib/labels/labels';
import { PageHero } from '../../../ui/page-hero';
import { SellerForm } from './seller-form';

/** Become a seller (spec section 2): breadcrumb, title and a few words, then the request form. */
export function BecomeSellerScreen({ countries }: { countries: readonly LocationOption[] }) {
  const labels = useLabels('BecomeVendor');
  return (
    <main id="main">
      <PageHero
        title={labels.lbl_vendor_title}
        homeLabel={labels.lbl_vendor_breadcrumb_home}
        breadcrumbLabel={labels.lbl_vendor_breadcrumb_current}
        lead={labels.lbl_vendor_intro}
      />
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        <SellerForm countries={countries} />
      </div>
    </main>
  );
}
