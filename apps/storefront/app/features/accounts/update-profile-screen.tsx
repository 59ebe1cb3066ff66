import type { LocationOption } from '../../lib/forms/locations';
import { useLabels } from '../../lib/labels/labels';
import { PageHero } from '../../ui/page-hero';
import { ProfileForm } from './profile-form';

/** Update profile (spec section 2): breadcrumb and title, then the profile form. */
export function UpdateProfileScreen({ countries }: { countries: readonly LocationOption[] }) {
  const labels = useLabels('UpdateProfile');
  return (
    <main id="main">
      <PageHero
        title={labels.lbl_profile_title}
        homeLabel={labels.lbl_profile_breadcrumb_home}
        breadcrumbLabel={labels.lbl_profile_breadcrumb_current}
      />
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        <ProfileForm countries={countries} />
      </div>
    </main>
  );
}
