import { useLoaderData } from 'react-router';
import type { Route } from './+types/reviews';
import { loadReviewPage } from '../features/reviews/review-api';
import { ReviewListScreen } from '../features/reviews/review-list-screen';
import { ReviewRouteError } from '../features/reviews/review-route-error';
import { readListQuery } from '../ui/list-query';

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const query = readListQuery(new URL(request.url).searchParams, 'createdAt', 'desc');
  return { query, page: await loadReviewPage(query) };
}

export default function Reviews() {
  const { query, page } = useLoaderData<typeof clientLoader>();
  return <ReviewListScreen query={query} page={page} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ReviewRouteError error={error} />;
}
