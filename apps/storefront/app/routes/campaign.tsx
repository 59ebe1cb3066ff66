import { EMPTY_RECORD_VALUE_JSON, Messages, ProductListRoute, type ScreenEntityName } from '@shop/contract';
import { Link, data, isRouteErrorResponse } from 'react-router';

import { Breadcrumb } from '../ui/breadcrumb';
import { parseCampaignId, toCampaign } from '../features/content/home/campaign-data';
import { pageTitle, siteTitleOf } from '../features/content/home/page-meta';
import { backofficeFor } from '../lib/backoffice.server';
import { type PageLabels, labelsFor, useLabels } from '../lib/labels/labels';
import { loadLabels } from '../lib/labels/labels.server';
import { type ShopLanguage, localizedPath, requireLanguage, useLanguage } from '../lib/language';
import { translateMessage } from '../lib/messages';
import { categoryPath } from '../lib/paths';
import type { Route } from './+types/campaign';
import { catalogueHeaders } from '../lib/http/cache-policy';

const CAMPAIGN_ENTITIES = ['Campaign'] as const satisfies readonly ScreenEntityName[];

// Intrinsic size of campaign cover pictures (wide).
const COVER_WIDTH = 1200;
const COVER_HEIGHT = 500;

/** What the error page of this route gets: the Campaign texts, so a 404 reads in the page's language. */
interface CampaignErrorData {
  labels: PageLabels;
}

/** The same for every visitor: shared caches may keep it (lib/http/cache-policy). */
export const headers = catalogueHeaders;

export async function loader({ request, params }: Route.LoaderArgs) {
  const language = requireLanguage(params.lang);
  const campaignId = parseCampaignId(params.campaignId);
  const labelsPromise = loadLabels(request, language, CAMPAIGN_ENTITIES);
  const notFound = async () =>
    data<CampaignErrorData>({ labels: await labelsPromise }, { status: 404, statusText: 'Not Found' });

  if (campaignId === undefined) throw await notFound();

  const [result, labels] = await Promise.all([
    backofficeFor(request, language).call('get-web-campaign-detail', {
      CampaignId: campaignId,
      recordValueJson: EMPTY_RECORD_VALUE_JSON,
    }),
    labelsPromise,
  ]);
  if (!result.ok) {
    // The back-office answers 404 for an unknown campaign; anything else is its failure, not the shopper's.
    if (result.status === 404 || result.status === 400) throw await notFound();
    console.error('campaign: get-web-campaign-detail failed', {
      campaignId,
      status: result.status,
      errorMessage: result.errorMessage,
    });
    throw data<CampaignErrorData>({ labels }, { status: 502 });
  }
  const [row] = result.rows;
  if (!row) throw await notFound();
  return { campaign: toCampaign(row), labels };
}

export const meta: Route.MetaFunction = ({ matches, loaderData, error }) => {
  const siteTitle = siteTitleOf(matches);
  if (!loaderData) {
    const labels = labelsFor('Campaign', errorLabels(error));
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
  const { campaign } = loaderData;
  const language = useLanguage();
  const labels = useLabels('Campaign');

  return (
    <main id="main" className="mx-auto max-w-5xl px-4 pt-6 pb-16 sm:px-6">
      <Breadcrumb
        className="mb-6"
        steps={[
          { label: labels.lbl_campaign_breadcrumb_home, to: localizedPath(language, '/') },
          { label: labels.lbl_campaign_breadcrumb_current },
        ]}
        current={<bdi>{campaign.mainTitle}</bdi>}
      />

      <article>
        <header className="overflow-hidden rounded-xl bg-olive-800 text-sand-50">
          {campaign.coverUrl ? (
            <img
              src={campaign.coverUrl}
              alt=""
              width={COVER_WIDTH}
              height={COVER_HEIGHT}
              fetchPriority="high"
              className="aspect-12/5 w-full object-cover"
            />
          ) : null}
          <div className="flex flex-col gap-2 p-5 sm:p-8">
            <p className="text-sm font-semibold tracking-wider text-sand-200 uppercase">{labels.lbl_campaign_title}</p>
            <h1 className="text-3xl font-bold text-balance sm:text-4xl">
              <bdi>{campaign.mainTitle}</bdi>
            </h1>
            {campaign.discountTitle ? (
              <p className="text-lg font-medium text-sand-100 sm:text-xl">
                <span className="sr-only">{labels.lbl_campaign_offer}: </span>
                <bdi>{campaign.discountTitle}</bdi>
              </p>
            ) : null}
          </div>
        </header>

        <div className="mt-8 flex max-w-3xl flex-col gap-4 text-lg leading-relaxed text-olive-950">
          {campaign.paragraphs.map((paragraph, index) => (
            <p key={index} className="whitespace-pre-line">
              {paragraph}
            </p>
          ))}
        </div>

        <CampaignLinks
          language={language}
          shopNow={labels.lbl_campaign_shop_now}
          home={labels.lbl_campaign_back_home}
        />
      </article>
    </main>
  );
}

function CampaignLinks({ language, shopNow, home }: { language: ShopLanguage; shopNow: string; home: string }) {
  return (
    <div className="mt-10 flex flex-wrap gap-3">
      <Link
        to={categoryPath(language, { id: ProductListRoute.allCategoryId, name: ProductListRoute.allCategories })}
        className="rounded-md bg-olive-700 px-5 py-2.5 font-semibold text-sand-50 hover:bg-olive-800"
      >
        {shopNow}
      </Link>
      <Link
        to={localizedPath(language, '/')}
        className="rounded-md border border-olive-700 px-5 py-2.5 font-semibold text-olive-800 hover:bg-olive-50"
      >
        {home}
      </Link>
    </div>
  );
}

function errorLabels(error: unknown): PageLabels | undefined {
  if (!isRouteErrorResponse(error)) return undefined;
  const body: unknown = error.data;
  return typeof body === 'object' && body !== null && 'labels' in body ? (body as CampaignErrorData).labels : undefined;
}

/** A missing campaign (or an id that is not one) gets a 404 page in the campaign's own words. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const language = useLanguage();
  const labels = labelsFor('Campaign', errorLabels(error));
  const notFound = isRouteErrorResponse(error) && error.status === 404;

  return (
    <main id="main" className="mx-auto flex max-w-2xl flex-col items-center gap-4 px-4 py-24 text-center">
      {notFound ? (
        <p className="text-6xl font-bold text-olive-300" aria-hidden="true">
          404
        </p>
      ) : null}
      <h1 className="text-2xl font-bold text-olive-900 sm:text-3xl">
        {notFound ? labels.lbl_campaign_not_found : translateMessage(Messages.genericErrorLater, language.code)}
      </h1>
      <CampaignLinks language={language} shopNow={labels.lbl_campaign_shop_now} home={labels.lbl_campaign_back_home} />
    </main>
  );
}
