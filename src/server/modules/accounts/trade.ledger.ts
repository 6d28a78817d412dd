import type { Ageing, EntryKind, StatementEntry } from '#shared/trade.schema.js';

// A trade account's ledger worked out from its entries (DESIGN decisions 56-57): what is owed,
// which charges are still unpaid (payments and credits go to the oldest charge first), the ageing
// of what is unpaid by days past due on the shop's (Nairobi) calendar, and a statement between two
// days. Pure: the days come in, so a test moves 'today' across Nairobi midnight by hand.

export interface LedgerEntry {
  id: string;
  kind: EntryKind;
  amount: number;
  day: string;
  dueDay: string | null;
  reference: string | null;
  createdAt: string;
}

const signed = (e: Pick<LedgerEntry, 'kind' | 'amount'>) =>
  e.kind === 'charge' ? e.amount : -e.amount;

const byTime = (a: LedgerEntry, b: LedgerEntry) =>
  a.day.localeCompare(b.day) || a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id);

/** Whole days from `from` to `to` (YYYY-MM-DD), negative when `to` is earlier. */
export function daysFrom(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export function owed(entries: LedgerEntry[]): number {
  return entries.reduce((sum, e) => sum + signed(e), 0);
}

/** Each charge's unpaid part: every payment and credit paid to the oldest charge first. */
export function outstandingByCharge(entries: LedgerEntry[]): Map<string, number> {
  const charges = entries
    .filter((e) => e.kind === 'charge')
    .sort((a, b) => (a.dueDay ?? a.day).localeCompare(b.dueDay ?? b.day) || byTime(a, b));
  let paid = entries.filter((e) => e.kind !== 'charge').reduce((sum, e) => sum + e.amount, 0);
  const left = new Map<string, number>();
  for (const charge of charges) {
    const taken = Math.min(paid, charge.amount);
    paid -= taken;
    left.set(charge.id, charge.amount - taken);
  }
  return left;
}

/** What is unpaid by how many days past due it is, on `today` (a Nairobi day). */
export function ageing(entries: LedgerEntry[], today: string): Ageing {
  const buckets: Ageing = { current: 0, d1to30: 0, d31to60: 0, d61to90: 0, over90: 0 };
  const left = outstandingByCharge(entries);
  for (const charge of entries.filter((e) => e.kind === 'charge')) {
    const amount = left.get(charge.id) ?? 0;
    if (amount <= 0) continue;
    const late = daysFrom(charge.dueDay ?? charge.day, today);
    if (late <= 0) buckets.current += amount;
    else if (late <= 30) buckets.d1to30 += amount;
    else if (late <= 60) buckets.d31to60 += amount;
    else if (late <= 90) buckets.d61to90 += amount;
    else buckets.over90 += amount;
  }
  return buckets;
}

/** On hold: a charge still unpaid more than `holdAfterDays` days past its due day. */
export function isOnHold(entries: LedgerEntry[], today: string, holdAfterDays: number): boolean {
  const left = outstandingByCharge(entries);
  return entries.some(
    (e) =>
      e.kind === 'charge' &&
      (left.get(e.id) ?? 0) > 0 &&
      daysFrom(e.dueDay ?? e.day, today) > holdAfterDays,
  );
}

/** Opening balance before `from`, the entries of `from`..`to` with running balances, closing. */
export function statementOf(
  entries: LedgerEntry[],
  from: string,
  to: string,
): { opening: number; entries: StatementEntry[]; closing: number } {
  const sorted = [...entries].sort(byTime);
  const opening = owed(sorted.filter((e) => e.day < from));
  const left = outstandingByCharge(entries);
  let balance = opening;
  const shown: StatementEntry[] = [];
  for (const e of sorted.filter((x) => x.day >= from && x.day <= to)) {
    balance += signed(e);
    shown.push({
      kind: e.kind,
      day: e.day,
      dueDay: e.dueDay,
      reference: e.reference,
      amount: signed(e),
      balance,
      outstanding: e.kind === 'charge' ? (left.get(e.id) ?? 0) : null,
    });
  }
  return { opening, entries: shown, closing: balance };
}
