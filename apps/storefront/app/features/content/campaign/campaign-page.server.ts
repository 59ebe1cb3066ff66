import { EMPTY_RECORD_VALUE_JSON, type ScreenEntityName } from '@shop/contract';
import { data } from 'react-router';

import { backofficeFor } from '../../../lib/backoffice.server';
import { loadLabels } from '../../../lib/labels/labels.server';
import type { ShopLanguage } from '../../../lib/language';
import { parseCampaignId, toCampaign } from '../home/campaign-data';
import type { CampaignErrorData } from './campaign-error';

const CAMPAIGN_ENTITIES = ['Campaign'] as const satisfies readonly ScreenEntityName[];

/**
 * A campaign's page and the Campaign texts. An unknown campaign (or an id that is not one) throws
 * a 404 and a failing back-office a 502, both carrying the texts so the error page reads in the
 * page's language.
 */
export async function loadCampaignPage(request: Request, language: ShopLanguage, campaignIdParam: string) {
  const campaignId = parseCampaignId(campaignIdParam);
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
