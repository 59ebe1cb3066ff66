// The admin API's categories, brands, tags, colours and sizes (under /api/v1/admin/).
export {};
