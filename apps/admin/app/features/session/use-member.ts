import { useRouteLoaderData } from 'react-router';
import type { StaffMember } from '@shop/contract';

/** The signed-in member, from the signed-in layout's loader. */
export function useMember(): StaffMember {
  const data = useRouteLoaderData<{ member: StaffMember }>('routes/signed-in');
  if (!data) throw new Error('useMember outside the signed-in layout');
  return data.member;
}
