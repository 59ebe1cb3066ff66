// The list of banners or of campaigns: one route module registered for each (routes.ts gives each
// its own id); which one is read from the address.
import { useLoaderData } from 'react-router';
import type { Route } from './+types/scheduled-list';
import { loadScheduledPage, type ScheduledNoun } from '../features/content/content-api';
import { ScheduledListScreen } from '../features/content/scheduled-list-screen';
import { thumbnailSources } from '../features/media';
import { readListQuery } from '../ui/list-query';

const nounAt = (pathname: string): ScheduledNoun => (/\/campaigns\/?$/.test(pathname) ? 'campaigns' : 'banners');

function Thumbnail({ url, alt }: { url: string; alt: string }) {
  const { src, srcSet } = thumbnailSources(url);
  return <img src={src} srcSet={srcSet} sizes="96px" alt={alt} className="h-12 w-20 rounded object-cover" />;
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  const noun = nounAt(url.pathname);
  const query = readListQuery(url.searchParams, 'displayOrder');
  return { noun, query, page: await loadScheduledPage(noun, query), loadedAt: Date.now() };
}

export default function ScheduledList() {
  const { noun, query, page, loadedAt } = useLoaderData<typeof clientLoader>();
  return (
    <ScheduledListScreen key={noun} noun={noun} query={query} page={page} loadedAt={loadedAt} Thumbnail={Thumbnail} />
  );
}
