import type { Problem } from '@shop/contract';
import type { TakenPayment } from './order-payment';

/** A refusal while placing an order: inside its transaction it rolls everything back; it becomes the answer. */
export class OrderRefused extends Error {
  constructor(
    readonly statusCode: 400 | 402 | 409 | 422,
    readonly problem: Problem,
    /** A payment taken before the refusal, to give back. */
    readonly takenPayment?: TakenPayment,
  ) {
    super(problem.message);
  }
}
