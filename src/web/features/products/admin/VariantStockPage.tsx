import { useState, type FormEvent, type ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { parseQuantity } from '#shared/quantity.js';
import { formatDateTime } from '#shared/shop-format.js';
import { StockChange, type StockMovement } from '#shared/stock.schema.js';
import { UNITS, quantityText, unitOf } from '#shared/units.js';
import type { StaffVariant } from '#shared/variant.schema.js';
import { errorRefusal } from '../../../lib/api-client';
import { Button } from '../../../components/ui/Button';
import { FormError } from '../../../components/ui/FormError';
import { TextField } from '../../../components/ui/Field';
import { useAdminProduct } from '../api';
import { MOVEMENTS_PAGE_SIZE, useMovements, useStaffVariants, useStockChange } from './variant-api';
import { useVariantTexts, type VariantTexts } from './variant-texts';
import styles from './variants.module.css';

// A variant's stock screen (DESIGN decision 46): receive (quantity, unit cost), count (the shelf
// count; the difference it will record is shown as it is typed), adjust (signed, with a reason),
// and the movement history a page at a time. /admin/products/{id}/stock?v={variant}; a product
// with several variants lists them to choose from.

type Lang = 'en' | 'sw';

const signed = (thousandths: number, unit: string, lang: Lang) =>
  `${thousandths > 0 ? '+' : thousandths < 0 ? '-' : ''}${quantityText(Math.abs(thousandths), unitOf(unit), lang)}`;

/** A signed decimal string of the API as thousandths ('-2.5' -> -2500). */
const parsed = (quantity: string) => {
  const negative = quantity.startsWith('-');
  const read = parseQuantity(negative ? quantity.slice(1) : quantity);
  const value = read.ok ? read.value : 0;
  return negative ? -value : value;
};

const signedText = (quantity: string) => (quantity.startsWith('-') ? quantity : `+${quantity}`);

export default function VariantStockPage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const { t, lang, switchLang } = useVariantTexts();
  const product = useAdminProduct(id);
  const variants = useStaffVariants(id);

  let body: ReactNode;
  if (product.isPending || variants.isPending) body = <p className="muted">{t.stock.loading}</p>;
  else if (product.data === null || variants.data === null)
    body = <FormError as="div">{t.stock.notFound}</FormError>;
  else if (product.isError || variants.isError)
    body = (
      <FormError as="div" lang={lang} refusal={errorRefusal(product.error ?? variants.error)} />
    );
  else {
    const list = variants.data.variants;
    const wanted = params.get('v');
    const chosen = wanted
      ? list.find((v) => v._id === wanted)
      : list.length === 1
        ? list[0]
        : undefined;
    body = (
      <>
        {list.length > 1 && (
          <nav aria-label={t.stock.chooseVariant}>
            <ul className={styles.variantLinks}>
              {list.map((v) => (
                <li key={v._id}>
                  <Link
                    to={`?v=${encodeURIComponent(v._id)}`}
                    aria-current={v._id === chosen?._id ? 'page' : undefined}
                  >
                    {v.title || v.sku} ({v.stock.onHand ?? '-'} {v.stock.unit})
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
        {chosen ? (
          <VariantStock key={chosen._id} variant={chosen} t={t} lang={lang} />
        ) : wanted ? (
          <FormError as="div">{t.stock.noVariant}</FormError>
        ) : null}
      </>
    );
  }

  return (
    <section className={styles.stockPage} aria-labelledby="stock-title" lang={lang}>
      <div className={styles.head}>
        <h1 id="stock-title">{t.stock.title(product.data?.name ?? '')}</h1>
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={switchLang}
          aria-label={t.switchLabel}
        >
          {t.switchTo}
        </Button>
      </div>
      <p>
        <Link to={`/admin/products/edit/${encodeURIComponent(id)}`}>{t.stock.back}</Link>
      </p>
      {body}
    </section>
  );
}

function VariantStock({
  variant,
  t,
  lang,
}: {
  variant: StaffVariant;
  t: VariantTexts;
  lang: Lang;
}) {
  const [page, setPage] = useState(1);
  const movements = useMovements(variant._id, page);
  const change = useStockChange(variant._id);
  const [status, setStatus] = useState<string | null>(null);
  const onHand = movements.data?.onHand ?? variant.stock.onHand;
  const unit = movements.data?.unit ?? variant.stock.unit;
  /** The stock unit's name in the screen's language ('bars', 'nondo'), for the labels. */
  const unitName = UNITS[unitOf(unit)][lang].many;
  const kindName = (kind: string) => t.stock.kinds[kind] ?? kind;

  /** Sends a change the shared schema accepts; answers the refusal to show, if any. */
  const send = (body: Record<string, unknown>, done: () => void): string | null => {
    const checked = StockChange.safeParse(body);
    if (!checked.success) {
      const message = checked.error.issues[0]?.message ?? '';
      return message.startsWith('A reason is required') ? t.stock.reasonRequired : message;
    }
    setStatus(null);
    change.mutate(body, {
      onSuccess: (answer) => {
        setStatus(
          answer.movement
            ? t.stock.recorded(
                kindName(answer.movement.kind),
                signed(parsed(answer.movement.quantity), answer.unit, lang),
                quantityText(parsed(answer.movement.balance), unitOf(answer.unit), lang),
              )
            : t.stock.nothingRecorded,
        );
        setPage(1);
        done();
      },
    });
    return null;
  };

  const total = movements.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / MOVEMENTS_PAGE_SIZE));
  return (
    <>
      <div className={`card ${styles.stockSummary}`}>
        <div>
          <div className="muted">{t.stock.variant}</div>
          <strong>
            {variant.title || variant.sku} · {variant.sku}
          </strong>
        </div>
        <div>
          <div className="muted">{t.stock.onHand}</div>
          <div className={styles.onHand} data-testid="on-hand">
            {onHand === null
              ? t.stock.notCounted
              : quantityText(parsed(onHand), unitOf(unit), lang)}
          </div>
        </div>
      </div>
      <p role="status" className={styles.status}>
        {status}
      </p>
      {change.isError && <FormError lang={lang} refusal={errorRefusal(change.error)} />}
      <div className={styles.stockForms}>
        <ReceiveForm unit={unitName} t={t} busy={change.isPending} send={send} />
        <CountForm
          unit={unit}
          onHand={onHand}
          t={t}
          lang={lang}
          busy={change.isPending}
          send={send}
        />
        <AdjustForm unit={unitName} t={t} busy={change.isPending} send={send} />
      </div>
      <section className={`card ${styles.history}`} aria-labelledby="history-title">
        <h2 id="history-title">{t.stock.history}</h2>
        {movements.isPending ? (
          <p className="muted">{t.stock.loading}</p>
        ) : movements.isError ? (
          <FormError lang={lang} refusal={errorRefusal(movements.error)} />
        ) : movements.data.movements.length === 0 ? (
          <p className="muted">{t.stock.noMovements}</p>
        ) : (
          <>
            <div
              className={styles.gridScroll}
              role="region"
              aria-label={t.stock.history}
              tabIndex={0}
            >
              <table className={styles.historyTable}>
                <thead>
                  <tr>
                    <th scope="col">{t.stock.col.kind}</th>
                    <th scope="col" className={styles.num}>
                      {t.stock.col.quantity}
                    </th>
                    <th scope="col" className={styles.num}>
                      {t.stock.col.balance}
                    </th>
                    <th scope="col">{t.stock.col.reason}</th>
                    <th scope="col">{t.stock.col.by}</th>
                    <th scope="col">{t.stock.col.at}</th>
                  </tr>
                </thead>
                <tbody>
                  {movements.data.movements.map((m) => (
                    <MovementRow key={m._id} movement={m} kind={kindName(m.kind)} t={t} />
                  ))}
                </tbody>
              </table>
            </div>
            <div className={styles.pager}>
              <Button
                type="button"
                variant="outline"
                size="sm"
                disabled={page <= 1}
                onClick={() => setPage(page - 1)}
              >
                {t.stock.newer}
              </Button>
              <p>{t.stock.pageOf(page, pages, total)}</p>
              <Button
                type="button"
                variant="outline"
                size="sm"
                disabled={page >= pages}
                onClick={() => setPage(page + 1)}
              >
                {t.stock.older}
              </Button>
            </div>
          </>
        )}
      </section>
    </>
  );
}

function MovementRow({
  movement: m,
  kind,
  t,
}: {
  movement: StockMovement;
  kind: string;
  t: VariantTexts;
}) {
  const notes = [m.reason, m.unitCost === null ? null : t.stock.unitCostNote(String(m.unitCost))];
  return (
    <tr>
      <td>{kind}</td>
      <td className={styles.num}>{signedText(m.quantity)}</td>
      <td className={styles.num}>{m.balance}</td>
      <td>{notes.filter(Boolean).join('; ') || '-'}</td>
      <td>{m.by ?? '-'}</td>
      <td>{formatDateTime(m.at)}</td>
    </tr>
  );
}

type Send = (body: Record<string, unknown>, done: () => void) => string | null;

function StockForm({
  id,
  title,
  hint,
  button,
  busy,
  onSubmit,
  children,
}: {
  id: string;
  title: string;
  hint: string;
  button: string;
  busy: boolean;
  onSubmit: () => void;
  children: ReactNode;
}) {
  return (
    <form
      className={`card ${styles.stockForm}`}
      aria-labelledby={`${id}-title`}
      noValidate
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <h2 id={`${id}-title`}>{title}</h2>
      <p className="muted">{hint}</p>
      {children}
      <Button type="submit" variant="primary" disabled={busy}>
        {button}
      </Button>
    </form>
  );
}

function Input({
  id,
  label,
  value,
  onChange,
  error,
  inputMode = 'decimal',
  placeholder,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  inputMode?: 'decimal' | 'text';
  placeholder?: string;
}) {
  return (
    <TextField
      id={id}
      label={label}
      value={value}
      inputMode={inputMode}
      placeholder={placeholder}
      error={error}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

function ReceiveForm({
  unit,
  t,
  busy,
  send,
}: {
  unit: string;
  t: VariantTexts;
  busy: boolean;
  send: Send;
}) {
  const [quantity, setQuantity] = useState('');
  const [cost, setCost] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <StockForm
      id="receive"
      title={t.stock.receive}
      hint={t.stock.receiveHint}
      button={t.stock.receiveButton}
      busy={busy}
      onSubmit={() => {
        const unitCost = cost.trim() === '' ? undefined : Number(cost.replace(',', '.'));
        setError(
          send({ kind: 'receipt', quantity: quantity.trim(), unitCost }, () => {
            setQuantity('');
            setCost('');
          }),
        );
      }}
    >
      <Input
        id="receive-quantity"
        label={t.stock.quantityReceived(unit)}
        value={quantity}
        onChange={setQuantity}
        error={error}
      />
      <Input id="receive-cost" label={t.stock.unitCost} value={cost} onChange={setCost} />
    </StockForm>
  );
}

function CountForm({
  unit,
  onHand,
  t,
  lang,
  busy,
  send,
}: {
  unit: string;
  onHand: string | null;
  t: VariantTexts;
  lang: Lang;
  busy: boolean;
  send: Send;
}) {
  const [counted, setCounted] = useState('');
  const [error, setError] = useState<string | null>(null);
  const typed = parseQuantity(counted);
  const before = onHand === null ? 0 : parsed(onHand);
  const difference = typed.ok ? typed.value - before : null;
  return (
    <StockForm
      id="count"
      title={t.stock.count}
      hint={t.stock.countHint}
      button={t.stock.countButton}
      busy={busy}
      onSubmit={() =>
        setError(send({ kind: 'count', counted: counted.trim() }, () => setCounted('')))
      }
    >
      <Input
        id="count-counted"
        label={t.stock.counted(UNITS[unitOf(unit)][lang].many)}
        value={counted}
        onChange={setCounted}
        error={error}
      />
      <p aria-live="polite" data-testid="count-difference">
        {difference === null
          ? ''
          : difference === 0 && onHand !== null
            ? t.stock.noDifference
            : t.stock.difference(signed(difference, unit, lang))}
      </p>
    </StockForm>
  );
}

function AdjustForm({
  unit,
  t,
  busy,
  send,
}: {
  unit: string;
  t: VariantTexts;
  busy: boolean;
  send: Send;
}) {
  const [quantity, setQuantity] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ quantity?: string; reason?: string }>({});
  return (
    <StockForm
      id="adjust"
      title={t.stock.adjust}
      hint={t.stock.adjustHint}
      button={t.stock.adjustButton}
      busy={busy}
      onSubmit={() => {
        const refusal = send({ kind: 'adjustment', quantity: quantity.trim(), reason }, () => {
          setQuantity('');
          setReason('');
        });
        setErrors(
          refusal === null
            ? {}
            : refusal === t.stock.reasonRequired
              ? { reason: refusal }
              : { quantity: refusal },
        );
      }}
    >
      <Input
        id="adjust-quantity"
        label={t.stock.adjustQuantity(unit)}
        value={quantity}
        onChange={setQuantity}
        error={errors.quantity}
      />
      <Input
        id="adjust-reason"
        label={t.stock.reason}
        value={reason}
        onChange={setReason}
        inputMode="text"
        placeholder={t.stock.reasonPlaceholder}
        error={errors.reason}
      />
    </StockForm>
  );
}
