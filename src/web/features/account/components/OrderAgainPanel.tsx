import { useI18n } from '../../../lib/i18n';
import { useOrderAgain } from '../api';
import { AgainPanel } from './AgainPanel';

// 'Order again' (decision 54): today's prices and stock of an old order's lines, every change
// named, and nothing in the cart before the customer presses 'Add to cart'.

export function OrderAgainPanel({ reference, onClose }: { reference: string; onClose(): void }) {
  const t = useI18n().m.account;
  return (
    <AgainPanel
      title={t.againTitle(reference)}
      headingId={`again-${reference}`}
      again={useOrderAgain(reference)}
      loading={t.againLoading}
      onClose={onClose}
    />
  );
}
