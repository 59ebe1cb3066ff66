import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  AdminReview,
  AdminReviewListQuery,
  AdminReviewPage,
  AdminReviewParams,
  problem,
  type ReviewStatus,
  type StaffRole,
  type Problem,
} from '@shop/contract';
import type { Executor } from '../../db/database';
import { lockReviewedProduct, refreshProductRating } from '../../engagement/review-repository';
import { failureEnvelope } from '../../protocol/envelope';
import type { AdminActor } from '../admin-actor';
import type { AdminDeps } from '../admin-deps';
import { ADMIN_SECURITY_SCHEME } from '../admin-order-routes';
import { failureResponses, invalidInput, jsonSchemaOf, noValidation } from '../admin-schemas';
import { recordAudit } from '../audit-log';
import { changedFields } from '../changed-fields';
import { actorOf, requireStaff } from '../staff-access';
import {
  deleteReview,
  findReviewById,
  findReviewedProductId,
  listReviews,
  setReviewApproval,
} from './review-admin-repository';

export const ADMIN_REVIEWS_PATH = '/api/v1/admin/reviews';
const REVIEW_PATH = `${ADMIN_REVIEWS_PATH}/:id`;

/** Who may moderate reviews. */
export const REVIEW_ROLES: readonly StaffRole[] = ['owner', 'moderator'];

/** The moderation actions and the state each leaves a review in. */
const MODERATIONS = { approve: 'visible', hide: 'hidden' } as const satisfies Record<string, ReviewStatus>;
type Moderation = keyof typeof MODERATIONS;

/** The review's own fields, as the audit log records a deleted one. */
const auditedFields = ({ id: _id, product, moderatedAt: _at, moderatedBy: _by, ...fields }: AdminReview) => ({
  productId: product.id,
  ...fields,
});

type Outcome =
  | { ok: true; status: 200 | 204; review?: AdminReview; changed: boolean }
  | { ok: false; status: 404; problem: Problem };

const answer = (reply: FastifyReply, outcome: Outcome) =>
  outcome.ok
    ? reply.code(outcome.status).send(outcome.review)
    : reply.code(outcome.status).send(failureEnvelope(outcome.status, outcome.problem));

const notFound = (id: number): Outcome => ({ ok: false, status: 404, problem: problem('REVIEW_NOT_FOUND', { id }) });

/**
 * The review, locked for the rest of the transaction together with its product: every writer of a
 * product's reviews takes the product's lock first, so that parallel changes (two moderators, a
 * shopper's new review) recount its rating one after the other. Undefined for an unknown review.
 */
async function lockReview(tx: Executor, id: number): Promise<AdminReview | undefined> {
  // A review never moves to another product, so the product read before the lock stays its own.
  const productId = await findReviewedProductId(tx, id);
  if (productId === undefined || !(await lockReviewedProduct(tx, productId))) return undefined;
  return findReviewById(tx, id, { forUpdate: true });
}

/** Shows or hides a review and recounts its product's rating; a review already so is left alone. */
async function moderate(tx: Executor, actor: AdminActor, id: number, action: Moderation): Promise<Outcome> {
  const before = await lockReview(tx, id);
  if (!before) return notFound(id);
  const changed = changedFields({ status: before.status }, { status: MODERATIONS[action] });
  if (!changed) return { ok: true, status: 200, review: before, changed: false };
  await setReviewApproval(tx, id, {
    approved: action === 'approve',
    staffId: actor.kind === 'staff' ? actor.member.id : null,
  });
  await refreshProductRating(tx, before.product.id);
  await recordAudit(tx, actor, { action, resource: 'review', resourceId: id, ...changed });
  return { ok: true, status: 200, review: await findReviewById(tx, id), changed: true };
}

const schemaBase = { tags: ['admin'], security: [{ [ADMIN_SECURITY_SCHEME]: [] }] };

/** Reviews: the moderation queue; show, hide and delete (owner and moderator). */
export function registerAdminReviewRoutes(app: FastifyInstance, deps: AdminDeps): void {
  const access = requireStaff(deps, REVIEW_ROLES);

  /** The path's review id, or the 400 already sent. */
  const reviewId = (params: unknown, reply: FastifyReply): number | undefined => {
    const parsed = AdminReviewParams.safeParse(params);
    if (parsed.success) return parsed.data.id;
    void reply.code(400).send(failureEnvelope(400, invalidInput(parsed.error)));
    return undefined;
  };

  /** After a change committed: shoppers' cached lists, ratings and reviews are dropped. */
  const announce = async (outcome: Outcome) => {
    if (outcome.ok && outcome.changed) await deps.changes.published('catalog');
  };

  app.get(
    ADMIN_REVIEWS_PATH,
    {
      onRequest: access,
      schema: {
        ...schemaBase,
        summary: 'Lists reviews (owner, moderator)',
        description:
          'Paged by `limit` and `offset`; `status` (pending, visible, hidden), `productId` and `rating` filter; ' +
          "`q` matches the title, text, author's name or email. Sorted by `sort` (createdAt, rating, id) and " +
          '`order`, newest first by default. Titles and texts are as the shopper typed them: show them as text.',
        querystring: jsonSchemaOf(AdminReviewListQuery, 'input'),
        response: { 200: jsonSchemaOf(AdminReviewPage), ...failureResponses },
      },
      validatorCompiler: noValidation,
    },
    async (request, reply) => {
      const query = AdminReviewListQuery.safeParse(request.query ?? {});
      if (!query.success) return reply.code(400).send(failureEnvelope(400, invalidInput(query.error)));
      const page = await listReviews(deps.db, query.data);
      return reply.send({ ...page, limit: query.data.limit, offset: query.data.offset });
    },
  );

  app.get(
    REVIEW_PATH,
    {
      onRequest: access,
      schema: {
        ...schemaBase,
        summary: 'Reads a review (owner, moderator)',
        description: '404 for an unknown id.',
        params: jsonSchemaOf(AdminReviewParams, 'input'),
        response: { 200: jsonSchemaOf(AdminReview), ...failureResponses },
      },
      validatorCompiler: noValidation,
    },
    async (request, reply) => {
      const id = reviewId(request.params, reply);
      if (id === undefined) return reply;
      const review = await findReviewById(deps.db, id);
      if (!review) return reply.code(404).send(failureEnvelope(404, problem('REVIEW_NOT_FOUND', { id })));
      return reply.send(review);
    },
  );

  const moderationRoute = (action: Moderation, summary: string, description: string) =>
    app.post(
      `${REVIEW_PATH}/${action}`,
      {
        onRequest: access,
        schema: {
          ...schemaBase,
          summary,
          description,
          params: jsonSchemaOf(AdminReviewParams, 'input'),
          response: { 200: jsonSchemaOf(AdminReview), ...failureResponses },
        },
        validatorCompiler: noValidation,
      },
      async (request, reply) => {
        const actor = actorOf(request);
        const id = reviewId(request.params, reply);
        if (id === undefined) return reply;
        const outcome = await deps.db.transaction((tx) => moderate(tx, actor, id, action));
        await announce(outcome);
        return answer(reply, outcome);
      },
    );

  moderationRoute(
    'approve',
    'Shows a review (owner, moderator)',
    'Approves a pending review, or restores a hidden one: shoppers see it and it counts in the ' +
      "product's rating and review count, recounted at once. Audited; a review already visible is " +
      'answered as it is and nothing is recorded. Answers the review; 404 for an unknown id.',
  );
  moderationRoute(
    'hide',
    'Hides a review (owner, moderator)',
    "Hides a pending or visible review: shoppers no longer see it and the product's rating and review " +
      'count are recounted without it. Audited; a review already hidden is answered as it is and ' +
      'nothing is recorded. Answers the review; 404 for an unknown id.',
  );

  app.delete(
    REVIEW_PATH,
    {
      onRequest: access,
      schema: {
        ...schemaBase,
        summary: 'Deletes a review (owner, moderator)',
        description:
          "Deletes it for good and recounts the product's rating; the audit log keeps what it was. " +
          'Answers 204; 404 for an unknown id.',
        params: jsonSchemaOf(AdminReviewParams, 'input'),
        response: { 204: { type: 'null' }, ...failureResponses },
      },
      validatorCompiler: noValidation,
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const id = reviewId(request.params, reply);
      if (id === undefined) return reply;
      const outcome = await deps.db.transaction(async (tx): Promise<Outcome> => {
        const review = await lockReview(tx, id);
        if (!review) return notFound(id);
        await deleteReview(tx, id);
        await refreshProductRating(tx, review.product.id);
        await recordAudit(tx, actor, {
          action: 'delete',
          resource: 'review',
          resourceId: id,
          before: auditedFields(review),
        });
        return { ok: true, status: 204, changed: true };
      });
      await announce(outcome);
      return answer(reply, outcome);
    },
  );
}
