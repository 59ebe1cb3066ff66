import { Link } from 'react-router';

import { useLabels } from '../../lib/labels/labels';
import { localizedPath, useLanguage } from '../../lib/language';
import { useStoredUserRecord } from '../../lib/session/stored-user';

/**
 * The billing details, read-only, from the signed-in user the browser keeps (spec sections 2 and
 * 3); they are changed on the profile page. The back-office bills the account's own details.
 */
export function BillingDetails({ hydrated }: { hydrated: boolean }) {
  const language = useLanguage();
  const labels = useLabels('Checkout');
  const user = useStoredUserRecord();
  const value = (text: string | null | undefined) => (hydrated ? text?.trim() || '—' : '');
  const fields = [
    { label: labels.lbl_checkout_country, value: value(user?.CountryName), wide: true },
    { label: labels.lbl_checkout_first_name, value: value(user?.FirstName) },
    { label: labels.lbl_checkout_last_name, value: value(user?.LastName) },
    { label: labels.lbl_checkout_address, value: value(user?.AddressLineOne), wide: true },
    { label: labels.lbl_checkout_city, value: value(user?.CityName) },
    { label: labels.lbl_checkout_state, value: value(user?.StateName) },
    { label: labels.lbl_checkout_postcode, value: value(user?.PostalCode) },
    { label: labels.lbl_checkout_phone, value: value(user?.MobileNo), ltr: true },
    { label: labels.lbl_checkout_email, value: value(user?.EmailAddress), ltr: true, wide: true },
  ];

  return (
    <section
      aria-labelledby="billing-heading"
      className="flex flex-col gap-4 rounded-xl border border-sand-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="billing-heading" className="text-xl font-bold text-olive-900">
          {labels.lbl_checkout_billing_details}
        </h2>
        <Link
          to={localizedPath(language, '/update-profile')}
          className="text-sm font-medium text-olive-700 underline underline-offset-4 hover:text-olive-900"
        >
          {labels.lbl_checkout_update_details}
        </Link>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3">
        {fields.map((field) => (
          <div key={field.label} className={`flex min-w-0 flex-col gap-1 ${field.wide ? 'col-span-2' : ''}`}>
            <dt className="text-sm font-semibold text-olive-800">{field.label}</dt>
            <dd className="min-h-10 rounded-md border border-sand-200 bg-sand-50 px-3 py-2 break-words text-olive-950">
              {field.ltr ? <bdi dir="ltr">{field.value}</bdi> : field.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
