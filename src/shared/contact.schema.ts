import { z } from './zod.js';
import { CONTACT } from './constants.js';

// One schema for the contact form and POST /api/contact: name, e-mail and message, all required
// and trimmed, the e-mail checked as an address. Saved on the server, then offered as a chat
// message (docs/decisions/069-contact-form.md).
export const ContactInput = z.object({
  name: z
    .string({ error: 'Please enter your full name.' })
    .trim()
    .min(1, 'Please enter your full name.')
    .max(CONTACT.nameMax, `Name must be at most ${CONTACT.nameMax} characters.`),
  email: z
    .string({ error: 'Please enter your email address.' })
    .trim()
    .min(1, 'Please enter your email address.')
    .max(CONTACT.emailMax, `Email must be at most ${CONTACT.emailMax} characters.`)
    .pipe(z.email('Please enter a valid email address.')),
  message: z
    .string({ error: 'Please enter a message.' })
    .trim()
    .min(1, 'Please enter a message.')
    .max(CONTACT.messageMax, `Message must be at most ${CONTACT.messageMax} characters.`),
});
export type ContactInput = z.infer<typeof ContactInput>;

export const ContactMessage = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  createdAt: z.string(),
});
export type ContactMessage = z.infer<typeof ContactMessage>;

export const ContactMessageList = z.array(ContactMessage);
