import { toast } from '../../../components/ui/toast';
import { TOAST_MS } from '../../../lib/ui-constants';
import { canReserve, finalPrice } from '#shared/pricing.js';
import type { PublicProduct } from '#shared/product.schema.js';
import { cartActions } from '../../cart';
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
