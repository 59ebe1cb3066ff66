import { data } from 'react-router';

// Unknown paths answer 404; the root ErrorBoundary renders the page in the URL's language.
export function loader() {
  throw data('Not Found', { status: 404, statusText: 'Not Found' });
}

// A component is needed so React Router treats this as a page, not a resource route.
export default function NotFound() {
  return null;
}
