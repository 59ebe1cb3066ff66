import { useLoaderData, useLocation } from 'react-router';
import type { Route } from './+types/labels';
import { loadLabelPage } from '../features/labels/label-api';
import { LabelListScreen } from '../features/labels/label-list-screen';
import { LabelRouteError } from '../features/labels/label-route-error';
import { readListQuery } from '../ui/list-query';

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const query = readListQuery(new URL(request.url).searchParams, 'screen');
  return { query, page: await loadLabelPage(query) };
}

export default function Labels() {
  const { query, page } = useLoaderData<typeof clientLoader>();
  const { search } = useLocation();
  // Each page of the list starts with its texts as saved.
  return <LabelListScreen key={search} query={query} page={page} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <LabelRouteError error={error} />;
}
