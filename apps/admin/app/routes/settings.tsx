import { useLoaderData } from 'react-router';
import type { Route } from './+types/settings';
import { loadSettings } from '../features/settings/settings-api';
import { SettingsRouteError } from '../features/settings/settings-route-error';
import { SettingsScreen } from '../features/settings/settings-screen';

export async function clientLoader() {
  return { settings: await loadSettings() };
}

export default function Settings() {
  const { settings } = useLoaderData<typeof clientLoader>();
  return <SettingsScreen settings={settings} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <SettingsRouteError error={error} />;
}
