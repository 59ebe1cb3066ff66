import { isRouteErrorResponse } from 'react-router';

import type { PageLabels } from '../../../lib/labels/labels';

/** What the error page of a campaign gets: the Campaign texts, so a 404 reads in the page's language. */
export interface CampaignErrorData {
  labels: PageLabels;
}

/** The texts a campaign's error carries; undefined for an error that carries none. */
export function campaignErrorLabels(error: unknown): PageLabels | undefined {
  if (!isRouteErrorResponse(error)) return undefined;
  const body: unknown = error.data;
  return typeof body === 'object' && body !== null && 'labels' in body ? (body as CampaignErrorData).labels : undefined;
}
