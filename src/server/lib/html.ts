/** Escapes text for HTML (mail bodies, rendered pages' head tags and attributes): text, never markup. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
