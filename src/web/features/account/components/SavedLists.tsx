import { useState, type FormEvent } from 'react';
import { LISTS, type SavedList } from '#shared/list.schema.js';
import { Button } from '../../../components/ui/Button';
import { TextField } from '../../../components/ui/Field';
import { FormError } from '../../../components/ui/FormError';
import { LoadError } from '../../../components/ui/LoadError';
import { useI18n } from '../../../lib/i18n';
import { useErrorText } from '../../../lib/i18n/error-text';
import { useDeleteList, useListAgain, useMyLists, useRenameList } from '../api';
import { AgainPanel, amountOf } from './AgainPanel';
import styles from '../account.module.css';

// 'My lists' on /account (decision 55): each saved list with its lines, put into the cart in one
// tap at today's prices (every change named first, as 'Order again' names them), renamed or
// deleted.

function ListAgainPanel({ list, onClose }: { list: SavedList; onClose(): void }) {
  const t = useI18n().m.lists;
  return (
    <AgainPanel
      title={t.againTitle(list.name)}
      headingId={`list-again-${list._id}`}
      again={useListAgain(list._id)}
      loading={t.adding}
      onClose={onClose}
      addWhenUnchanged
    />
  );
}

function RenameForm({ list, onDone }: { list: SavedList; onDone(): void }) {
  const t = useI18n().m.lists;
  const rename = useRenameList();
  const errorText = useErrorText();
  const [name, setName] = useState(list.name);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    rename.mutate({ id: list._id, name }, { onSuccess: onDone });
  };
  return (
    <form className={styles.accountSaveList} onSubmit={submit} noValidate>
      <TextField
        id={`list-name-${list._id}`}
        label={t.newName}
        value={name}
        maxLength={LISTS.nameMax}
        autoComplete="off"
        required
        error={rename.error ? errorText(rename.error) : undefined}
        onChange={(e) => setName(e.target.value)}
      />
      <div className={styles.accountPageActions}>
        <Button
          type="submit"
          variant="primary"
          size="sm"
          disabled={rename.isPending || !name.trim()}
        >
          {t.saveName}
        </Button>
        <Button type="button" variant="outline" size="sm" onClick={onDone}>
          {t.cancel}
        </Button>
      </div>
    </form>
  );
}

type Mode = 'idle' | 'again' | 'rename' | 'delete';

function ListCard({ list }: { list: SavedList }) {
  const { m, lang } = useI18n();
  const t = m.lists;
  const remove = useDeleteList();
  const [mode, setMode] = useState<Mode>('idle');
  const idle = () => setMode('idle');
  return (
    <li className={`card ${styles.accountPageOrder}`} data-testid="my-list">
      <div className={styles.accountPageOrderHead}>
        <h3 className={styles.accountListName}>{list.name}</h3>
        <span className="muted">{t.lines(list.lines.length)}</span>
      </div>
      <p className={`muted ${styles.accountListLines}`}>
        {list.lines
          .map(
            (l) =>
              `${amountOf(l.quantity, l.unit, lang)} × ${l.name}${l.variantTitle ? ` (${l.variantTitle})` : ''}`,
          )
          .join(' · ')}
      </p>
      {mode === 'idle' && (
        <div className={styles.accountPageActions}>
          <Button type="button" variant="primary" size="sm" onClick={() => setMode('again')}>
            {t.addToCart}
          </Button>
          <Button type="button" variant="outline" size="sm" onClick={() => setMode('rename')}>
            {t.rename}
          </Button>
          <Button type="button" variant="outline" size="sm" onClick={() => setMode('delete')}>
            {t.delete}
          </Button>
        </div>
      )}
      {mode === 'again' && <ListAgainPanel list={list} onClose={idle} />}
      {mode === 'rename' && <RenameForm list={list} onDone={idle} />}
      {mode === 'delete' && (
        <div
          className={styles.accountSaveList}
          role="group"
          aria-label={t.confirmDelete(list.name)}
        >
          <p>{t.confirmDelete(list.name)}</p>
          <FormError refusal={remove.error ?? undefined} />
          <div className={styles.accountPageActions}>
            <Button
              type="button"
              variant="primary"
              size="sm"
              disabled={remove.isPending}
              onClick={() => remove.mutate(list._id)}
            >
              {t.yesDelete}
            </Button>
            <Button type="button" variant="outline" size="sm" onClick={idle}>
              {t.cancel}
            </Button>
          </div>
        </div>
      )}
    </li>
  );
}

export function SavedLists() {
  const t = useI18n().m.lists;
  const lists = useMyLists(true);
  let body;
  if (lists.isPending) body = <p className="muted">{t.loading}</p>;
  else if (lists.isError)
    body = (
      <LoadError
        what={t.yours}
        error={lists.error}
        onRetry={() => lists.refetch()}
        retrying={lists.isFetching}
      />
    );
  else if (lists.data.length === 0) body = <p>{t.none}</p>;
  else
    body = (
      <ul className={styles.accountPageOrders}>
        {lists.data.map((l) => (
          <ListCard key={l._id} list={l} />
        ))}
      </ul>
    );
  return (
    <section className={styles.accountLists} aria-labelledby="my-lists">
      <h2 id="my-lists">{t.title}</h2>
      {body}
    </section>
  );
}
