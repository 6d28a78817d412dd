import { useState, type KeyboardEvent } from 'react';
import { toast } from '../../../components/ui/toast';
import type { PublicProduct } from '#shared/product.schema.js';
import { errorMessage } from '../../../lib/api-client';
import { useQuickEditProduct } from '../api';
import { formatAdminPrice } from '../catalogue';
import { Button } from '../../../components/ui/Button';
import styles from './admin-products.module.css';
import { FormError } from '../../../components/ui/FormError';

/**
 * The Stock and Price cells of one row of the admin table. A click on "Quick edit" turns them into
 * fields; Save (or Enter) sends only what changed, and the server's message shows under the row's
 * fields when it refuses a value.
 */
export function QuickEditCells({ product }: { product: PublicProduct }) {
  const [editing, setEditing] = useState(false);
  const [stock, setStock] = useState('');
  const [price, setPrice] = useState('');
  const save = useQuickEditProduct(product._id);

  function open() {
    save.reset();
    setStock(product.stock === null ? '' : String(product.stock));
    setPrice(product.price === null ? '' : String(product.price));
    setEditing(true);
  }

  function submit() {
    const edit: { price?: string; stock?: string | null } = {};
    if (price.trim() !== (product.price === null ? '' : String(product.price)))
      edit.price = price.trim();
    if (stock.trim() !== (product.stock === null ? '' : String(product.stock)))
      edit.stock = stock.trim() === '' ? null : stock.trim();
    if (Object.keys(edit).length === 0) {
      setEditing(false);
      return;
    }
    save.mutate(edit, {
      onSuccess: () => {
        setEditing(false);
        toast.success(`Saved ${product.name}.`);
      },
    });
  }

  function keys(event: KeyboardEvent) {
    if (event.key === 'Enter') {
      event.preventDefault();
      submit();
    } else if (event.key === 'Escape') {
      setEditing(false);
    }
  }

  if (!editing) {
    return (
      <>
        <td>{product.stock ?? '-'}</td>
        <td className={styles.adminTablePrice}>
          {formatAdminPrice(product.price)}{' '}
          <button
            type="button"
            className={styles.quickEditOpen}
            aria-label={`Quick edit ${product.name}`}
            title="Quick edit stock and price"
            onClick={open}
          >
            ✎
          </button>
        </td>
      </>
    );
  }

  const errorId = `quick-edit-error-${product._id}`;
  return (
    <>
      <td>
        <input
          className={`input ${styles.quickEditInput}`}
          inputMode="numeric"
          aria-label={`Stock of ${product.name}`}
          aria-describedby={save.isError ? errorId : undefined}
          value={stock}
          onChange={(e) => setStock(e.target.value)}
          onKeyDown={keys}
          autoFocus
        />
      </td>
      <td>
        <input
          className={`input ${styles.quickEditInput}`}
          inputMode="decimal"
          aria-label={`Price of ${product.name}`}
          aria-describedby={save.isError ? errorId : undefined}
          value={price}
          onChange={(e) => setPrice(e.target.value)}
          onKeyDown={keys}
        />
        <span className={styles.quickEditButtons}>
          <Button
            type="button"
            variant="primary"
            size="sm"
            onClick={submit}
            disabled={save.isPending}
          >
            {save.isPending ? 'Saving...' : 'Save'}
          </Button>
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => setEditing(false)}
            disabled={save.isPending}
          >
            Cancel
          </Button>
        </span>
        {save.isError && (
          <FormError className={styles.quickEditError} id={errorId}>
            {errorMessage(save.error)}
          </FormError>
        )}
      </td>
    </>
  );
}
