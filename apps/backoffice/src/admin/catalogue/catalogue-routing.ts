// What the catalogue's routes share: who may call them, their paths, path ids and answers.
import type { FastifyReply } from 'fastify';
import { MAX_ID, problem, type Problem, type StaffRole } from '@shop/contract';
import { ADMIN_SECURITY_SCHEME } from '../admin-order-routes';
import type { Outcome } from './refusal';
import { refuse } from '../admin-schemas';

/** Products, variants and stock are the owner's and the catalogue members'. */
export const CATALOGUE_ROLES: readonly StaffRole[] = ['owner', 'catalogue'];

export const ADMIN_PRODUCTS_PATH = '/api/v1/admin/products';
export const ADMIN_PRODUCTS_CSV_PATH = '/api/v1/admin/products.csv';
export const ADMIN_PRODUCT_IMPORT_PATH = `${ADMIN_PRODUCTS_PATH}/import`;
export const adminProductPath = (id: number | string, tail = '') => `${ADMIN_PRODUCTS_PATH}/${id}${tail}`;

/** The parts of every catalogue route's schema: the OpenAPI tag, the session, the failures. */
export const catalogueSchema = {
  tags: ['admin'],
  security: [{ [ADMIN_SECURITY_SCHEME]: [] }],
} as const;

const DIGITS = /^\d{1,10}$/;

/**
 * The named path parameters as ids, or the 400 naming the first that is not one (an id that is
 * well formed but unknown is the route's 404).
 */
export function pathIds<const K extends string>(
  params: unknown,
  names: readonly K[],
): { ok: true; ids: Record<K, number> } | { ok: false; problem: Problem } {
  const ids = {} as Record<K, number>;
  for (const name of names) {
    const text = String((params as Record<string, unknown> | undefined)?.[name] ?? '');
    const id = DIGITS.test(text) ? Number(text) : 0;
    if (id < 1 || id > MAX_ID) {
      return {
        ok: false,
        problem: problem('INVALID_INPUT', { reason: `${name}: Expected an id (a whole number from 1)` }),
      };
    }
    ids[name] = id;
  }
  return { ok: true, ids };
}

/** Answers an outcome: the value with `status`, or the refusal. */
export function answer<T>(reply: FastifyReply, outcome: Outcome<T>, status = 200) {
  return outcome.ok ? reply.code(status).send(outcome.value) : refuse(reply, outcome.status, outcome.problem);
}

export { refuse };
