import type { Kysely } from 'kysely';
import {
  LISTS,
  type ListAgain,
  type ListInputParsed,
  type SavedList,
  type SavedListLine,
} from '#shared/list.schema.js';
import { formatQuantity } from '#shared/quantity.js';
import type { Database } from '../../db/database.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { Clock } from '../../lib/clock.js';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import { priceLine } from '../orders/line-pricing.js';
import type { OrderDeps } from '../orders/order.deps.js';
import { getProduct } from '../products/product.service.js';
import { getMyOrder } from './my-orders.service.js';
import { linesAgain } from './order-again.js';

// A customer's saved lists (DESIGN decision 55, docs/decisions/176-saved-lists.md): the cart or
// one of their orders kept under a name, put back into the cart through the same preview as
// 'Order again'. Every read and write names the caller: another's list answers exactly as an
// unknown one (404 LIST_NOT_FOUND), so nobody learns it exists.

export interface ListDeps {
  db: Kysely<Database>;
  clock: Clock;
  config: OrderDeps['config'];
}

const notFound = () => new NotFoundError('List not found.', 'LIST_NOT_FOUND');
const nameTaken = () =>
  new ConflictError('You already have a list with this name.', 'LIST_NAME_TAKEN');
const nameKey = (name: string) => name.trim().toLowerCase();

type LineRow = Database['saved_list_lines'];

function toLine(row: LineRow): SavedListLine {
  return {
    productId: row.product_id,
    variantId: row.variant_id,
    name: row.name,
    variantTitle: row.variant_title,
    unit: row.unit,
    quantity: row.quantity,
    unitPrice: Number(row.unit_price),
    stockUnit: row.stock_unit,
  };
}

/** The caller's lists by name, each with its lines in order. */
export async function listLists(db: Kysely<Database>, userId: string): Promise<SavedList[]> {
  const lists = await db
    .selectFrom('saved_lists')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('name_key')
    .execute();
  if (lists.length === 0) return [];
  const lines = await db
    .selectFrom('saved_list_lines')
    .selectAll()
    .where(
      'list_id',
      'in',
      lists.map((l) => l.id),
    )
    .orderBy('list_id')
    .orderBy('position')
    .execute();
  return lists.map((l) => ({
    _id: l.id,
    name: l.name,
    lines: lines.filter((r) => r.list_id === l.id).map(toLine),
    createdAt: l.created_at,
    updatedAt: l.updated_at,
  }));
}

async function getList(db: Kysely<Database>, userId: string, id: string): Promise<SavedList> {
  const list = (await listLists(db, userId)).find((l) => l._id === id);
  if (!list) throw notFound();
  return list;
}

/** The cart's lines checked and priced as the cart and the order price them. */
async function cartLines(
  db: Kysely<Database>,
  items: Extract<ListInputParsed, { items: unknown }>['items'],
): Promise<SavedListLine[]> {
  const lines: SavedListLine[] = [];
  for (const [index, item] of items.entries()) {
    const product = await getProduct(db, item.productId).catch(() => null);
    if (!product)
      throw new BadRequestError(
        `Line ${index + 1}: this product is no longer sold.`,
        'ITEM_UNKNOWN',
      ).with({ line: index + 1 });
    const priced = priceLine(product, item);
    lines.push({
      productId: product._id,
      variantId: priced.variant._id,
      name: product.name,
      variantTitle: priced.variant.title || null,
      unit: priced.sellUnit.unit,
      // What the customer asked for: the cart's own quantity, not the stock's rounding of it.
      quantity: formatQuantity(priced.requested),
      unitPrice: priced.unitPrice ?? 0,
      stockUnit: priced.variant.stock.unit,
    });
  }
  return lines;
}

/** An order's product lines as they were ordered (a quote's text lines have no product). */
async function orderLines(deps: ListDeps, userId: string, reference: string) {
  const order = await getMyOrder(deps, userId, reference);
  return order.items.flatMap((l): SavedListLine[] =>
    l.productId
      ? [
          {
            productId: l.productId,
            variantId: l.variantId,
            name: l.name,
            variantTitle: l.variantTitle,
            unit: l.unit,
            quantity: l.requested || l.quantity,
            unitPrice: l.unitPrice,
            stockUnit: l.stockUnit,
          },
        ]
      : [],
  );
}

/**
 * Saves the cart's lines or one of the caller's orders as a new list. Refused: more than
 * LISTS.max lists (409 TOO_MANY_LISTS), more than LISTS.linesMax lines (400 LIST_TOO_LONG), an
 * order with no product line (400 LIST_EMPTY), a name the caller already uses (409).
 */
export async function createList(
  deps: ListDeps,
  userId: string,
  input: ListInputParsed,
): Promise<SavedList> {
  const { db } = deps;
  const count = await db
    .selectFrom('saved_lists')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  if (Number(count.n) >= LISTS.max)
    throw new ConflictError(
      `You can save at most ${LISTS.max} lists. Remove one first.`,
      'TOO_MANY_LISTS',
    );
  const tooLong = () =>
    new BadRequestError(`A list holds at most ${LISTS.linesMax} lines.`, 'LIST_TOO_LONG');
  if ('items' in input && input.items.length > LISTS.linesMax) throw tooLong();
  const lines =
    'items' in input
      ? await cartLines(db, input.items)
      : await orderLines(deps, userId, input.orderReference);
  if (lines.length === 0)
    throw new BadRequestError('There is nothing in it to save as a list.', 'LIST_EMPTY');
  if (lines.length > LISTS.linesMax) throw tooLong();
  const id = newId();
  const at = deps.clock.now().toISOString();
  try {
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('saved_lists')
        .values({
          id,
          user_id: userId,
          name: input.name,
          name_key: nameKey(input.name),
          created_at: at,
          updated_at: at,
        })
        .execute();
      await trx
        .insertInto('saved_list_lines')
        .values(
          lines.map((l, position) => ({
            list_id: id,
            position,
            product_id: l.productId,
            variant_id: l.variantId,
            name: l.name,
            variant_title: l.variantTitle,
            unit: l.unit,
            quantity: l.quantity,
            unit_price: l.unitPrice,
            stock_unit: l.stockUnit,
          })),
        )
        .execute();
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
  return getList(db, userId, id);
}

export async function renameList(
  deps: ListDeps,
  userId: string,
  id: string,
  name: string,
): Promise<SavedList> {
  let changed;
  try {
    changed = await deps.db
      .updateTable('saved_lists')
      .set({ name, name_key: nameKey(name), updated_at: deps.clock.now().toISOString() })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
  if (Number(changed.numUpdatedRows) !== 1) throw notFound();
  return getList(deps.db, userId, id);
}

export async function deleteList(db: Kysely<Database>, userId: string, id: string): Promise<void> {
  const gone = await db
    .deleteFrom('saved_lists')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (Number(gone.numDeletedRows) !== 1) throw notFound();
}

/** The caller's list at today's prices, every change named; the cart is the browser's to fill. */
export async function listAgain(
  db: Kysely<Database>,
  userId: string,
  id: string,
): Promise<ListAgain> {
  const list = await getList(db, userId, id);
  return { _id: list._id, name: list.name, ...(await linesAgain(db, list.lines)) };
}
