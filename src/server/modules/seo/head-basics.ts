import type { Kysely } from 'kysely';
import type { Lang } from '#shared/languages.js';
import { en, type Messages as PageMessages } from '#shared/messages/en.js';
import { enHead, type ServerMessages } from '#shared/messages/en.server.js';
import { enShop, type ShopMessages } from '#shared/messages/en.shop.js';
import { sw } from '#shared/messages/sw.js';
import { swHead } from '#shared/messages/sw.server.js';
import { swShop } from '#shared/messages/sw.shop.js';
import type { Config } from '../../config.js';
import type { Database } from '../../db/database.js';
import type { PageHead } from './head-tags.js';

// What every page's head (page-head.ts, product-head.ts, blog-head.ts) is built from: the shop's
// settings and database, the words in each language, and the head of a page that does not exist.

/** What a page's head needs of the app: its settings and its database, not the whole app. */
export interface SeoDeps {
  config: Config;
  db: Kysely<Database>;
}

export type Messages = PageMessages & { head: ServerMessages } & Pick<
    ShopMessages,
    'account' | 'statement'
  >;
export const MESSAGES: Record<Lang, Messages> = {
  en: { ...en, head: enHead, account: enShop.account, statement: enShop.statement },
  sw: { ...sw, head: swHead, account: swShop.account, statement: swShop.statement },
};

/** The head of a page that does not exist: 404, never indexed. */
export function notFound(shopName: string, path: string, m: Messages): PageHead {
  return {
    status: 404,
    title: `${m.head.notFound} | ${shopName}`,
    description: m.head.description,
    path,
    type: 'website',
    noindex: true,
    jsonLd: [],
  };
}
