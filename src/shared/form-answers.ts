// The server's answers to page forms sent without the script, as plain form posts, which the
// page it renders starts from (docs/decisions/103-forms-without-script.md). No schema library
// here: the pages import this with their first script.

/** The contact form: the values as typed, each refused field's message, or `sent` once saved. */
export interface ContactFormAnswer {
  values: { name: string; email: string; message: string };
  errors?: Partial<Record<'name' | 'email' | 'message', string>>;
  sent?: boolean;
}
export const CONTACT_FORM = 'contact';
