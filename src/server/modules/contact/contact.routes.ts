import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffWrite } from '../audit/audit.js';
import { IdParam } from '#shared/api.js';
import { ContactInput, ContactMessage, ContactMessageList } from '#shared/contact.schema.js';
import { CONTACT_FORM, type ContactFormAnswer } from '#shared/form-answers.js';
import { CONTACT } from '#shared/constants.js';
import { ForbiddenError, NotFoundError } from '../../lib/errors.js';
import { deleteContactMessage } from './contact.repository.js';
import { listContactMessages, sendContactMessage } from './contact.service.js';

/** A contact form as typed: three fields within their limits, with room for encoding. */
const FORM_BODY_LIMIT = 32 * 1024;

/**
 * Whether a form post comes from one of the shop's own pages: the browser's Sec-Fetch-Site (sent
 * by every current browser) is same-origin, or, from an older one, its Origin is the shop's.
 */
function fromOwnPage(headers: Record<string, string | string[] | undefined>, publicUrl: string) {
  const site = headers['sec-fetch-site'];
  if (site !== undefined) return site === 'same-origin';
  const origin = headers.origin;
  const host = headers.host;
  if (typeof origin !== 'string') return false;
  return (
    origin === new URL(publicUrl).origin || (host !== undefined && origin.endsWith(`//${host}`))
  );
}

// Contact messages: visitors send them from /contact, admins read and delete them
// (docs/decisions/069-contact-form.md).
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  // The page's form also works without the script (docs/decisions/103-forms-without-script.md):
  // the browser posts it as a plain form and this answers with the page itself, saying what was
  // refused (the values kept) or that the message was sent. Only this plugin reads such bodies.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => {
      const fields: Record<string, string> = {};
      for (const [name, value] of new URLSearchParams(String(body))) fields[name] ??= value;
      done(null, fields);
    },
  );
  // The Swahili page's form posts to its own address and is answered in Swahili.
  for (const at of ['/contact', '/sw/contact'])
    app.post(
      at,
      {
        config: {
          rateLimit: { max: CONTACT.rateLimitMax, timeWindow: CONTACT.rateLimitWindow },
        },
        schema: { body: z.record(z.string(), z.string()) },
      },
      async (request, reply) => {
        // A plain form can be posted from any site (no preflight, unlike the JSON API): only a form
        // on the shop's own pages may send one, or other sites could send messages through visitors.
        if (!fromOwnPage(request.headers, app.config.publicUrl))
          throw new ForbiddenError('Send the message from the contact page.').with({
            why: 'contact',
          });
        const typed = request.body;
        const values = {
          name: (typed.name ?? '').slice(0, CONTACT.nameMax),
          email: (typed.email ?? '').slice(0, CONTACT.emailMax),
          message: (typed.message ?? '').slice(0, CONTACT.messageMax),
        };
        const parsed = ContactInput.safeParse(typed);
        let answer: ContactFormAnswer;
        if (parsed.success) {
          await sendContactMessage(app.db, parsed.data, app.clock.now());
          answer = { values: parsed.data, sent: true };
        } else {
          const errors: NonNullable<ContactFormAnswer['errors']> = {};
          for (const issue of parsed.error.issues) {
            const field = issue.path[0];
            if (field === 'name' || field === 'email' || field === 'message')
              errors[field] ??= issue.message;
          }
          answer = { values, errors };
        }
        const page = await app.renderPage(at, { form: CONTACT_FORM, answer });
        // Without a built app there is no page to answer with: back to the form.
        if (!page) return reply.redirect(at, 303);
        return reply
          .status(parsed.success ? 200 : 400)
          .header('content-security-policy', page.policy)
          .header('cache-control', 'no-store')
          .type('text/html; charset=utf-8')
          .send(page.html);
      },
    );

  app.post(
    '/api/contact',
    {
      config: {
        policy: 'public',
        rateLimit: { max: CONTACT.rateLimitMax, timeWindow: CONTACT.rateLimitWindow },
      },
      schema: { body: ContactInput, response: { 201: ContactMessage } },
    },
    async (request, reply) => {
      const saved = await sendContactMessage(app.db, request.body, app.clock.now());
      return reply.status(201).send(saved);
    },
  );

  app.get(
    '/api/contact',
    {
      config: { policy: 'admin', capability: 'content.edit' },
      schema: { response: { 200: ContactMessageList } },
    },
    async () => listContactMessages(app.db),
  );

  app.delete(
    '/api/contact/:id',
    {
      config: { policy: 'admin', capability: 'content.edit' },
      schema: { params: IdParam, response: { 200: z.object({ deleted: z.literal(true) }) } },
    },
    async (request) => {
      const id = request.params.id;
      await staffWrite(app, request, async ({ db }) => {
        if (!(await deleteContactMessage(db, id)))
          throw new NotFoundError('Message not found.').with({ why: 'message' });
        return { answer: null, event: { action: 'message.delete', entity: 'contact-message', id } };
      });
      return { deleted: true as const };
    },
  );
};
