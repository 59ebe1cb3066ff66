import { US_DOLLAR } from '../../lib/currency/currency';
import { fillLabel, useLabels } from '../../lib/labels/labels';
import { useLanguage } from '../../lib/language';
import { useLayoutData } from '../../lib/layout-data';
import { CurrencySelect } from './currency-select';
import { type FooterLink, FooterLinks } from './footer-links';
import { NewsletterForm } from '../engagement';
import { PaymentLogos } from '../../ui/payment-logos';
import { TatreezBand } from '../../ui/tatreez-band';

/**
 * The footer of every page: newsletter sign-up, the shop's address, the spec's footer links (the
 * spec's /contact is the Contact Us screen), the currency choice, payment logos and copyright.
 */
export function SiteFooter() {
  const language = useLanguage();
  const labels = useLabels('Footer');
  const newsletter = useLabels('SubscribeNewsLetter');
  const navbar = useLabels('Navbar');
  // Absent when the root loader failed and an error page is shown: the footer still renders.
  const layout = useLayoutData();
  const currencies = layout?.currencies.length ? layout.currencies : [US_DOLLAR];
  const currency = layout?.currency ?? US_DOLLAR;

  const information: FooterLink[] = [
    { path: '/about', label: labels.lbl_footer_about },
    { path: '/vision', label: labels.lbl_footer_vision },
    { path: '/contact-us', label: labels.lbl_footer_contact },
    { path: '/donate', label: labels.lbl_footer_donate },
    // The seller request screen has no other way in.
    { path: '/become-seller', label: navbar.lbl_navbar_become_seller },
  ];
  const customerService: FooterLink[] = [
    { path: '/account', label: labels.lbl_footer_account },
    { path: '/wishlist', label: labels.lbl_footer_wishlist },
    { path: '/shipping', label: labels.lbl_footer_shipping },
    { path: '/returns', label: labels.lbl_footer_returns },
    { path: '/help', label: labels.lbl_footer_help },
    { path: '/privacy', label: labels.lbl_footer_privacy },
    { path: '/terms', label: labels.lbl_footer_terms },
  ];

  return (
    <footer className="mt-16 bg-olive-900 text-sand-200">
      <TatreezBand className="bg-sand-50" />
      <section aria-labelledby="newsletter-heading" className="bg-olive-700">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-8 sm:px-6 lg:flex-row lg:items-center lg:gap-12">
          <div className="lg:w-1/2">
            <h2 id="newsletter-heading" className="text-xl font-bold text-white sm:text-2xl">
              {newsletter.lbl_newsletter_heading}
            </h2>
            <p className="mt-1 text-sand-100">{newsletter.lbl_newsletter_text}</p>
          </div>
          <div className="flex flex-col gap-2 lg:w-1/2">
            <NewsletterForm />
            <p className="text-sm text-sand-100">{newsletter.lbl_newsletter_privacy}</p>
          </div>
        </div>
      </section>

      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <section aria-labelledby="footer-about-heading" className="flex flex-col gap-3">
          <h2 id="footer-about-heading" className="text-sm font-semibold tracking-wide text-sand-100 uppercase">
            {labels.lbl_footer_about_heading}
          </h2>
          <p className="leading-relaxed">{labels.lbl_footer_about_text}</p>
          <address className="flex flex-col gap-1 not-italic">
            <span>{labels.lbl_footer_address}</span>
            <a href={`tel:${labels.lbl_footer_phone.replace(/\s+/g, '')}`} className="hover:text-white hover:underline">
              <bdi dir="ltr">{labels.lbl_footer_phone}</bdi>
            </a>
            <a href={`mailto:${labels.lbl_footer_email}`} className="break-all hover:text-white hover:underline">
              {labels.lbl_footer_email}
            </a>
          </address>
        </section>

        <FooterLinks
          id="footer-information"
          heading={labels.lbl_footer_information}
          links={information}
          language={language}
        />
        <FooterLinks
          id="footer-customer-service"
          heading={labels.lbl_footer_customer_service}
          links={customerService}
          language={language}
        />

        <CurrencySelect currencies={currencies} current={currency} />
      </div>

      <div className="border-t border-olive-700">
        {/* Room at the end (below on phones) so the floating buttons never cover the logos. */}
        <div className="mx-auto flex max-w-7xl flex-col items-center gap-4 px-4 pt-5 pb-24 sm:px-6 md:flex-row md:justify-between md:pe-24 md:pb-5">
          <p className="text-center text-sm text-sand-200">
            {fillLabel(labels.lbl_footer_copyright, { year: new Date().getFullYear() })}
          </p>
          <PaymentLogos methods={layout?.paymentMethods ?? []} heading={labels.lbl_footer_we_accept} />
        </div>
      </div>
    </footer>
  );
}
