import { toast } from 'sonner';
import { TOAST_MS } from '../../../../shared/constants';
import type { Product } from '../../../../shared/product.schema';
import { cartActions } from '../../cart/cart-store';

/** Reserve: one unit into the cart and a 5 s confirmation (only offered for priced products). */
export function reserve(product: Product) {
  if (product.price === null) return;
  cartActions.add(
    { id: product._id, name: product.name, price: product.price, image: product.image },
    1,
  );
  toast.success(`${product.name} reserved: 1 added to your cart.`, { duration: TOAST_MS });
}
