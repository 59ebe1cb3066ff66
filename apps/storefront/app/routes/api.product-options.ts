// Not built yet: answers 404 until it is.
export function loader() {
  return new Response('Not Found', { status: 404 });
}
