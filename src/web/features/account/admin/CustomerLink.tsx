import { Link } from 'react-router';

/**
 * A customer's name as the admin shows it: a link to their page (/admin/customers/{id}) when the
 * order or account is a signed-in customer's, the name alone for a guest.
 */
export function CustomerLink({ name, customerId }: { name: string; customerId?: string | null }) {
  if (!customerId) return <strong>{name}</strong>;
  return (
    <Link to={`/admin/customers/${encodeURIComponent(customerId)}`} data-testid="customer-link">
      <strong>{name}</strong>
    </Link>
  );
}
