import { Link } from 'react-router';

import { useLabels } from '../../lib/labels/labels';
import { useLayoutData } from '../../lib/layout-data';
import { useLanguage, localizedPath } from '../../lib/language';

// The seeded logo's proportions (200 × 60); the image is scaled down by height.
const LOGO_WIDTH = 200;
const LOGO_HEIGHT = 60;

/** The shop's logo from the back-office, linking to the language home; the site title when there is none. */
export function SiteLogo() {
  const language = useLanguage();
  const layout = useLayoutData();
  const labels = useLabels('TopHeader');
  // The link needs a name even when the back-office could not say the shop's title.
  const siteTitle = layout?.siteTitle || labels.lbl_header_logo_alt;

  return (
    <Link id="site-logo" to={localizedPath(language, '/')} className="flex shrink-0 items-center rounded-md">
      {layout?.logoUrl ? (
        <img
          src={layout.logoUrl}
          alt={siteTitle}
          width={LOGO_WIDTH}
          height={LOGO_HEIGHT}
          className="h-10 w-auto sm:h-12"
        />
      ) : (
        <span className="text-lg font-semibold text-olive-900">{siteTitle}</span>
      )}
    </Link>
  );
}
