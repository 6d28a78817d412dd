import type { Messages } from '#shared/messages/en.js';
import { useI18n } from '../../lib/i18n';

/** Which page needs the script, as the messages name it. */
export type NeedsScriptPage = keyof Messages['layout']['needsScriptFor'];

/**
 * A line for visitors whose browser runs no JavaScript, on pages that cannot work without it
 * (the cart, orders, accounts, the admin): said at once instead of a form that does nothing
 * (docs/decisions/103-forms-without-script.md). Browsers that run scripts never show it.
 */
export function NeedsScript({ page }: { page: NeedsScriptPage }) {
  const { layout } = useI18n().m;
  return (
    <noscript>
      <p className="container page-status">{layout.needsScript(layout.needsScriptFor[page])}</p>
    </noscript>
  );
}
