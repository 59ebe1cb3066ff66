import { redirect, useLoaderData } from 'react-router';
import { AccountScreen } from '../features/account/account-screen';
import { loadOwnSession } from '../features/account/account-api';

export async function clientLoader() {
  const session = await loadOwnSession();
  if (!session) return redirect('/login');
  return { session };
}

export default function Account() {
  const { session } = useLoaderData<typeof clientLoader>();
  return <AccountScreen session={session} />;
}
