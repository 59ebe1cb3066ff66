export type { PlaceOrderRequest } from './place-order-request.server';

/** Where the checkout places its order (resource route `routes/api.place-order.ts`). */
export const PLACE_ORDER_PATH = '/api/place-order';
