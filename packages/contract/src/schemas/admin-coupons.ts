// The admin API's coupons (under /api/v1/admin/).
export {};
