// The admin API's uploads (under /api/v1/admin/).
export {};
