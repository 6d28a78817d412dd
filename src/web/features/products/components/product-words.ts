import type { PublicProduct } from '#shared/product.schema.js';
import type { Messages } from '../../../i18n';
import { paymentPlanOf } from '../catalogue';

/** The payment plan as the page's language says it: staff's own words stay as written. */
export function paymentPlanIn(
  product: Pick<PublicProduct, 'paymentPlan'>,
  words: Messages['products'],
): string {
  return product.paymentPlan?.trim() ? paymentPlanOf(product) : words.flexible;
}
