import { NETWORK_MESSAGE } from '../../lib/api-client';

/**
 * The account forms' field rules (registration.ts, built on the shared schemas and so on the
 * validation library), fetched when a form is first used instead of with the page. Pass to
 * `useOnDemand`.
 */
export const loadFormRules = () => import('./registration');

/** The rules, or null after `fail` was told the shop could not be reached. */
export async function formRulesOr(
  get: () => ReturnType<typeof loadFormRules>,
  fail: (message: string) => void,
): Promise<Awaited<ReturnType<typeof loadFormRules>> | null> {
  try {
    return await get();
  } catch {
    fail(NETWORK_MESSAGE);
    return null;
  }
}
