import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffWrite, type AuditChange } from '../audit/audit.js';
import { ImportReport, PRODUCT_CSV_LIMITS } from '#shared/product-csv.schema.js';
import { BadRequestError } from '../../lib/errors.js';
import { multipartBody, type UploadedFile } from '../../plugins/uploads.js';
import { catalogueChanged } from '../../lib/catalogue-events.js';
import { fileTooLarge } from './product-csv-file.js';
import { applyImport, exportProductsCsv, previewImport } from './product-csv.js';

/** The form of an import: one CSV file in "file", refused above the size limit while streaming. */
const csvUpload = multipartBody({
  maxFileBytes: PRODUCT_CSV_LIMITS.maxBytes,
  tooLarge: fileTooLarge,
  notMultipart: { why: 'csv', message: 'Send the CSV file as multipart/form-data in "file".' },
});

/** The bytes of the uploaded CSV: the form's first file, which must be "file". */
function csvBytes(files: UploadedFile[]): Buffer {
  const [first] = files;
  if (!first || first.field !== 'file')
    throw new BadRequestError('Choose a CSV file to import.', 'CSV_MISSING');
  return first.data;
}

// The catalogue as a spreadsheet (admin): export, a dry-run preview of an import, and apply.
export const productCsvRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/products/export',
    { config: { policy: 'admin', capability: 'products.edit' } },
    async (_request, reply) => {
      const csv = await exportProductsCsv(app.db);
      const day = app.clock.now().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="products-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );

  app.post(
    '/api/products/import/preview',
    {
      config: { policy: 'admin', capability: 'prices.edit' },
      preValidation: csvUpload,
      schema: { response: { 200: ImportReport } },
    },
    async (request) => previewImport(app.db, csvBytes(request.uploads)),
  );

  app.post(
    '/api/products/import/apply',
    {
      config: { policy: 'admin', capability: 'prices.edit' },
      preValidation: csvUpload,
      schema: { response: { 200: ImportReport } },
    },
    async (request) => {
      const bytes = csvBytes(request.uploads);
      const report = await staffWrite(app, request, async ({ db }) => {
        const done = await applyImport(db, bytes, app.clock.now());
        const changes: AuditChange[] = [
          ['created', null, done.counts.created],
          ['updated', null, done.counts.updated],
        ];
        return {
          answer: done,
          event: { action: 'product.import', entity: 'product', id: 'import', changes },
        };
      });
      if (report.counts.created + report.counts.updated > 0) catalogueChanged(app);
      return report;
    },
  );
};
