import { campaignErrorLabels } from '../features/content/campaign/campaign-error';
import { loadCampaignPage } from '../features/content/campaign/campaign-page.server';
import { CampaignErrorScreen, CampaignScreen } from '../features/content/campaign/campaign-screen';
import { pageTitle, siteTitleOf } from '../features/content/home/page-meta';
import { catalogueHeaders } from '../lib/http/cache-policy';
import { labelsFor } from '../lib/labels/labels';
import { requireLanguage } from '../lib/language';
import type { Route } from './+types/campaign';

/** The same for every visitor: shared caches may keep it (lib/http/cache-policy). */
export const headers = catalogueHeaders;

export async function loader({ request, params }: Route.LoaderArgs) {
  return loadCampaignPage(request, requireLanguage(params.lang), params.campaignId);
}

export const meta: Route.MetaFunction = ({ matches, loaderData, error }) => {
  const siteTitle = siteTitleOf(matches);
  if (!loaderData) {
    const labels = labelsFor('Campaign', campaignErrorLabels(error));
    return [{ title: pageTitle(labels.lbl_campaign_title, siteTitle) }, { name: 'robots', content: 'noindex' }];
  }
  const { campaign } = loaderData;
  const description = campaign.discountTitle || campaign.paragraphs[0] || campaign.mainTitle;
  return [
    { title: pageTitle(campaign.mainTitle, siteTitle) },
    { name: 'description', content: description },
    { property: 'og:title', content: campaign.mainTitle },
    { property: 'og:description', content: description },
  ];
};

export default function CampaignPage({ loaderData }: Route.ComponentProps) {
  return <CampaignScreen campaign={loaderData.campaign} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <CampaignErrorScreen error={error} />;
}
