import { data } from 'react-router';

// This screen is not built yet: it answers 404 like any unknown page until it is.
export function loader() {
  throw data('Not Found', { status: 404, statusText: 'Not Found' });
}

export default function NotBuiltYet() {
  return null;
}
