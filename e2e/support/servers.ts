// Where the end-to-end servers listen: ports of their own, so a running dev shop does not collide.
// E2E_BACKOFFICE_PORT and E2E_STOREFRONT_PORT move them, e.g. to run two suites side by side.
export const BACKOFFICE_PORT = Number(process.env.E2E_BACKOFFICE_PORT ?? 4100);
export const BACKOFFICE_URL = `http://127.0.0.1:${BACKOFFICE_PORT}`;
export const STOREFRONT_PORT = Number(process.env.E2E_STOREFRONT_PORT ?? 3100);
export const STOREFRONT_URL = `http://127.0.0.1:${STOREFRONT_PORT}`;
