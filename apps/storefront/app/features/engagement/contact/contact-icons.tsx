import type { SocialNetwork } from './social-links';

export type ContactIconName = 'location' | 'phone' | 'email' | 'fax' | 'clock' | SocialNetwork;

// Outline icons on a 24 px grid, drawn in the text colour.
const ICON_PATHS: Record<ContactIconName, string> = {
  location: 'M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21zM12 12a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
  phone: 'M5 4h3l2 5-2.5 1.5a11 11 0 0 0 6 6L15 14l5 2v3a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2',
  email: 'M3 6h18v12H3zM3 7l9 6 9-6',
  fax: 'M7 9V3h10v6M7 17H5a2 2 0 0 1-2-2v-4a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v4a2 2 0 0 1-2 2h-2M7 14h10v7H7z',
  clock: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7v5l3 2',
  facebook: 'M15.5 3H13a4 4 0 0 0-4 4v14M6 11h8.5',
  instagram:
    'M8 3h8a5 5 0 0 1 5 5v8a5 5 0 0 1-5 5H8a5 5 0 0 1-5-5V8a5 5 0 0 1 5-5zM12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM17.5 6.5h.01',
  x: 'M4 4h4.5L20 20h-4.5zM20 4l-6.6 7.2M4 20l6.6-7.2',
  youtube: 'M6 5h12a3 3 0 0 1 3 3v8a3 3 0 0 1-3 3H6a3 3 0 0 1-3-3V8a3 3 0 0 1 3-3zM10 9l5 3-5 3z',
  tiktok: 'M14 3v12a4 4 0 1 1-4-4M14 3a5 5 0 0 0 5 5',
  pinterest: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM10.5 20l2-8.5M9 11a3.2 3.2 0 1 1 3.5 3.5',
  linkedin:
    'M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zM8 10v7M8 7v.01M12 17v-7M12 13a3 3 0 0 1 6 0v4',
};

/** An icon of the contact page; decorative, so hidden from assistive technology. */
export function ContactIcon({ name, className = 'size-5' }: { name: ContactIconName; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.7}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      <path d={ICON_PATHS[name]} />
    </svg>
  );
}
