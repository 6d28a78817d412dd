import { useState, type FormEvent } from 'react';
import { LISTS, type ListInput } from '#shared/list.schema.js';
import { Button } from '../../../components/ui/Button';
import { TextField } from '../../../components/ui/Field';
import { FormError } from '../../../components/ui/FormError';
import { useI18n } from '../../../lib/i18n';
import { useErrorText } from '../../../lib/i18n/error-text';
import { useSaveList } from '../api';
import styles from '../account.module.css';

/** What a list is saved from: the cart's lines, or one of the customer's orders. */
export type ListSource =
  | Pick<Extract<ListInput, { items: unknown }>, 'items'>
  | Pick<Extract<ListInput, { orderReference: unknown }>, 'orderReference'>;

/**
 * 'Save as a list' (decision 55): a name ('Plot 12 roofing') for the cart's lines or an order's,
 * kept on the customer's account for /account's 'My lists'. Opened by its button, so the cart and
 * the order stay quiet until asked.
 */
export function SaveListForm({ id, source }: { id: string; source: () => ListSource }) {
  const t = useI18n().m.lists;
  const save = useSaveList();
  const errorText = useErrorText();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');

  if (!open)
    return (
      <div className={styles.accountSaveList}>
        {save.isSuccess && <FormError success>{t.saved(save.data.name)}</FormError>}
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => {
            save.reset();
            setOpen(true);
          }}
        >
          {t.saveAs}
        </Button>
      </div>
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { name, ...source() },
      {
        onSuccess: () => {
          setName('');
          setOpen(false);
        },
      },
    );
  };
  return (
    <form className={styles.accountSaveList} onSubmit={submit} noValidate>
      <TextField
        id={`${id}-name`}
        label={t.nameLabel}
        value={name}
        maxLength={LISTS.nameMax}
        placeholder={t.namePlaceholder}
        autoComplete="off"
        required
        error={save.error ? errorText(save.error) : undefined}
        onChange={(e) => setName(e.target.value)}
      />
      <div className={styles.accountPageActions}>
        <Button type="submit" variant="primary" size="sm" disabled={save.isPending || !name.trim()}>
          {save.isPending ? t.saving : t.save}
        </Button>
        <Button type="button" variant="outline" size="sm" onClick={() => setOpen(false)}>
          {t.cancel}
        </Button>
      </div>
    </form>
  );
}
