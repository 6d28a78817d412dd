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

  cart: {
    title: 'Kikapu Chako',
    opening: 'Inafungua kikapu chako...',
    emptyTitle: 'Kikapu chako ni kitupu',
    emptyText:
      'Ongeza saruji, chuma, rangi au zana kutoka dukani, kisha tuma oda yako kwa WhatsApp.',
    browse: 'Tazama Bidhaa',
    quoteBefore: 'Unanunua kwa ajili ya saiti?',
    quoteLink: 'Pata Bei',
    quoteAfter: 'kwa orodha yako ya vifaa.',
    itemsCaption: 'Bidhaa zilizo kwenye kikapu chako',
    product: 'Bidhaa',
    quantity: 'Idadi',
    price: 'Bei',
    subtotal: 'Jumla ndogo',
    actions: 'Vitendo',
    quantityOf: (name: string) => `Idadi ya ${name}`,
    remove: 'Ondoa',
    removeOf: (name: string) => `Ondoa ${name}`,
    form: 'Maelezo ya oda',
    yourDetails: 'Maelezo Yako',
    fullName: 'Jina Kamili',
    phone: 'Namba ya Simu',
    deliveryOrPickup: 'Kuletewa au kuchukua',
    pickup: 'Kuchukua dukani (bure)',
    delivery: 'Kuletewa',
    county: 'Kaunti',
    chooseCounty: 'Chagua kaunti yako',
    area: 'Eneo au alama ya karibu',
    areaPlaceholder: 'k.m. Greenpark, karibu na mall',
    noDeliveryZone: (county: string) =>
      `Bado hatuleti mizigo ${county}. Tafadhali chagua kuchukua dukani, au piga simu dukani tupange usafirishaji.`,
    note: 'Ujumbe kwa duka (si lazima)',
    location: 'Mahali pa kuletewa',
    viewLocation: 'Tazama mahali nilipo kwenye ramani',
    locationNotDetected: 'Mahali hapajapatikana',
    tryAgain: 'Jaribu tena',
    detecting: 'Inatafuta mahali ulipo...',
    deliveryFee: 'Ada ya usafirishaji',
    total: 'Jumla',
    saving: 'Inahifadhi oda yako...',
    send: 'Tuma Oda kwa WhatsApp',
    continueShopping: 'Endelea Kununua',
    fee: {
      chooseMethod: 'Chagua kuletewa au kuchukua',
      free: 'Bure',
      chooseCounty: 'Chagua kaunti yako',
      byShop: 'Itathibitishwa na duka',
      notAvailable: 'Haipatikani',
    },
    missingDetails: 'Tafadhali andika jina lako na namba ya simu kabla ya kuweka oda.',
    badPhone: 'Tafadhali andika namba ya simu ya Kenya, k.m. 0712 345 678.',
    chooseMethod: 'Tafadhali chagua kuletewa au kuchukua dukani.',
    chooseCountyForDelivery: 'Tafadhali chagua kaunti yako ya kuletewa.',
    enterArea: 'Tafadhali andika eneo au alama ya karibu ya kuletewa.',
    popupBlocked:
      'WhatsApp haikuweza kufunguka: kivinjari chako kimezuia kichupo kipya. Ruhusu pop-ups kwa tovuti hii kisha ujaribu tena.',
    orderReady: 'Oda yako iko tayari kwenye WhatsApp. Itume huko ili ifike dukani.',
    geolocationUnsupported: 'Kivinjari chako hakiwezi kutambua mahali ulipo.',
    geolocationDenied:
      'Hatukuweza kupata mahali ulipo. Tafadhali ruhusu kivinjari kujua mahali ulipo.',
    message: {
      hello: 'Habari, ningependa kuweka oda.',
      order: (reference: string) => `Oda: ${reference}`,
      name: (name: string) => `Jina: ${name}`,
      phone: (phone: string) => `Simu: ${phone}`,
      items: 'Bidhaa:',
      subtotal: (amount: string) => `Jumla ndogo: ${amount}`,
      delivery: (text: string) => `Usafirishaji: ${text}`,
      total: (amount: string) => `Jumla: ${amount}`,
      location: (where: string) => `Mahali: ${where}`,
      locationNotDetected: 'Mahali hapajapatikana',
      pickup: 'Nitachukua dukani (bure)',
      feeByShop: (where: string) => `${where} (ada itathibitishwa na duka)`,
      paybill: (paybill: string, reference: string) =>
        `Lipa kwa M-Pesa: Paybill ${paybill}, Akaunti ${reference}`,
      till: (till: string, reference: string) =>
        `Lipa kwa M-Pesa: Buy Goods Till ${till}, taja ${reference} kwa duka`,
      status: (url: string) => `Hali ya oda: ${url}`,
    },
  },

  // --- An order's page and paying with M-Pesa ---

  orders: {
    loading: 'Inapakia oda yako...',
    title: 'Hali ya oda',
    notFound: 'Oda haikupatikana.',
    notFoundHint:
      'Angalia namba ya oda kwenye ujumbe wako wa WhatsApp; inafanana na ARH-7K3Q-9XF2.',
    browse: 'Tazama Bidhaa',
    yourOrder: 'oda yako',
    order: 'Oda',
    status: 'Hali:',
    placed: (when: string) => `Iliwekwa ${when}`,
    items: 'Bidhaa',
    delivery: 'Usafirishaji',
    history: 'Historia ya hali',
    statuses: {
      New: 'Mpya',
      Confirmed: 'Imethibitishwa',
      Paid: 'Imelipwa',
      Dispatched: 'Imetumwa',
      Delivered: 'Imefikishwa',
      Cancelled: 'Imeghairiwa',
    },
    pickup: 'Kuchukua dukani',
    deliveryTo: (area: string, county: string) => `Kuletewa ${area}, ${county}`,
    linesCaption: 'Bidhaa za oda hii',
    item: 'Bidhaa',
    qty: 'Idadi',
    amount: 'Kiasi',
    each: (price: string) => `${price} kila moja`,
    subtotal: 'Jumla ndogo',
    deliveryFee: 'Ada ya usafirishaji',
    free: 'Bure',
    total: 'Jumla',
    by: (name: string) => ` na ${name}`,
    pay: {
      payment: 'Malipo',
      paid: 'Imelipwa.',
      paidReceipt: (receipts: string) => `Imelipwa. Risiti ya M-Pesa: ${receipts}`,
      title: 'Lipa kwa M-Pesa',
      amountToPay: 'Kiasi cha kulipa:',
      demo: 'Malipo ya majaribio: hakuna pesa inayotoka.',
      phone: 'Namba ya simu ya M-Pesa',
      button: 'Lipa kwa M-Pesa',
      badPhone: 'Tafadhali andika namba ya M-Pesa ya Kenya, k.m. 0712 345 678.',
      checkPhone: 'Angalia simu yako na uweke PIN yako ya M-Pesa.',
      cancelled: 'Malipo yameghairiwa.',
      failed: (reason: string) => `Malipo hayakufaulu: ${reason}`,
      noReason: 'M-Pesa haikueleza sababu.',
      noAnswer: 'Bado hakuna jibu kutoka M-Pesa.',
      amountDiffers: (amount: string) =>
        `M-Pesa imepokea ${amount}, ambacho si kiasi ambacho oda ilidaiwa. Duka litawasiliana nawe.`,
    },
  },

  // --- Login, register, forgot password ---

  auth: {},

  // --- Get a Quote and a quote's page ---

  quotes: {},

  // --- Messages of refused input (form rules and the server's answers) ---

  errors: {},
};
