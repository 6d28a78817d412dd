import type { PageMessages } from './en.pages.js';

// Maandishi ya kurasa zaidi ya ukurasa wa mwanzo, kwa Kiswahili.

export const swPages: PageMessages = {
  paging: {
    pages: 'Kurasa',
    previous: 'Iliyotangulia',
    next: 'Inayofuata',
    pageOf: (page: number, count: number) => `Ukurasa ${page} kati ya ${count}`,
    cardCurrency: 'KSh',
  },
  products: {
    sort: {
      relevance: 'Zinazolingana zaidi',
      newest: 'Mpya zaidi',
      'price-asc': 'Bei: chini hadi juu',
      'price-desc': 'Bei: juu hadi chini',
      name: 'Jina A-Z',
    },
    all: 'Zote',
    maxPrice: 'Bei ya juu:',
    anyPrice: 'Yoyote',
    search: 'Tafuta',
    searchPlaceholder: 'Saruji, mabati, rangi, SKU...',
    title: 'Bidhaa za Hardware',
    introBefore:
      'Vifaa vya ujenzi, zana na mahitaji ya hardware yaliyopo kwenye yadi yetu ya Athi River. Unanunua kwa ajili ya saiti?',
    introLink: 'Pata Bei',
    introAfter: 'kwa orodha yako ya vifaa.',
    unreadable: 'Sehemu ya anwani hii haikuweza kusomeka:',
    showAll: 'Onyesha bidhaa zote',
    filter: 'Chuja bidhaa',
    applyFilters: 'Tumia vichujio',
    category: 'Aina',
    brand: 'Chapa',
    location: 'Mahali',
    sortBy: 'Panga kwa',
    loadingList: 'Inapakia bidhaa...',
    theProducts: 'bidhaa',
    none: 'Hakuna bidhaa zilizopatikana.',
    count: (n: string) => `Bidhaa ${n}`,
    countFor: (q: string) => ` za '${q}'`,
    list: 'Bidhaa',
    pages: 'Kurasa za bidhaa',
    noImage: (name: string) => `${name}: hakuna picha`,
    priceOnRequest: 'Bei kwa ombi',
    quickView: 'Tazama Haraka',
    quickViewOf: (name: string) => `Tazama Haraka: ${name}`,
    reserve: 'Hifadhi',
    reserveOf: (name: string) => `Hifadhi ${name}`,
    reserved: (name: string) => `${name} imehifadhiwa: 1 imeongezwa kwenye kikapu chako.`,
    was: (price: string) => `ilikuwa ${price}`,
    size: 'Ukubwa',
    price: 'Bei',
    unit: 'Kipimo',
    paymentPlan: 'Mpango wa malipo',
    status: 'Hali',
    sku: 'SKU',
    amenities: 'Sifa za ziada',
    details: 'Maelezo kamili na picha',
    loadingOne: 'Inapakia bidhaa...',
    notFound: 'Bidhaa haikupatikana.',
    thisProduct: 'bidhaa hii',
    back: 'Rudi kwenye bidhaa',
    breadcrumb: 'Njia',
    statuses: {
      'In Stock': 'Ipo Stoo',
      'Out of Stock': 'Imeisha Stoo',
      Discontinued: 'Haiuzwi Tena',
    },
    flexible: 'Njia Rahisi za Kulipa',
    rotator: (alt: string, n: number, count: number) =>
      `${alt}, picha ${n} kati ya ${count}. Buruta au tumia vitufe vya mishale kuzungusha.`,
  },

  // --- The blog list and a post: comments, replies, reactions ---

  blog: {},

  // --- The services page ---

  services: {},

  // --- The gallery page ---

  gallery: {},

  // --- The contact page and its form ---

  contact: {},

  // --- The cart, its order form and the WhatsApp order message ---

  cart: {},

  // --- An order's page and paying with M-Pesa ---

  orders: {},

  // --- Login, register, forgot password ---

  auth: {},

  // --- Get a Quote and a quote's page ---

  quotes: {},

  // --- Messages of refused input (form rules and the server's answers) ---

  errors: {},
};
