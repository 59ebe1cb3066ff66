export type { PlaceOrderRequest } from './place-order-request.server';

/** Where the checkout places its order (resource route `routes/api.place-order.ts`). */
export const PLACE_ORDER_PATH = '/api/place-order';

/**
 * The storefront's answer. `settled` is false when the outcome is unknown (the back-office could not
 * be reached, failed, or is still placing the same attempt): the browser keeps the attempt and its
 * key, so trying again gets the first request's answer instead of a second order. `signIn` is the
 * login page when the session is gone.
 */
export type PlaceOrderResult =
  { ok: true; orderNumber: string } | { ok: false; message: string; settled: boolean; signIn?: string };
