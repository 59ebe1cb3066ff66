// The admin API's the shop's settings and its screen labels (under /api/v1/admin/).
export {};
