import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ImportReport, PRODUCT_CSV_LIMITS } from '../../../shared/product-csv.schema.js';
import { BadRequestError, UnsupportedMediaError } from '../../lib/errors.js';
import { asMultipartError } from '../media/media.service.js';
import { catalogueChanged } from './catalogue-events.js';
import { applyImport, exportProductsCsv, fileTooLarge, previewImport } from './product-csv.js';

/** The uploaded CSV (multipart field "file"), refused above the size limit before it is parsed. */
async function readCsvUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart())
    throw new UnsupportedMediaError('Send the CSV file as multipart/form-data in "file".');
  try {
    const part = await request.file({
      limits: { fileSize: PRODUCT_CSV_LIMITS.maxBytes, files: 1 },
    });
    if (!part || part.fieldname !== 'file')
      throw new BadRequestError('Choose a CSV file to import.', 'CSV_MISSING');
    const data = await part.toBuffer();
    if (part.file.truncated) throw fileTooLarge();
    return data;
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw fileTooLarge();
    // A broken or cut-off form is the sender's fault (400), never a 500.
    throw asMultipartError(error);
  }
}

// The catalogue as a spreadsheet (admin): export, a dry-run preview of an import, and apply.
export const productCsvRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/products/export', { config: { policy: 'admin' } }, async (_request, reply) => {
    const csv = await exportProductsCsv(app.db);
    const day = app.clock.now().toISOString().slice(0, 10);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="products-${day}.csv"`)
      .header('cache-control', 'no-store')
      .send(csv);
  });

  app.post(
    '/api/products/import/preview',
    { config: { policy: 'admin' }, schema: { response: { 200: ImportReport } } },
    async (request) => previewImport(app.db, await readCsvUpload(request)),
  );

  app.post(
    '/api/products/import/apply',
    { config: { policy: 'admin' }, schema: { response: { 200: ImportReport } } },
    async (request) => {
      const report = await applyImport(app.db, await readCsvUpload(request), app.clock.now());
      if (report.counts.created + report.counts.updated > 0) catalogueChanged(app);
      return report;
    },
  );
};
