import { Link } from 'react-router';

import { NOT_CHOSEN_ID } from '@shop/contract';

import { placeNamesIn } from '../../lib/forms/location-choice';
import { useLocationOptions } from '../../ui/forms/use-location-options';
import { useLabels } from '../../lib/labels/labels';
import { localizedPath, useLanguage } from '../../lib/language';
import { useStoredUserRecord } from '../../lib/session/stored-user';
import type { LocationOption } from '../../lib/forms/locations';
import { EmailText } from '../../ui/email-text';

/**
 * The billing details, read-only, from the signed-in user the browser keeps (spec sections 2 and
 * 3); they are changed on the profile page. The back-office bills the account's own details.
 * Country, state and city are named in the page's language from their ids: the stored names are
 * in the language of the page the shopper logged in on.
 */
export function BillingDetails({ hydrated, countries }: { hydrated: boolean; countries: readonly LocationOption[] }) {
  const language = useLanguage();
  const labels = useLabels('Checkout');
  const user = useStoredUserRecord();
  const states = useLocationOptions('states', user?.CountryID ?? NOT_CHOSEN_ID, language);
  const cities = useLocationOptions('cities', user?.StateProvinceID ?? NOT_CHOSEN_ID, language);
  const place = placeNamesIn(user, { countries: { options: countries, loading: false }, states, cities });
  const value = (text: string | null | undefined) => (hydrated ? text?.trim() || '—' : '');
  const fields = [
    { label: labels.lbl_checkout_country, value: value(place.country), wide: true },
    { label: labels.lbl_checkout_first_name, value: value(user?.FirstName) },
    { label: labels.lbl_checkout_last_name, value: value(user?.LastName) },
    { label: labels.lbl_checkout_address, value: value(user?.AddressLineOne), wide: true },
    { label: labels.lbl_checkout_city, value: value(place.city) },
    { label: labels.lbl_checkout_state, value: value(place.state) },
    { label: labels.lbl_checkout_postcode, value: value(user?.PostalCode) },
    { label: labels.lbl_checkout_phone, value: value(user?.MobileNo), ltr: true },
    { label: labels.lbl_checkout_email, value: value(user?.EmailAddress), email: true, wide: true },
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
              {field.email ? (
                <EmailText email={field.value} />
              ) : field.ltr ? (
                <bdi dir="ltr">{field.value}</bdi>
              ) : (
                field.value
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
