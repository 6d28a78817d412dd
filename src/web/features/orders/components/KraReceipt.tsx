import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useI18n } from '../../../lib/i18n';

// The order page's link to its KRA eTIMS receipt (DESIGN decision 61): shown once KRA has signed
// it, 'KRA receipt pending' while the paid order's invoice waits for KRA. The receipt itself is a
// server-rendered page (/orders/{reference}/receipt), so the link is a plain one.

interface KraReceiptState {
  status: 'none' | 'pending' | 'signed' | 'refused';
  receiptUrl: string;
}

const RECHECK_MS = 10_000;

export function KraReceipt({ reference, paid }: { reference: string; paid: boolean }) {
  const { orders: t } = useI18n().m;
  const state = useQuery({
    queryKey: ['kra-receipt', reference],
    queryFn: async () =>
      api<KraReceiptState>(`/orders/${encodeURIComponent(reference)}/kra-receipt`),
    enabled: paid,
    refetchInterval: (query) => (query.state.data?.status === 'signed' ? false : RECHECK_MS),
  });
  if (!paid || !state.data || state.data.status === 'none') return null;
  return (
    <p data-testid="kra-receipt">
      <strong>{t.kraReceipt}:</strong>{' '}
      {state.data.status === 'signed' ? (
        <a href={state.data.receiptUrl}>{t.kraReceiptOpen}</a>
      ) : (
        <span className="muted">{t.kraReceiptPending}</span>
      )}
    </p>
  );
}
