import { useLoaderData } from 'react-router';
import { loadDashboard } from '../features/dashboard/dashboard-api';
import { DashboardScreen } from '../features/dashboard/dashboard-screen';

export async function clientLoader() {
  return { dashboard: await loadDashboard() };
}

export default function Home() {
  const { dashboard } = useLoaderData<typeof clientLoader>();
  return <DashboardScreen dashboard={dashboard} />;
}
