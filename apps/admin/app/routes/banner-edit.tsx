import { data, useLoaderData, useLocation } from 'react-router';
import type { Route } from './+types/banner-edit';
import { loadBanner } from '../features/content/content-api';
import { BannerEditScreen } from '../features/content/scheduled-edit-screen';
import { ImagePicker } from '../features/media';
import { ApiError } from '../lib/api';

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  if (params.id === undefined) return { banner: undefined };
  if (!/^\d{1,10}$/.test(params.id) || Number(params.id) < 1) throw data(null, { status: 404 });
  try {
    return { banner: await loadBanner(Number(params.id)) };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) throw data(null, { status: 404 });
    throw error;
  }
}

export default function BannerEdit() {
  const { banner } = useLoaderData<typeof clientLoader>();
  const location = useLocation();
  const created = (location.state as { created?: boolean } | null)?.created === true;
  return <BannerEditScreen banner={banner} created={created} Picker={ImagePicker} />;
}
