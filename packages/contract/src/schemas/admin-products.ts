// The admin API's products, variants and stock (under /api/v1/admin/).
export {};
