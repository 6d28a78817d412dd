import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { KENYA_COUNTIES } from '#shared/kenya.js';
import { formatMoney } from '#shared/pricing.js';
import { QUOTE } from '#shared/quote-limits.js';
import { Button } from '../../../components/ui/Button';
import { SelectField, TextareaField, TextField } from '../../../components/ui/Field';
import { FormError } from '../../../components/ui/FormError';
import { api } from '../../../lib/api-client';
import { useI18n } from '../../../lib/i18n';
import type { PublicQuote } from '#shared/quote.schema.js';
import { useMatchList, useRequestQuote } from '../api';
import {
  MatchedLinesTable,
  amountOf,
  chosenOf,
  toLine,
  type Line,
} from '../components/MatchedLinesTable';
import styles from '../quotes.module.css';

// /quote: a contractor pastes their list, checks what the shop matched, and requests a quote
// (docs/decisions/098-quote-requests.md).

/** A fresh key for one request: retries of the same request reuse it, a changed one gets another. */
const newKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;

export default function QuotePage() {
  const { quotes: t } = useI18n().m;
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [lines, setLines] = useState<Line[] | null>(null);
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [county, setCounty] = useState('');
  const [key, setKey] = useState(newKey);
  const match = useMatchList();
  const request = useRequestQuote();

  // A changed request is a new request.
  useEffect(() => setKey(newKey()), [lines, name, phone, county]);

  async function matchText(list: string) {
    const result = await match.mutateAsync(list);
    setLines(result.lines.map(toLine));
  }

  // 'Request again' from an expired quote: the same lines, matched again at today's prices.
  const from = search.get('from');
  useEffect(() => {
    if (!from) return;
    let stop = false;
    void api<PublicQuote>(`/quotes/${encodeURIComponent(from)}`).then((old) => {
      if (stop) return;
      const list = old.lines
        .map((l) => (l.name ? `${l.quantity} x ${l.name}` : `${l.quantity} x ${l.text}`))
        .join('\n');
      setText(list);
      void matchText(list).catch(() => {});
    });
    return () => {
      stop = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per quote asked for
  }, [from]);

  function onMatch(event: FormEvent) {
    event.preventDefault();
    void matchText(text).catch(() => {});
  }

  function change(index: number, patch: Partial<Line>) {
    setLines((all) => all && all.map((l, i) => (i === index ? { ...l, ...patch } : l)));
  }

  function onRequest(event: FormEvent) {
    event.preventDefault();
    if (!lines) return;
    request.mutate(
      {
        key,
        input: {
          customer: { name, phone },
          county: county ? (county as (typeof KENYA_COUNTIES)[number]) : null,
          lines: lines.map((l) => {
            // The variant and sell unit the shop matched ('Y12' by the tonne), kept on the quote.
            const chosen = chosenOf(l);
            return {
              text: l.text,
              productId: chosen?._id ?? null,
              quantity: l.quantity,
              ...(l.exactQuantity !== undefined && { exactQuantity: l.exactQuantity }),
              variantId: chosen?.variantId ?? null,
              unit: chosen?.unit ?? null,
            };
          }),
        },
      },
      { onSuccess: (quote) => void navigate(`/quotes/${quote.reference}`) },
    );
  }

  const estimate = (lines ?? []).reduce((sum, l) => sum + (amountOf(l) ?? 0), 0);

  return (
    <section className={`page container ${styles.quotePage}`} aria-labelledby="quote-title">
      <h1 id="quote-title">{t.title}</h1>
      <p className="muted">{t.intro}</p>
      <noscript>
        <p className={styles.quoteNoscript}>{t.noscript}</p>
      </noscript>

      <form onSubmit={onMatch} className={`card ${styles.quoteCard}`}>
        <TextareaField
          id="quote-list"
          label={t.yourList}
          name="text"
          rows={8}
          value={text}
          placeholder={t.example}
          maxLength={QUOTE.textMax}
          onChange={(e) => setText(e.target.value)}
        />
        <p className="muted">{t.listHint(QUOTE.linesMax, QUOTE.listLineMax)}</p>
        {match.isError && <FormError>{match.error.message}</FormError>}
        <Button type="submit" variant="primary" disabled={match.isPending}>
          {match.isPending ? t.matching : t.match}
        </Button>
      </form>

      {lines && (
        <form onSubmit={onRequest} className={`card ${styles.quoteCard}`}>
          <h2>{t.matchedList}</h2>
          <MatchedLinesTable lines={lines} onChange={change} />
          <p className={styles.quoteEstimate}>
            {t.estimate} <strong>{formatMoney(estimate)}</strong>
          </p>

          <h2>{t.details}</h2>
          <div className={styles.quoteDetails}>
            <TextField
              id="quote-name"
              label={t.fullName}
              autoComplete="name"
              value={name}
              maxLength={QUOTE.nameMax}
              onChange={(e) => setName(e.target.value)}
            />
            <TextField
              id="quote-phone"
              label={t.phone}
              type="tel"
              autoComplete="tel"
              value={phone}
              maxLength={30}
              onChange={(e) => setPhone(e.target.value)}
            />
            <SelectField
              id="quote-county"
              label={t.county}
              value={county}
              onChange={(e) => setCounty(e.target.value)}
            >
              <option value="">{t.noCounty}</option>
              {KENYA_COUNTIES.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </SelectField>
          </div>
          {request.isError && <FormError>{request.error.message}</FormError>}
          <Button type="submit" variant="primary" disabled={request.isPending}>
            {request.isPending ? t.sending : t.request}
          </Button>
        </form>
      )}
    </section>
  );
}
