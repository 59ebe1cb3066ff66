import type { ScreenLabelSet } from '@shop/contract';

export type SocialNetwork = 'facebook' | 'instagram' | 'x' | 'youtube' | 'tiktok' | 'pinterest' | 'linkedin';

/** One of the contact page's seven social links (spec: Contact Us, left column). */
export interface SocialLink {
  network: SocialNetwork;
  /** Label id of the network's name. */
  label: keyof ScreenLabelSet<'ContactUs'>;
  url: string;
}

/** The shop's pages on the social networks; fixed sample content, as the contact lines are. */
export const SOCIAL_LINKS: readonly SocialLink[] = [
  { network: 'facebook', label: 'lbl_contact_social_facebook', url: 'https://www.facebook.com/palestineheritageshop' },
  {
    network: 'instagram',
    label: 'lbl_contact_social_instagram',
    url: 'https://www.instagram.com/palestineheritageshop',
  },
  { network: 'x', label: 'lbl_contact_social_x', url: 'https://x.com/palheritageshop' },
  { network: 'youtube', label: 'lbl_contact_social_youtube', url: 'https://www.youtube.com/@palestineheritageshop' },
  { network: 'tiktok', label: 'lbl_contact_social_tiktok', url: 'https://www.tiktok.com/@palestineheritageshop' },
  {
    network: 'pinterest',
    label: 'lbl_contact_social_pinterest',
    url: 'https://www.pinterest.com/palestineheritageshop',
  },
  {
    network: 'linkedin',
    label: 'lbl_contact_social_linkedin',
    url: 'https://www.linkedin.com/company/palestine-heritage-shop',
  },
];
