import { useState, type FormEvent } from 'react';
import type { StatementAnswer, StatementLine } from '#shared/mpesa-statement.schema.js';
import { STATEMENT_MAX_BYTES } from '#shared/mpesa-statement.schema.js';
import { formatDateTime } from '#shared/shop-format.js';
import { Button } from '../../components/ui/Button';
import { TextField } from '../../components/ui/Field';
import { FormError } from '../../components/ui/FormError';
import { toast } from '../../components/ui/toast';
import { useStatementAttach, useStatementMatch } from './api';
import { cellText } from './ReportTable';
import styles from './reports.module.css';

// 'M-Pesa statement' (decision 53): the portal's CSV matched with the shop's payments, each group
// with its lines, the day totals of both sides, and 'Attach to order' where the shop lacks it.

const money = (v: number | null) => cellText(v, 'money');

function AttachForm({ line, onDone }: { line: StatementLine; onDone: () => void }) {
  const [reference, setReference] = useState(line.accountNo ?? '');
  const [problem, setProblem] = useState<string | undefined>();
  const attach = useStatementAttach();
  const id = `attach-${line.receipt}`;
  function submit(event: FormEvent) {
    event.preventDefault();
    attach.mutate(
      {
        receipt: line.receipt,
        amount: line.statementAmount ?? 0,
        reference,
        otherParty: line.otherParty,
      },
      {
        onSuccess: () => {
          toast.success(`${line.receipt} attached to ${reference.toUpperCase()}.`);
          onDone();
        },
        onError: (err) => setProblem(err.message),
      },
    );
  }
  return (
    <form onSubmit={submit} className={styles.statementAttach}>
      <TextField
        id={id}
        label="Order reference"
        value={reference}
        error={problem}
        onChange={(e) => setReference(e.target.value)}
        placeholder="ARH-7K3Q-9XF2"
        maxLength={40}
      />
      <Button type="submit" variant="outline" disabled={attach.isPending || !reference.trim()}>
        Attach to order
      </Button>
    </form>
  );
}

function Group({
  title,
  lines,
  note,
  attach,
  onAttached,
}: {
  title: string;
  lines: StatementLine[];
  note: string;
  attach?: boolean;
  onAttached?: () => void;
}) {
  return (
    <section className={styles.statementGroup}>
      <h3>
        {title} <span className="muted">({lines.length})</span>
      </h3>
      <p className="muted">{note}</p>
      {lines.length > 0 && (
        <ul className={styles.statementLines}>
          {lines.map((l) => (
            <li key={l.receipt} className="card">
              <strong>{l.receipt}</strong> {l.at ? formatDateTime(l.at) : ''}
              <br />
              Statement: {money(l.statementAmount)} · Shop: {money(l.shopAmount)}
              {l.orderReference && <> · Order {l.orderReference}</>}
              {l.otherParty && <div className="muted">{l.otherParty}</div>}
              {attach && <AttachForm line={l} onDone={onAttached ?? (() => {})} />}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function StatementPanel() {
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | undefined>();
  const match = useStatementMatch();
  const [answer, setAnswer] = useState<StatementAnswer | null>(null);
  const send = () => {
    if (!file) return;
    match.mutate(file, {
      onSuccess: (a) => {
        setAnswer(a);
        setProblem(undefined);
      },
      onError: (err) => setProblem(err.message),
    });
  };
  return (
    <section aria-label="M-Pesa statement" className={styles.statement}>
      <p className="muted">
        Export the statement from the M-Pesa business portal as CSV and choose it here. Every
        receipt of money in is matched with the shop&apos;s payments.
      </p>
      <div className={styles.reportsRange}>
        <label className={styles.statementFile}>
          Statement (CSV)
          <input
            type="file"
            accept=".csv,text/csv"
            onChange={(e) => {
              const chosen = e.target.files?.[0] ?? null;
              setProblem(
                chosen && chosen.size > STATEMENT_MAX_BYTES
                  ? 'The file is larger than 5 MB. Export a shorter period.'
                  : undefined,
              );
              setFile(chosen && chosen.size <= STATEMENT_MAX_BYTES ? chosen : null);
            }}
          />
        </label>
        <Button type="button" onClick={send} disabled={!file || match.isPending}>
          {match.isPending ? 'Matching...' : 'Match statement'}
        </Button>
      </div>
      <FormError>{problem}</FormError>
      {answer && (
        <>
          <h2 className={styles.reportsTitle}>
            Statement {answer.from} to {answer.to}
          </h2>
          <div className={styles.reportsTableWrap}>
            <table className={styles.reportsTable}>
              <thead>
                <tr>
                  <th scope="col">Day</th>
                  <th scope="col" className={styles.reportsNumber}>
                    Statement
                  </th>
                  <th scope="col" className={styles.reportsNumber}>
                    Shop
                  </th>
                </tr>
              </thead>
              <tbody>
                {answer.days.map((d) => (
                  <tr key={d.day}>
                    <th scope="row">{d.day}</th>
                    <td className={styles.reportsNumber}>{money(d.statement)}</td>
                    <td className={styles.reportsNumber}>{money(d.shop)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Group
            title="Amount differs"
            lines={answer.amountDiffers}
            note="The same receipt with another amount in the shop."
          />
          <Group
            title="In the statement only"
            lines={answer.statementOnly}
            note="Money that reached the paybill but no order has: attach it to its order."
            attach
            onAttached={send}
          />
          <Group
            title="In the shop only"
            lines={answer.shopOnly}
            note="The shop recorded it but M-Pesa never paid it in: suspect, check before dispatch."
          />
          <Group title="Matched" lines={answer.matched} note="Same receipt, same amount." />
        </>
      )}
    </section>
  );
}
