import type { ProductFacts } from './api';
import type { CartItem } from './cart';

// What the cart page shows for each stored item (docs/decisions/065-cart-prices.md): image and
// price from the shop's answer for the cart's products once it has loaded, from the stored item
// until then.

export interface CartLine {
  id: string;
  name: string;
  qty: number;
  price: number;
  image: string | null;
  subtotal: number;
}

export function cartLines(items: CartItem[], products: Map<string, ProductFacts>): CartLine[] {
  return items.map((item) => {
    const fresh = products.get(item.id);
    const price = fresh?.price ?? item.price;
    const stored = typeof item.image === 'string' && item.image ? item.image : null;
    return {
      id: item.id,
      name: item.name,
      qty: item.qty,
      price,
      image: fresh?.image ?? stored,
      subtotal: price * item.qty,
    };
  });
}

export function linesTotal(lines: CartLine[]): number {
  return lines.reduce((sum, l) => sum + l.subtotal, 0);
}
