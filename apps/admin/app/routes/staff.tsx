import { useLoaderData } from 'react-router';
import type { Route } from './+types/staff';
import { loadStaffPage } from '../features/staff/staff-api';
import { StaffList } from '../features/staff/staff-list';
import { StaffRouteError } from '../features/staff/staff-route-error';
import { readListQuery } from '../ui/list-query';

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const query = readListQuery(new URL(request.url).searchParams, 'name');
  return { query, page: await loadStaffPage(query) };
}

export default function Staff() {
  const { query, page } = useLoaderData<typeof clientLoader>();
  return <StaffList query={query} page={page} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <StaffRouteError error={error} />;
}
