import { useLoaderData } from 'react-router';
import type { Route } from './+types/pages';
import { loadContentPages, loadLogo } from '../features/content/content-api';
import { PagesScreen } from '../features/content/pages-screen';
import { ImagePicker } from '../features/media';

export async function clientLoader(_: Route.ClientLoaderArgs) {
  const [pages, logo] = await Promise.all([loadContentPages(), loadLogo()]);
  return { pages: pages.items, logoUrl: logo.url };
}

export default function Pages() {
  const { pages, logoUrl } = useLoaderData<typeof clientLoader>();
  return <PagesScreen key={logoUrl} pages={pages} logoUrl={logoUrl} Picker={ImagePicker} />;
}
