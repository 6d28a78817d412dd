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

  auth: {
    email: 'Barua pepe',
    name: 'Jina',
    password: 'Nenosiri',
    confirmPassword: 'Thibitisha Nenosiri',
    confirmPasswordNoun: 'nenosiri la kuthibitisha',
    newPassword: 'Nenosiri Jipya',
    showPassword: (what: string) => `Onyesha ${what}`,
    hidePassword: (what: string) => `Ficha ${what}`,
    login: 'Ingia',
    loginLead: 'Karibu tena. Ingia kwenye akaunti yako.',
    loginSuccess: 'Umeingia kikamilifu!',
    loginFailed: 'Imeshindikana kuingia',
    forgotLink: 'Umesahau nenosiri?',
    noAccount: 'Huna akaunti?',
    register: 'Jisajili',
    haveAccount: 'Una akaunti tayari?',
    step: (step: number, total: number) => `Hatua ${step}/${total}`,
    progress: 'Hatua za usajili',
    stepOf: (step: number, total: number) => `Hatua ${step} kati ya ${total}`,
    next: 'Endelea',
    back: 'Rudi',
    working: 'Inashughulikia',
    verify: 'Thibitisha',
    verificationCode: 'Msimbo wa Uthibitisho',
    sentTo: (email: string) => `Tumeutuma kwa ${email}.`,
    codeExpires: (minutes: number) => `Msimbo huu utaisha muda baada ya dakika ${minutes}.`,
    attemptsLeft: (n: number) => (n === 1 ? 'jaribio 1 limebaki' : `majaribio ${n} yamebaki`),
    noAttemptsLeft: 'Hakuna majaribio ya kutuma tena yaliyobaki.',
    resendIn: (seconds: number, attempts: string) =>
      `Unaweza kutuma tena baada ya sekunde ${seconds} (${attempts})`,
    resendNow: (attempts: string) => `Unaweza kutuma msimbo tena sasa (${attempts})`,
    resend: 'Tuma Msimbo Tena',
    registrationFailed: 'Usajili umeshindikana.',
    codeSent: 'Msimbo wa uthibitisho umetumwa. Angalia barua pepe yako.',
    useSentCode: 'Tumia msimbo tuliokwisha kukutumia.',
    sendFailed: 'Imeshindikana kutuma msimbo.',
    verified: 'Barua pepe imethibitishwa! Sasa unaweza kuingia.',
    verifyFailed: 'Uthibitisho umeshindikana.',
    forgotTitle: 'Umesahau Nenosiri',
    forgotLead: 'Weka barua pepe ya akaunti yako nasi tutakutumia msimbo wa tarakimu 6.',
    sendCode: 'Tuma Msimbo',
    resetCode: 'Msimbo wa Kubadilisha',
    resetPassword: 'Badilisha Nenosiri',
    passwordChanged: 'Nenosiri lako limebadilishwa. Sasa unaweza kuingia.',
    resetFailed: 'Kubadilisha nenosiri kumeshindikana.',
    backToLogin: 'Rudi Kuingia',
  },

  // --- Get a Quote and a quote's page ---

  quotes: {
    title: 'Pata Bei',
    intro:
      'Bandika orodha yako ya vifaa, kitu kimoja kwa kila mstari, kama ungeituma kwa WhatsApp: kwa Kiingereza au Kiswahili, idadi kabla au baada. Tunaioanisha na bidhaa tulizo nazo; duka linaweka bei ya vilivyobaki.',
    noscript:
      'Kuoanisha orodha yako na kuomba nukuu ya bei kunahitaji JavaScript. Tafadhali iwashe, au tuma orodha yako kwa duka kwa WhatsApp.',
    yourList: 'Orodha yako',
    example: 'mifuko 50 saruji\nY12 x 30\nmabati gauge 30 - vipande 20\nrolls 3 binding wire',
    listHint: (max: number) =>
      `Hadi mistari ${max}, au faili la CSV lenye safu za bidhaa na idadi.`,
    matching: 'Inaoanisha...',
    match: 'Oanisha orodha yangu',
    matchedList: 'Orodha yako iliyooanishwa',
    estimate: 'Bei za leo za mistari iliyooanishwa:',
    details: 'Maelezo yako',
    fullName: 'Jina Kamili',
    phone: 'Nambari ya Simu',
    county: 'Kaunti (si lazima)',
    noCounty: 'Nitachukua dukani au bado sijaamua',
    sending: 'Inatuma ombi lako...',
    request: 'Omba Nukuu ya Bei',
    matchedCaption: 'Orodha yako kama duka lilivyoioanisha',
    youWrote: 'Ulichoandika',
    product: 'Bidhaa',
    quantity: 'Idadi',
    price: 'Bei',
    lineTotal: 'Jumla ya mstari',
    productFor: (text: string) => `Bidhaa ya "${text}"`,
    quantityFor: (text: string) => `Idadi ya "${text}"`,
    notMatched: 'Haijaoanishwa: duka litaweka bei',
    loading: 'Inapakia nukuu yako...',
    quote: 'Nukuu',
    notFound: 'Nukuu haikupatikana.',
    checkReference: 'Angalia nambari ya kumbukumbu; inafanana na Q-7K3Q-9XF2.',
    yourQuote: 'nukuu yako',
    status: 'Hali:',
    statuses: {
      Requested: 'Imeombwa',
      Sent: 'Imetumwa',
      Accepted: 'Imekubaliwa',
      Expired: 'Muda wake umeisha',
    },
    requestedAt: (when: string) => `Iliombwa ${when}`,
    waiting: 'Inasubiri bei za duka',
    expiredOn: (day: string) => `Muda wa nukuu hii uliisha tarehe ${day}.`,
    requestAgain: 'Omba tena',
    items: 'Vitu',
    note: (note: string) => `Ujumbe kutoka dukani: ${note}`,
    validUntil: (day: string) => `Inatumika hadi ${day}`,
    accepting: 'Inaweka oda yako...',
    accept: 'Kubali Nukuu',
    accepted: 'Imekubaliwa',
    orderIsBefore: 'Oda yako ni ',
    orderIsAfter: '.',
    chatText: (quote: string, order: string, total: string) =>
      `Habari, nimekubali nukuu ${quote}. Oda yangu ni ${order}, jumla ${total}.`,
    sendOnWhatsApp: 'Tuma Oda kwa WhatsApp',
    linesCaption: (reference: string) => `Mistari ya nukuu ${reference}`,
    item: 'Kitu',
    qty: 'Idadi',
    amount: 'Kiasi',
    deliveryTo: (county: string) => `Usafirishaji hadi ${county}`,
    delivery: 'Usafirishaji',
    total: 'Jumla',
  },

  // --- Messages of refused input (form rules and the server's answers) ---

  errors: {},
};
