import { Link } from 'react-router';

import { useLabels } from '../../../lib/labels/labels';
import { useLanguage } from '../../../lib/language';
import { campaignPath } from '../../../lib/paths';
import { CampaignCover } from './campaign-cover';
import type { Campaign } from './campaign-data';
import { SectionHeading } from './section-heading';

/** The home page's campaign banners: cover picture, main title and discount title, each a link to its campaign. */
export function CampaignBanners({ campaigns }: { campaigns: Campaign[] }) {
  const language = useLanguage();
  const labels = useLabels('CompaignSection');
  if (campaigns.length === 0) return null;

  return (
    <section aria-labelledby="campaigns" className="mx-auto w-full max-w-7xl px-4 sm:px-6">
      <SectionHeading
        id="campaigns"
        heading={labels.lbl_campaign_section_heading}
        subheading={labels.lbl_campaign_section_subheading}
      />
      <ul className="grid grid-cols-1 gap-4 md:grid-cols-2">
        {campaigns.map((campaign) => (
          <li key={campaign.id}>
            <Link
              to={campaignPath(language, { id: campaign.id, title: campaign.mainTitle })}
              className="group relative flex h-56 w-full overflow-hidden sm:h-64 rounded-xl bg-olive-800 text-sand-50 shadow-sm"
            >
              <CampaignCover
                url={campaign.coverUrl}
                className="absolute inset-0 size-full object-cover transition duration-500 group-hover:scale-105"
              />
              <div className="relative flex w-full flex-col justify-end gap-1 bg-linear-to-t from-olive-950/95 via-olive-950/70 to-olive-950/20 p-5 sm:p-6">
                <h3 className="text-xl font-bold sm:text-2xl">
                  <bdi>{campaign.mainTitle}</bdi>
                </h3>
                {campaign.discountTitle ? (
                  <p className="font-medium text-sand-200">
                    <bdi>{campaign.discountTitle}</bdi>
                  </p>
                ) : null}
                <span className="mt-2 inline-flex w-fit items-center gap-1 rounded-md bg-sand-100 px-3 py-1.5 text-sm font-semibold text-olive-900 group-hover:bg-white">
                  {labels.lbl_campaign_section_view}
                </span>
              </div>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
