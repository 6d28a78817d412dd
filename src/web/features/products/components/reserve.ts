import { toast } from '../../../components/ui/toast';
import { TOAST_MS } from '../../../lib/ui-constants';
import { canReserve, finalPrice } from '#shared/pricing.js';
import type { PublicProduct } from '#shared/product.schema.js';
import type { SellUnit, Variant } from '#shared/variant.schema.js';
import { cartActions } from '../../cart';
import { defaultSellUnit } from './variant-choice';
import type { Messages } from '../../../lib/i18n';

/** Reserve: one unit into the cart at the final price and a 5 s confirmation. */
export function reserve(product: PublicProduct, words: Pick<Messages['products'], 'reserved'>) {
  if (product.price === null || !canReserve(product)) return;
  cartActions.add(
    {
      id: product._id,
      name: product.name,
      price: finalPrice(product.price, product.discount),
      image: product.image,
    },
    1,
  );
  toast.success(words.reserved(product.name), { duration: TOAST_MS });
}

export interface ChosenLine {
  product: PublicProduct;
  variant: Variant;
  unit: SellUnit;
  /** The quantity as typed, already checked against the unit's rule ('2.5', '2,5'). */
  quantity: string;
}

/**
 * The product page's Reserve: the chosen variant, sell unit and exact quantity into the cart, and
 * a 5 s confirmation naming what was added ('2.5 tonne'). False when the cart refused it.
 */
export function reserveLine(
  line: ChosenLine,
  amount: string,
  words: Pick<Messages['products'], 'reservedAmount'>,
): boolean {
  const { product, variant, unit } = line;
  if (unit.finalPrice === null) return false;
  const added = cartActions.addLine({
    productId: product._id,
    variantId: variant._id,
    unit: unit.unit,
    quantity: line.quantity,
    name: product.name,
    ...(variant.title ? { variantTitle: variant.title } : {}),
    price: unit.finalPrice,
    image: product.image,
    isDefault:
      variant._id === product.variants?.[0]?._id && unit._id === defaultSellUnit(variant)?._id,
  });
  if (added.ok) toast.success(words.reservedAmount(product.name, amount), { duration: TOAST_MS });
  return added.ok;
}
