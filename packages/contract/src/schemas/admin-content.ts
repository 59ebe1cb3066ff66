// The admin API's banners, campaigns, pages and the logo (under /api/v1/admin/).
export {};
