import { z } from './zod.js';
import { CONTACT } from './constants.js';

// One schema for the contact form and POST /api/contact (spec: name, email, message; all required,
// trimmed, email type). DESIGN.md decision 11: saved on the server, then offered as a chat message.
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
