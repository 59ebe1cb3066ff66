import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import {
  AdminProduct,
  ReplaceImagesBody,
  ReplaceVariantsBody,
  StockAdjustment,
  StockAdjustmentBody,
  StockAdjustmentPage,
  StockAdjustmentQuery,
  problem,
} from '@shop/contract';
import type { AdminDeps } from '../admin-deps';
import { failureResponses, invalidInput, jsonSchemaOf, noValidation, parseBody } from '../admin-schemas';
import { actorOf } from '../staff-access';
import { adminProductPath, answer, catalogueSchema, pathIds, refuse } from './catalogue-routing';
import { changeProduct } from './product-commands';
import { adjustStock, listStockAdjustments } from './stock-adjustments';
import { outcomeOf } from './refusal';

const idParams = { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] };
const variantParams = {
  type: 'object',
  properties: { id: { type: 'string' }, variantId: { type: 'string' } },
  required: ['id', 'variantId'],
};

/** A product's variants, their stock, and its pictures. */
export function registerVariantRoutes(app: FastifyInstance, deps: AdminDeps, staff: onRequestHookHandler): void {
  app.put(
    adminProductPath(':id', '/variants'),
    {
      onRequest: staff,
      schema: {
        ...catalogueSchema,
        summary: "Replaces a product's variants (owner, catalogue)",
        description:
          'The whole set: a colour × size grid, one dimension, or one variant with neither; each with a SKU ' +
          '(unique in the shop ignoring case, 409 naming it when another product has it), a price adjustment in ' +
          'cents and its stock. Variants are matched to the existing ones by colour and size, keeping their ids ' +
          "and stock history; a variant sent without `stockQuantity` keeps its stock. The product's colours and " +
          "sizes become the variants', its stock their sum; pictures of a colour no longer offered are kept for " +
          'every colour. With `updatedAt`, a change by someone else since answers 409. Answers the product.',
        params: idParams,
        body: jsonSchemaOf(ReplaceVariantsBody, 'input'),
        response: { 200: jsonSchemaOf(AdminProduct), ...failureResponses },
      },
      validatorCompiler: noValidation,
    },
    async (request, reply) => {
      const params = pathIds(request.params, ['id']);
      if (!params.ok) return refuse(reply, 400, params.problem);
      const body = parseBody(ReplaceVariantsBody, request.body);
      if (!body.ok) return refuse(reply, 400, body.problem);
      const outcome = await outcomeOf(() =>
        changeProduct(deps.db, actorOf(request), params.ids.id, body.data, 'replace-variants'),
      );
      if (outcome.ok) await deps.changes.published('catalog');
      return answer(reply, outcome);
    },
  );

  app.put(
    adminProductPath(':id', '/images'),
    {
      onRequest: staff,
      schema: {
        ...catalogueSchema,
        summary: "Replaces a product's pictures (owner, catalogue)",
        description:
          'The pictures in order (the first is the main one), each a /media/ path the upload answered and the ' +
          "colour it shows (one of the product's colours, 400 otherwise) or null for every colour. With " +
          '`updatedAt`, a change by someone else since answers 409. Answers the product.',
        params: idParams,
        body: jsonSchemaOf(ReplaceImagesBody, 'input'),
        response: { 200: jsonSchemaOf(AdminProduct), ...failureResponses },
      },
      validatorCompiler: noValidation,
    },
    async (request, reply) => {
      const params = pathIds(request.params, ['id']);
      if (!params.ok) return refuse(reply, 400, params.problem);
      const body = parseBody(ReplaceImagesBody, request.body);
      if (!body.ok) return refuse(reply, 400, body.problem);
      const outcome = await outcomeOf(() =>
        changeProduct(deps.db, actorOf(request), params.ids.id, body.data, 'replace-images'),
      );
      if (outcome.ok) await deps.changes.published('catalog');
      return answer(reply, outcome);
    },
  );

  app.post(
    adminProductPath(':id', '/variants/:variantId/stock'),
    {
      onRequest: staff,
      schema: {
        ...catalogueSchema,
        summary: "Adjusts a variant's stock (owner, catalogue)",
        description:
          'By `delta` (units added, negative to take away) or to `set` (units counted), with a `reason`; kept in ' +
          "the variant's stock history and the audit log, the product's total kept in step. The stock never " +
          'goes below 0, however many adjustments arrive at once: one that would answers 409 and changes ' +
          'nothing. Answers 201 with the adjustment.',
        params: variantParams,
        body: jsonSchemaOf(StockAdjustmentBody, 'input'),
        response: { 201: jsonSchemaOf(StockAdjustment), ...failureResponses },
      },
      validatorCompiler: noValidation,
    },
    async (request, reply) => {
      const params = pathIds(request.params, ['id', 'variantId']);
      if (!params.ok) return refuse(reply, 400, params.problem);
      const body = parseBody(StockAdjustmentBody, request.body);
      if (!body.ok) return refuse(reply, 400, body.problem);
      const target = { productId: params.ids.id, variantId: params.ids.variantId };
      const outcome = await outcomeOf(() => adjustStock(deps.db, actorOf(request), target, body.data));
      if (outcome.ok) await deps.changes.published('catalog');
      return answer(reply, outcome, 201);
    },
  );

  app.get(
    adminProductPath(':id', '/variants/:variantId/stock'),
    {
      onRequest: staff,
      schema: {
        ...catalogueSchema,
        summary: "Lists a variant's stock adjustments (owner, catalogue)",
        description:
          'Newest first, paged by `limit` and `offset`: each with its delta, the stock after, the reason and who.',
        params: variantParams,
        querystring: jsonSchemaOf(StockAdjustmentQuery, 'input'),
        response: { 200: jsonSchemaOf(StockAdjustmentPage), ...failureResponses },
      },
      validatorCompiler: noValidation,
    },
    async (request, reply) => {
      const params = pathIds(request.params, ['id', 'variantId']);
      if (!params.ok) return refuse(reply, 400, params.problem);
      const query = StockAdjustmentQuery.safeParse(request.query ?? {});
      if (!query.success) return refuse(reply, 400, invalidInput(query.error));
      const target = { productId: params.ids.id, variantId: params.ids.variantId };
      const page = await listStockAdjustments(deps.db, target, query.data);
      if (!page) return refuse(reply, 404, problem('VARIANT_NOT_FOUND', target));
      return reply.send({ ...page, limit: query.data.limit, offset: query.data.offset });
    },
  );
}
