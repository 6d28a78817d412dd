/**
 * A line for visitors whose browser runs no JavaScript, on pages that cannot work without it
 * (the cart, orders, accounts, the admin): said at once instead of a form that does nothing
 * (docs/decisions/103-forms-without-script.md). Browsers that run scripts never show it.
 */
export function NeedsScript({ what }: { what: string }) {
  return (
    <noscript>
      <p className="container page-status">
        {what} needs JavaScript. Please turn it on in your browser's settings and reload this page.
      </p>
    </noscript>
  );
}
