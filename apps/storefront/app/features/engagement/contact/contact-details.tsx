import type { ReactNode } from 'react';

import { useLabels } from '../../../lib/labels/labels';
import { ContactIcon, type ContactIconName } from './contact-icons';
import { SOCIAL_LINKS } from './social-links';

/** Digits and a leading + of a phone number, for a tel: link. */
function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

function DetailLine({ icon, term, children }: { icon: ContactIconName; term: string; children: ReactNode }) {
  return (
    <li className="flex gap-3">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-olive-700 text-sand-100">
        <ContactIcon name={icon} />
      </span>
      <p className="flex min-w-0 flex-col">
        <span className="text-sm font-semibold text-sand-200">{term}</span>
        <span className="break-words text-white">{children}</span>
      </p>
    </li>
  );
}

/**
 * The contact page's left column (spec: Contact Us): 'Here to Help', the location, phone, email
 * and fax lines, the opening hours and seven social links, which open in a new tab.
 */
export function ContactDetails() {
  const labels = useLabels('ContactUs');
  const linkClass = 'underline-offset-4 hover:underline';

  return (
    <section
      aria-labelledby="contact-help-heading"
      className="flex flex-col gap-6 rounded-xl bg-olive-800 p-6 text-sand-50 shadow-sm sm:p-8"
    >
      <div className="flex flex-col gap-2">
        <h2 id="contact-help-heading" className="text-2xl font-bold text-white">
          {labels.lbl_contact_here_to_help}
        </h2>
        <p className="leading-relaxed text-sand-100">{labels.lbl_contact_help_text}</p>
      </div>

      <ul className="flex flex-col gap-4">
        <DetailLine icon="location" term={labels.lbl_contact_location_label}>
          {labels.lbl_contact_location}
        </DetailLine>
        <DetailLine icon="phone" term={labels.lbl_contact_phone_label}>
          <a href={telHref(labels.lbl_contact_phone)} className={linkClass}>
            <bdi dir="ltr">{labels.lbl_contact_phone}</bdi>
          </a>
        </DetailLine>
        <DetailLine icon="email" term={labels.lbl_contact_email_label}>
          <a href={`mailto:${labels.lbl_contact_email}`} className={`${linkClass} text-sm break-all sm:text-base`}>
            {labels.lbl_contact_email}
          </a>
        </DetailLine>
        <DetailLine icon="fax" term={labels.lbl_contact_fax_label}>
          <bdi dir="ltr">{labels.lbl_contact_fax}</bdi>
        </DetailLine>
      </ul>

      <OpeningHours />
      <SocialLinks />
    </section>
  );
}

function OpeningHours() {
  const labels = useLabels('ContactUs');
  return (
    <section aria-labelledby="contact-hours-heading" className="flex flex-col gap-3 border-t border-olive-600 pt-5">
      <h3 id="contact-hours-heading" className="flex items-center gap-2 text-lg font-semibold text-white">
        <ContactIcon name="clock" />
        {labels.lbl_contact_hours_heading}
      </h3>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="text-sand-200">{labels.lbl_contact_hours_weekdays}</dt>
        <dd className="text-end text-white">
          <bdi>{labels.lbl_contact_hours_weekdays_time}</bdi>
        </dd>
        <dt className="text-sand-200">{labels.lbl_contact_hours_weekend}</dt>
        <dd className="text-end text-white">{labels.lbl_contact_hours_closed}</dd>
      </dl>
    </section>
  );
}

/** The seven social links, which open in a new tab (and say so). */
function SocialLinks() {
  const labels = useLabels('ContactUs');
  return (
    <section aria-labelledby="contact-social-heading" className="flex flex-col gap-3 border-t border-olive-600 pt-5">
      <h3 id="contact-social-heading" className="text-lg font-semibold text-white">
        {labels.lbl_contact_follow_us}
      </h3>
      {/* One row of seven on any screen: each link shrinks with the column, up to 44 px. */}
      <ul className="grid grid-cols-7 gap-2">
        {SOCIAL_LINKS.map((link) => (
          <li key={link.network}>
            <a
              href={link.url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${labels[link.label]} (${labels.lbl_contact_new_tab})`}
              title={labels[link.label]}
              className="flex aspect-square w-full max-w-11 items-center justify-center rounded-full bg-olive-700 text-sand-50 transition hover:bg-sand-100 hover:text-olive-900"
            >
              <ContactIcon name={link.network} />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
