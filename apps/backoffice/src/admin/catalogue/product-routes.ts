import type { FastifyInstance } from 'fastify';
import {
  AdminProduct,
  AdminProductListQuery,
  AdminProductPage,
  CreateProductBody,
  UpdateProductBody,
  problem,
} from '@shop/contract';
import type { AdminDeps } from '../admin-deps';
import { failureResponses, invalidInput, jsonSchemaOf, noValidation, parseBody } from '../admin-schemas';
import { actorOf, requireStaff } from '../staff-access';
import {
  ADMIN_PRODUCTS_PATH,
  CATALOGUE_ROLES,
  adminProductPath,
  answer,
  catalogueSchema,
  pathIds,
  refuse,
} from './catalogue-routing';
import { changeProduct, createProduct } from './product-commands';
import { registerProductCsvRoutes } from './product-csv-routes';
import { duplicateProduct, setArchived } from './product-lifecycle';
import { listAdminProducts } from './product-list';
import { readProduct } from './product-state';
import { outcomeOf } from './refusal';
import { registerVariantRoutes } from './variant-routes';

const productAnswer = { 200: jsonSchemaOf(AdminProduct), ...failureResponses };
const idParams = { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] };

/** Products, their variants, pictures and stock, and their CSV export and import (owner and catalogue). */
export function registerAdminProductRoutes(app: FastifyInstance, deps: AdminDeps): void {
  const staff = requireStaff(deps, CATALOGUE_ROLES);

  app.get(
    ADMIN_PRODUCTS_PATH,
    {
      onRequest: staff,
      schema: {
        ...catalogueSchema,
        summary: 'Lists products (owner, catalogue)',
        description:
          '`q` finds the words in a name (English or Arabic, each word as a prefix), an exact SKU (ignoring ' +
          'case) or an id. Filters: `categoryId` (with its subcategories), `brandId`, `vendorId`, `active` (published), ' +
          '`archived` (false by default: archived products are hidden; true lists only them), `stockBelow` (a ' +
          'variant, or a product without variants, with fewer units), `digital`. Sorted by `sort` (id, name, ' +
          'price — what shoppers pay —, stock, createdAt, updatedAt) and `order`; paged by `limit` and `offset`.',
        querystring: jsonSchemaOf(AdminProductListQuery, 'input'),
        response: { 200: jsonSchemaOf(AdminProductPage), ...failureResponses },
      },
      validatorCompiler: noValidation,
    },
    async (request, reply) => {
      const query = AdminProductListQuery.safeParse(request.query ?? {});
      if (!query.success) return refuse(reply, 400, invalidInput(query.error));
      const page = await listAdminProducts(deps.db, query.data);
      return reply.send({ ...page, limit: query.data.limit, offset: query.data.offset });
    },
  );

  app.get(
    adminProductPath(':id'),
    {
      onRequest: staff,
      schema: {
        ...catalogueSchema,
        summary: 'Reads a product with everything its form edits (owner, catalogue)',
        description:
          'Texts in both languages (Arabic "" when not translated), prices in cents, taxonomy ids, colours and ' +
          'sizes, pictures, variants with their stock, and `updatedAt` to send back with a PATCH. 404 for an ' +
          'unknown id.',
        params: idParams,
        response: productAnswer,
      },
      validatorCompiler: noValidation,
    },
    async (request, reply) => {
      const params = pathIds(request.params, ['id']);
      if (!params.ok) return refuse(reply, 400, params.problem);
      const product = await readProduct(deps.db, params.ids.id);
      if (!product) return refuse(reply, 404, problem('PRODUCT_ID_NOT_FOUND', { id: params.ids.id }));
      return reply.send(product);
    },
  );

  app.post(
    ADMIN_PRODUCTS_PATH,
    {
      onRequest: staff,
      schema: {
        ...catalogueSchema,
        summary: 'Creates a product (owner, catalogue)',
        description:
          'English name, price (cents) and category are required; the discounted price is below the price or 0. ' +
          'Every id must name an existing row (400 naming the field otherwise); `vendorId` is the approved seller ' +
          'selling it, null (the default) for the shop itself. `variants` (a colour × size ' +
          'grid, one dimension, or one variant with neither) and `images` may be sent at once; with variants, ' +
          "the colours and sizes are the variants' and the stock their sum (`stockQuantity` is for a product " +
          'without variants). A SKU used by another product answers 409 naming it. The full description is ' +
          'sanitised HTML. Answers 201 with the product; recorded in the audit log.',
        body: jsonSchemaOf(CreateProductBody, 'input'),
        response: { 201: jsonSchemaOf(AdminProduct), ...failureResponses },
      },
      validatorCompiler: noValidation,
    },
    async (request, reply) => {
      const body = parseBody(CreateProductBody, request.body);
      if (!body.ok) return refuse(reply, 400, body.problem);
      const outcome = await outcomeOf(() => createProduct(deps.db, actorOf(request), body.data));
      if (outcome.ok) await deps.changes.published('catalog');
      return answer(reply, outcome, 201);
    },
  );

  app.patch(
    adminProductPath(':id'),
    {
      onRequest: staff,
      schema: {
        ...catalogueSchema,
        summary: 'Changes a product (owner, catalogue)',
        description:
          'Sends only the fields to change (each text whole, both languages), and the `updatedAt` the product ' +
          'was loaded with: when someone changed it since, answers 409 "This product was changed by someone ' +
          'else; reload to see their changes." and changes nothing. The same rules as creating; an archived ' +
          'product is restored before it can be published (409). Recorded in the audit log with the changed ' +
          'fields before and after.',
        params: idParams,
        body: jsonSchemaOf(UpdateProductBody, 'input'),
        response: productAnswer,
      },
      validatorCompiler: noValidation,
    },
    async (request, reply) => {
      const params = pathIds(request.params, ['id']);
      if (!params.ok) return refuse(reply, 400, params.problem);
      const body = parseBody(UpdateProductBody, request.body);
      if (!body.ok) return refuse(reply, 400, body.problem);
      const outcome = await outcomeOf(() =>
        changeProduct(deps.db, actorOf(request), params.ids.id, body.data, 'update'),
      );
      if (outcome.ok) await deps.changes.published('catalog');
      return answer(reply, outcome);
    },
  );

  app.post(
    adminProductPath(':id', '/duplicate'),
    {
      onRequest: staff,
      schema: {
        ...catalogueSchema,
        summary: 'Copies a product (owner, catalogue)',
        description:
          'A new unpublished product with the same texts (names marked "(copy)"), prices, taxonomy, colours, ' +
          'sizes, pictures and variants; the SKUs are cleared and the stock is 0. Answers 201 with the copy.',
        params: idParams,
        response: { 201: jsonSchemaOf(AdminProduct), ...failureResponses },
      },
      validatorCompiler: noValidation,
    },
    async (request, reply) => {
      const params = pathIds(request.params, ['id']);
      if (!params.ok) return refuse(reply, 400, params.problem);
      const outcome = await outcomeOf(() => duplicateProduct(deps.db, actorOf(request), params.ids.id));
      return answer(reply, outcome, 201);
    },
  );

  for (const archived of [true, false]) {
    app.post(
      adminProductPath(':id', archived ? '/archive' : '/restore'),
      {
        onRequest: staff,
        schema: {
          ...catalogueSchema,
          summary: archived
            ? 'Archives a product (owner, catalogue)'
            : 'Restores an archived product (owner, catalogue)',
          description: archived
            ? 'Unpublishes it and hides it from the default list; its orders and history stay. 409 when archived already.'
            : 'Back in the default list, still unpublished: publish it with a PATCH. 409 when it is not archived.',
          params: idParams,
          response: productAnswer,
        },
        validatorCompiler: noValidation,
      },
      async (request, reply) => {
        const params = pathIds(request.params, ['id']);
        if (!params.ok) return refuse(reply, 400, params.problem);
        const outcome = await outcomeOf(() => setArchived(deps.db, actorOf(request), params.ids.id, archived));
        if (outcome.ok) await deps.changes.published('catalog');
        return answer(reply, outcome);
      },
    );
  }

  registerVariantRoutes(app, deps, staff);
  registerProductCsvRoutes(app, deps, staff);
}
