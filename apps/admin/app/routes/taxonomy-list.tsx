// The list of categories, brands, tags, colours or sizes: one route module registered once per noun
// (routes.ts gives each its own id); the noun is read from the address.
import { data, useLoaderData } from 'react-router';
import type { Route } from './+types/taxonomy-list';
import { loadAllEntries, loadTaxonomyPage } from '../features/taxonomy/taxonomy-api';
import { TaxonomyListScreen } from '../features/taxonomy/taxonomy-list-screen';
import { TAXONOMY_NOUNS, taxonomyNounAt } from '../features/taxonomy/taxonomy-nouns';
import { readListQuery } from '../ui/list-query';

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  const noun = taxonomyNounAt(url.pathname);
  if (!noun) throw data(null, { status: 404 });
  const query = readListQuery(url.searchParams, 'displayOrder');
  const [page, categories] = await Promise.all([
    loadTaxonomyPage(noun, query),
    noun.extras === 'category' ? loadAllEntries(TAXONOMY_NOUNS.categories) : [],
  ]);
  return { path: noun.path, query, page, categories };
}

export default function TaxonomyList() {
  const { path, query, page, categories } = useLoaderData<typeof clientLoader>();
  const noun = taxonomyNounAt(`/${path}`)!;
  return <TaxonomyListScreen key={path} noun={noun} query={query} page={page} categories={categories} />;
}
