// A new category, brand, tag, colour or size (/<noun>/new), or one to edit (/<noun>/:id): one route
// module registered twice per noun (routes.ts gives each its own id); the noun is read from the address.
import { data, useLoaderData, useLocation } from 'react-router';
import type { Route } from './+types/taxonomy-edit';
import { loadAllEntries, loadEntry } from '../features/taxonomy/taxonomy-api';
import { TaxonomyEditScreen } from '../features/taxonomy/taxonomy-edit-screen';
import { TAXONOMY_NOUNS, taxonomyNounAt } from '../features/taxonomy/taxonomy-nouns';
import { ApiError } from '../lib/api';

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const noun = taxonomyNounAt(new URL(request.url).pathname);
  const id = 'id' in params && params.id !== undefined ? Number(params.id) : undefined;
  if (!noun || (id !== undefined && !(Number.isInteger(id) && id > 0))) throw data(null, { status: 404 });
  const [entry, categories] = await Promise.all([
    id === undefined
      ? undefined
      : loadEntry(noun, id).catch((error: unknown) => {
          if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
            throw data(null, { status: 404 });
          }
          throw error;
        }),
    noun.extras === 'category' ? loadAllEntries(TAXONOMY_NOUNS.categories) : [],
  ]);
  return { path: noun.path, entry, categories };
}

export default function TaxonomyEdit() {
  const { path, entry, categories } = useLoaderData<typeof clientLoader>();
  const location = useLocation();
  const created = (location.state as { created?: boolean } | null)?.created === true;
  return (
    <TaxonomyEditScreen noun={taxonomyNounAt(`/${path}`)!} entry={entry} categories={categories} created={created} />
  );
}
