import { formatMoney } from '#shared/pricing.js';
import { AGEING_BUCKETS, type Statement, type StatementEntry } from '#shared/trade.schema.js';
import { useI18n } from '../../../lib/i18n';
import { useFormat } from '../../../lib/i18n/format';
import styles from '../statement.module.css';

// A trade account's statement (decision 57): opening balance, entries, closing balance and the
// ageing of what is owed. Plain HTML that reads at 320 px, prints on paper without the site's
// bar and footer, and needs no script: the share link's page is drawn by the server.

function Details({ entry }: { entry: StatementEntry }) {
  const { m } = useI18n();
  const t = m.statement;
  const format = useFormat();
  const ref = entry.reference ?? '';
  if (entry.kind === 'charge')
    return (
      <>
        {t.charge(ref, format.date(`${entry.dueDay ?? entry.day}T09:00:00Z`))}
        {entry.outstanding ? (
          <span className={styles.statementUnpaid}>
            {' '}
            · {t.unpaid(formatMoney(entry.outstanding))}
          </span>
        ) : null}
      </>
    );
  return <>{entry.kind === 'payment' ? t.payment(ref) : t.credit(ref)}</>;
}

/** On a narrow screen the date column gives its room to the details and rides above them. */
function DayAbove({ day }: { day: string }) {
  return <span className={styles.statementDayAbove}>{day}</span>;
}

export function StatementView({ statement: s }: { statement: Statement }) {
  const t = useI18n().m.statement;
  const format = useFormat();
  const day = (d: string) => format.date(`${d}T09:00:00Z`);
  return (
    <div className={styles.statement}>
      <p className={styles.statementMeta}>
        <strong>{t.account(s.account.number)}</strong> · {t.period(day(s.from), day(s.to))}
        <br />
        {t.limit}: {formatMoney(s.account.creditLimit)} · {t.terms(s.account.termsDays)}
      </p>
      {s.account.onHold && (
        <p className={styles.statementHold} role="status">
          {t.onHold}
        </p>
      )}
      <table className={styles.statementTable}>
        <thead>
          <tr>
            <th scope="col" className={styles.statementDate}>
              {t.date}
            </th>
            <th scope="col">{t.details}</th>
            <th scope="col" className={styles.statementNumber}>
              {t.amount}
            </th>
            <th scope="col" className={styles.statementNumber}>
              {t.balance}
            </th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td className={styles.statementDate}>{day(s.from)}</td>
            <td>
              <DayAbove day={day(s.from)} />
              {t.opening}
            </td>
            <td />
            <td className={styles.statementNumber}>{formatMoney(s.opening)}</td>
          </tr>
          {s.entries.length === 0 && (
            <tr>
              <td colSpan={4} className="muted">
                {t.none}
              </td>
            </tr>
          )}
          {s.entries.map((e, i) => (
            <tr key={i} data-testid="statement-entry">
              <td className={styles.statementDate}>{day(e.day)}</td>
              <td>
                <DayAbove day={day(e.day)} />
                <Details entry={e} />
              </td>
              <td className={styles.statementNumber}>{formatMoney(e.amount)}</td>
              <td className={styles.statementNumber}>{formatMoney(e.balance)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <td className={styles.statementDate}>{day(s.to)}</td>
            <th scope="row">
              <DayAbove day={day(s.to)} />
              {t.closing}
            </th>
            <td />
            <td className={styles.statementNumber} data-testid="statement-closing">
              <strong>{formatMoney(s.closing)}</strong>
            </td>
          </tr>
        </tfoot>
      </table>
      <h2 className={styles.statementAgeingTitle}>{t.ageing}</h2>
      <dl className={styles.statementAgeing}>
        {AGEING_BUCKETS.map((b) => (
          <div key={b}>
            <dt>{t.buckets[b]}</dt>
            <dd>{formatMoney(s.ageing[b])}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
