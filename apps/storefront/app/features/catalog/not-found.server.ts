import { data } from 'react-router';

/** Ends a loader with the 404 page: the URL names no product or list of the shop. */
export function notFound(): never {
  throw data('Not Found', { status: 404, statusText: 'Not Found' });
}
