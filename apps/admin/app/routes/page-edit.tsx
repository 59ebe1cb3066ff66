import { data, useLoaderData } from 'react-router';
import { ContentPageSlug } from '@shop/contract';
import type { Route } from './+types/page-edit';
import { loadContentPage } from '../features/content/content-api';
import { PageEditScreen } from '../features/content/page-edit-screen';

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  const slug = ContentPageSlug.safeParse(params.slug);
  if (!slug.success) throw data(null, { status: 404 });
  return { page: await loadContentPage(slug.data) };
}

export default function PageEdit() {
  const { page } = useLoaderData<typeof clientLoader>();
  return <PageEditScreen page={page} />;
}
