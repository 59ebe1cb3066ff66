/** The shop owner's token of the end-to-end back-office (playwright.config.ts hands it over as ADMIN_TOKEN). */
export const E2E_ADMIN_TOKEN = 'e2e-shop-owner-token-0123456789-abcdefghijklmnopqrstuvwxyz';
