import { lazy } from 'react';

import { SearchForm } from './search-form';

/**
 * The search form for pages that show it only sometimes (the 404 page), inside a Suspense boundary.
 * The server renders it in the page as it is (so it is there without JavaScript too); the browser
 * fetches its code (with the suggestions') only on such a page, and hydrates it once it is there.
 */
export const LazySearchForm = import.meta.env.SSR
  ? SearchForm
  : lazy(() => import('./search-form').then((module) => ({ default: module.SearchForm })));
