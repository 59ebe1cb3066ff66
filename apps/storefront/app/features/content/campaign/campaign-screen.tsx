import { Messages } from '@shop/contract';
import { Link, isRouteErrorResponse } from 'react-router';

import { labelsFor, useLabels } from '../../../lib/labels/labels';
import { type ShopLanguage, localizedPath, useLanguage } from '../../../lib/language';
import { translateMessage } from '../../../lib/messages';
import { allProductsPath } from '../../../lib/paths';
import { Breadcrumb } from '../../../ui/breadcrumb';
import { CampaignCover } from '../home/campaign-cover';
import type { Campaign } from '../home/campaign-data';
import { campaignErrorLabels } from './campaign-error';

/** A campaign's page: its cover, titles and text, and the links to shop or go home. */
export function CampaignScreen({ campaign }: { campaign: Campaign }) {
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
          <CampaignCover url={campaign.coverUrl} first className="aspect-12/5 w-full object-cover" />
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

/** A missing campaign (or an id that is not one) gets a 404 page in the campaign's own words. */
export function CampaignErrorScreen({ error }: { error: unknown }) {
  const language = useLanguage();
  const labels = labelsFor('Campaign', campaignErrorLabels(error));
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

function CampaignLinks({ language, shopNow, home }: { language: ShopLanguage; shopNow: string; home: string }) {
  return (
    <div className="mt-10 flex flex-wrap gap-3">
      <Link
        to={allProductsPath(language)}
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
