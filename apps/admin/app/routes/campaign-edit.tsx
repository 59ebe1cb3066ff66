import { data, useLoaderData, useLocation } from 'react-router';
import type { Route } from './+types/campaign-edit';
import { loadCampaign } from '../features/content/content-api';
import { CampaignEditScreen } from '../features/content/scheduled-edit-screen';
import { ImagePicker } from '../features/media';
import { ApiError } from '../lib/api';

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  if (params.id === undefined) return { campaign: undefined };
  if (!/^\d{1,10}$/.test(params.id) || Number(params.id) < 1) throw data(null, { status: 404 });
  try {
    return { campaign: await loadCampaign(Number(params.id)) };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) throw data(null, { status: 404 });
    throw error;
  }
}

export default function CampaignEdit() {
  const { campaign } = useLoaderData<typeof clientLoader>();
  const location = useLocation();
  const created = (location.state as { created?: boolean } | null)?.created === true;
  return <CampaignEditScreen campaign={campaign} created={created} Picker={ImagePicker} />;
}
