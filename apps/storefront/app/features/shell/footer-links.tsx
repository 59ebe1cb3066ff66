import { Link } from 'react-router';

import { type ShopLanguage, localizedPath } from '../../lib/language';

export interface FooterLink {
  /** Path without the language prefix, e.g. '/about'. */
  path: string;
  label: string;
}

/** One titled column of footer links; each link carries the page's language. */
export function FooterLinks({
  id,
  heading,
  links,
  language,
}: {
  id: string;
  heading: string;
  links: FooterLink[];
  language: ShopLanguage;
}) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="mb-3 text-sm font-semibold tracking-wide text-sand-100 uppercase">
        {heading}
      </h2>
      <ul className="flex flex-col gap-2">
        {links.map((link) => (
          <li key={link.path}>
            <Link
              to={localizedPath(language, link.path)}
              className="text-sand-200 underline-offset-4 hover:text-white hover:underline"
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
