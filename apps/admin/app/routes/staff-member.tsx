import { data, useLoaderData } from 'react-router';
import type { Route } from './+types/staff-member';
import { loadStaffMember } from '../features/staff/staff-api';
import { StaffMemberScreen } from '../features/staff/staff-member-screen';
import { StaffRouteError } from '../features/staff/staff-route-error';
import { ApiError } from '../lib/api';

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  if (!/^\d{1,10}$/.test(params.id)) throw data(null, { status: 404 });
  try {
    return { member: await loadStaffMember(Number(params.id)) };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) throw data(null, { status: 404 });
    throw error;
  }
}

export default function StaffMemberRoute() {
  const { member } = useLoaderData<typeof clientLoader>();
  return <StaffMemberScreen key={member.id} member={member} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <StaffRouteError error={error} />;
}
