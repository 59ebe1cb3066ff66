import { useLabels } from '../../../lib/labels/labels';
import { type FacilitiesVariant, type FacilityIcon, facilityItems } from './facility-items';

// Outline icons (24 px grid); paths only, drawn in the text colour.
const ICON_PATHS: Record<FacilityIcon, string> = {
  truck:
    'M3 6.75h10.5v9H3zM13.5 9.75h3.75L21 13.5v2.25h-7.5zM7.5 18.75a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3ZM17.25 18.75a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3Z',
  support:
    'M4.5 13.5v-1.5a7.5 7.5 0 0 1 15 0v1.5M4.5 13.5h2.25v4.5H4.5a1.5 1.5 0 0 1-1.5-1.5V15a1.5 1.5 0 0 1 1.5-1.5ZM19.5 13.5h-2.25v4.5h2.25A1.5 1.5 0 0 0 21 16.5V15a1.5 1.5 0 0 0-1.5-1.5ZM17.25 18a3 3 0 0 1-3 3H12',
  member:
    'M9.57 3.75H4.5a.75.75 0 0 0-.75.75v5.07c0 .4.16.78.44 1.06l9.44 9.44a1.5 1.5 0 0 0 2.12 0l4.2-4.2a1.5 1.5 0 0 0 0-2.12L10.63 4.2a1.5 1.5 0 0 0-1.06-.44ZM7.5 8.25h.01',
  globe:
    'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18ZM3.6 9h16.8M3.6 15h16.8M12 3c2.25 2.4 3.38 5.4 3.38 9S14.25 18.6 12 21c-2.25-2.4-3.38-5.4-3.38-9S9.75 5.4 12 3Z',
  'money-back': 'M3.75 7.5h16.5v9H3.75zM12 14.25a2.25 2.25 0 1 0 0-4.5 2.25 2.25 0 0 0 0 4.5ZM6.75 10.5v3M17.25 10.5v3',
  payment: 'M3 6.75h18v10.5H3zM3 10.5h18M6.75 14.25h3',
};

// Icons that point somewhere mirror in right-to-left pages.
const DIRECTIONAL: ReadonlySet<FacilityIcon> = new Set(['truck']);

/**
 * The facilities strip (spec: home): three points on the home page, four on the contact page,
 * each a title and a line in the page's language (BestFacilities labels; the page's loader
 * must load that entity).
 */
export function FacilitiesStrip({ variant }: { variant: FacilitiesVariant }) {
  const labels = useLabels('BestFacilities');
  const items = facilityItems(variant);

  return (
    <section className="mx-auto w-full max-w-7xl px-4 sm:px-6">
      <ul
        className={`grid gap-4 rounded-xl bg-olive-800 p-5 text-sand-50 sm:grid-cols-2 sm:p-6 ${
          items.length === 3 ? 'lg:grid-cols-3' : 'lg:grid-cols-4'
        }`}
      >
        {items.map((item) => (
          <li key={item.title} className="flex items-center gap-4">
            <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-olive-700 text-sand-100">
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                fill="none"
                stroke="currentColor"
                strokeWidth={1.5}
                strokeLinecap="round"
                strokeLinejoin="round"
                className={DIRECTIONAL.has(item.icon) ? 'size-6 rtl:-scale-x-100' : 'size-6'}
              >
                <path d={ICON_PATHS[item.icon]} />
              </svg>
            </span>
            <div>
              <p className="font-semibold">{labels[item.title]}</p>
              <p className="text-sm text-sand-200">{labels[item.description]}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
