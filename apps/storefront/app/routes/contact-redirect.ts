import { redirect } from 'react-router';

import { localizedPath, requireLanguage } from '../lib/language';
import type { Route } from './+types/contact-redirect';

/** /contact (a link of the spec's footer) is the Contact Us screen: a permanent redirect there. */
export function loader({ params }: Route.LoaderArgs) {
  throw redirect(localizedPath(requireLanguage(params.lang), '/contact-us'), 301);
}
