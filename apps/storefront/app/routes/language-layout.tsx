import { Outlet } from 'react-router';

import { requireLanguage } from '../lib/language';
import type { Route } from './+types/language-layout';

// Pages live at / and under /en/ or /ar/; any other first segment is not a page (404).
export function loader({ params }: Route.LoaderArgs) {
  return { lang: requireLanguage(params.lang).code };
}

export default function LanguageLayout() {
  return <Outlet />;
}
