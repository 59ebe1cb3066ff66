import { useLoaderData } from 'react-router';
import type { Route } from './+types/media';
import { loadImagePage } from '../features/media/media-api';
import { MediaLibraryScreen } from '../features/media/media-library-screen';

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const params = new URL(request.url).searchParams;
  const offset = Number(params.get('offset'));
  const q = params.get('q') ?? '';
  return { q, page: await loadImagePage({ offset: Number.isInteger(offset) && offset > 0 ? offset : 0, q }) };
}

export default function Media() {
  const { page, q } = useLoaderData<typeof clientLoader>();
  return <MediaLibraryScreen key={q} page={page} q={q} />;
}
