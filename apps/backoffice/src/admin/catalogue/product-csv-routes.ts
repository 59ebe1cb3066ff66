import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import {
  AdminProductListQuery,
  ProductImportBody,
  ProductImportQuery,
  ProductImportReport,
  ProductLimit,
  problem,
} from '@shop/contract';
import type { AdminDeps } from '../admin-deps';
import { failureResponses, invalidInput, jsonSchemaOf, noValidation, parseBody } from '../admin-schemas';
import { actorOf } from '../staff-access';
import {
  ADMIN_PRODUCTS_CSV_PATH,
  ADMIN_PRODUCT_IMPORT_PATH,
  answer,
  catalogueSchema,
  refuse,
} from './catalogue-routing';
import { applyImport, parseProductCsv, planImport, productsCsv, reportOf } from './product-csv';
import { listAllAdminProducts } from './product-list';
import { Refusal, outcomeOf } from './refusal';

const ExportQuery = AdminProductListQuery.omit({ limit: true, offset: true });
/** An import's body in bytes: its characters may take up to 3 bytes each in UTF-8 (Arabic takes 2). */
const IMPORT_BODY_LIMIT = ProductLimit.importCharacters * 3;

/** The products CSV: export of the filtered list, and import with a dry run. */
export function registerProductCsvRoutes(app: FastifyInstance, deps: AdminDeps, staff: onRequestHookHandler): void {
  app.get(
    ADMIN_PRODUCTS_CSV_PATH,
    {
      onRequest: staff,
      schema: {
        ...catalogueSchema,
        summary: 'Exports the product list as CSV (owner, catalogue)',
        description:
          `The products the list's filters, search and sort select (limit and offset aside; at most ` +
          `${ProductLimit.exportRows.toLocaleString('en')}), as UTF-8 CSV with a byte-order mark so that Excel shows ` +
          'Arabic. Columns: id, nameEn, nameAr, price and discountedPrice (amounts such as 12.50), categoryId, ' +
          'categoryName, brandName, stock, variantCount, isPublished, archived, digital. Cells that start like ' +
          'a formula are written with a leading apostrophe.',
        querystring: jsonSchemaOf(ExportQuery, 'input'),
        response: failureResponses,
      },
      validatorCompiler: noValidation,
    },
    async (request, reply) => {
      const query = ExportQuery.safeParse(request.query ?? {});
      if (!query.success) return refuse(reply, 400, invalidInput(query.error));
      const rows = await listAllAdminProducts(deps.db, query.data, ProductLimit.exportRows);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="products.csv"')
        .send(productsCsv(rows));
    },
  );

  // The import alone reads text/csv bodies (everything else in the API is JSON).
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      ['text/csv', 'text/plain'],
      { parseAs: 'string', bodyLimit: IMPORT_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    scope.post(
      ADMIN_PRODUCT_IMPORT_PATH,
      {
        onRequest: staff,
        bodyLimit: IMPORT_BODY_LIMIT,
        schema: {
          ...catalogueSchema,
          summary: 'Imports products from CSV (owner, catalogue)',
          description:
            'The body is the CSV (`Content-Type: text/csv`) or `{"csv": "..."}`; its first line names the columns. ' +
            'Read: id (empty for a new product), nameEn, nameAr, price, discountedPrice (amounts such as 12.50), ' +
            'categoryId, stock (of a product without variants) and isPublished (true or false); other columns ' +
            '(e.g. those of an export) are ignored, and an empty cell leaves its field as it is. A new product ' +
            'needs nameEn, price and categoryId. `dryRun=true` (the default) answers what each line would do — ' +
            'create, update, unchanged, or its errors, each naming the column — and changes nothing. ' +
            '`dryRun=false` applies every line in one transaction, each product recorded in the audit log, or ' +
            'answers 400 naming the first line with an error and changes nothing. At most ' +
            `${ProductLimit.importLines.toLocaleString('en')} lines.`,
          querystring: jsonSchemaOf(ProductImportQuery, 'input'),
          body: jsonSchemaOf(ProductImportBody, 'input'),
          response: { 200: jsonSchemaOf(ProductImportReport), ...failureResponses },
        },
        validatorCompiler: noValidation,
      },
      async (request, reply) => {
        const query = ProductImportQuery.safeParse(request.query ?? {});
        if (!query.success) return refuse(reply, 400, invalidInput(query.error));
        const body = typeof request.body === 'string' ? ProductImportBody.safeParse({ csv: request.body }) : undefined;
        if (body && !body.success) return refuse(reply, 400, invalidInput(body.error));
        const json = body ? undefined : parseBody(ProductImportBody, request.body);
        if (json && !json.ok) return refuse(reply, 400, json.problem);
        const parsed = parseProductCsv(body?.data?.csv ?? (json?.ok ? json.data.csv : ''));
        if (!parsed.ok) return refuse(reply, 400, parsed.problem);

        if (query.data.dryRun) {
          const plan = await planImport(deps.db, parsed.csv, { lock: false });
          return reply.send(reportOf(plan, { dryRun: true, applied: false }));
        }
        const actor = actorOf(request);
        const outcome = await outcomeOf(() =>
          deps.db.transaction(async (tx) => {
            const plan = await planImport(tx, parsed.csv, { lock: true });
            const failed = plan.find((line) => line.action === 'error');
            if (failed)
              throw new Refusal(400, problem('IMPORT_LINE_INVALID', { line: failed.line, reason: failed.errors[0]! }));
            await applyImport(tx, actor, plan);
            return reportOf(plan, { dryRun: false, applied: true });
          }),
        );
        if (outcome.ok && outcome.value.creates + outcome.value.updates > 0) await deps.changes.published('catalog');
        return answer(reply, outcome);
      },
    );
  });
}
