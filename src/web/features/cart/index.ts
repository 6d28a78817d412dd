// What other features and the app shell use of the cart feature.
export { cartActions, useCartCount } from './cart-store';
