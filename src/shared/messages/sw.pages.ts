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

  blog: {
    title: 'Blogu Yetu',
    intro: 'Vidokezo vya ujenzi, miongozo ya bidhaa na habari kutoka dukani.',
    loadingList: 'Inapakia blogu...',
    theBlogs: 'blogu',
    none: 'Zinakuja hivi karibuni... Bado hakuna blogu zilizochapishwa.',
    readMore: 'Soma Zaidi',
    readMoreAbout: (title: string) => ` kuhusu ${title}`,
    loadingOne: 'Inapakia blogu...',
    notFound: 'Blogu haipatikani.',
    thisBlog: 'blogu hii',
    back: 'Rudi kwenye blogu',
    allBlogs: '← Blogu zote',
    coverOf: (title: string) => `Picha kuu ya ${title}`,
    imageOf: (n: number, title: string) => `Picha ya ${n} ya ${title}`,
    reactions: 'Hisia',
    like: 'Napenda',
    heart: 'Moyo',
    dislike: 'Sipendi',
    comments: (n: number) => `Maoni (${n})`,
    yourComment: 'Maoni yako',
    posting: 'Inatuma...',
    postComment: 'Tuma Maoni',
    logInToComment: 'Ingia ili utoe maoni',
    noComments: 'Bado hakuna maoni.',
    loading: 'Inapakia...',
    showOlder: 'Onyesha maoni ya zamani',
    anonymous: 'Asiyejulikana',
    commentBy: (author: string) => `Maoni ya ${author}`,
    repliesTo: (author: string) => `Majibu kwa ${author}`,
    replyTo: (author: string) => `Mjibu ${author}`,
    writeReply: 'Andika jibu...',
    reply: 'Jibu',
    delete: 'Futa',
    deleteCommentBy: (author: string) => `Futa maoni ya ${author}`,
    deleteReplyBy: (author: string) => `Futa jibu la ${author}`,
    deleteQuestion: (replies: number) =>
      replies === 0
        ? 'Futa maoni haya?'
        : replies === 1
          ? 'Futa maoni haya na jibu lake 1? Jibu litafutwa pia.'
          : `Futa maoni haya na majibu yake ${replies}? Majibu yatafutwa pia.`,
    deleted: 'Maoni yamefutwa.',
    notDeleted: 'Maoni hayakuweza kufutwa.',
    more: 'Blogu Zaidi',
    previousBlogs: 'Blogu zilizotangulia',
    nextBlogs: 'Blogu zinazofuata',
    slideOf: (n: number, count: number) => `${n} kati ya ${count}`,
  },

  // --- The services page ---

  services: {
    title: 'Huduma Zetu',
    intro: 'Zaidi ya duka la hardware: tunakusaidia kujenga, kukarabati na kumalizia vizuri.',
    cards: [
      {
        title: 'Usafirishaji Kote Kenya',
        text: 'Kuanzia mifuko michache ya saruji hadi lori zima la chuma, tunafikisha mzigo kwenye saiti yako Athi River, Nairobi na kote Kenya.',
      },
      {
        title: 'Kukata na Kuunda Chuma',
        text: 'Nondo hukatwa na kupindwa kulingana na ratiba yako, na mageti, grili na fremu huundwa kwa vipimo vyako.',
      },
      {
        title: 'Oda Kubwa na Bei ya Jumla',
        text: 'Bei za wakandarasi na za jumla kwa oda kubwa, na bidhaa za kutosha kwa miradi ya kila ukubwa.',
      },
      {
        title: 'Ushauri wa Kiufundi',
        text: 'Timu yetu inakusaidia kuchagua vifaa, kiasi na zana sahihi kwa kazi yako kabla hujanunua.',
      },
      {
        title: 'Kukutafutia Vifaa Maalum',
        text: 'Unahitaji kitu ambacho hatuna? Tuambie na tutakutafutia kutoka kwa wasambazaji tunaowaamini.',
      },
    ],
    more: 'Zaidi kutoka kwa timu yetu',
    loading: 'Inapakia huduma...',
    theList: 'orodha ya huduma',
    none: 'Tuulize kuhusu kitu kingine chochote unachohitaji kwa mradi wako.',
    helpTitle: 'Unahitaji msaada na mradi wako?',
    helpText: 'Tuambie unachojenga na tutakuandalia vifaa na huduma zinazofaa.',
    contactUs: 'Wasiliana Nasi',
  },

  // --- The gallery page ---

  gallery: {
    title: 'Picha',
    intro: 'Mtazamo wa kilichopo kwenye yadi yetu na kwenye rafu zetu.',
    loading: 'Inapakia picha...',
    theGallery: 'picha',
    none: 'Bado hakuna picha.',
    pictures: 'Picha',
    openPicturesOf: (name: string) => `Fungua picha za ${name}`,
    pages: 'Kurasa za picha',
    imageOf: (name: string, n: number) => `${name}, picha ${n}`,
    prev: 'Nyuma',
    next: 'Mbele',
    imageCount: (n: number, count: number) => `Picha ${n}/${count}`,
  },

  // --- The contact page and its form ---

  contact: {
    title: 'Wasiliana Nasi',
    intro:
      'Una maswali kuhusu bidhaa zilizopo, bei au usafirishaji? Piga simu, tuma barua pepe au tutumie ujumbe na tutakujibu.',
    phone: 'Simu',
    email: 'Barua pepe',
    location: 'Mahali',
    hours: 'Saa za Kazi',
    workingHours: 'Jumatatu hadi Jumamosi, saa 2:00 asubuhi hadi saa 12:00 jioni',
    mapOf: (place: string) => `Ramani ya ${place}`,
    openMap: 'Fungua kwenye Google Maps',
    formTitle: 'Tutumie Ujumbe',
    fullName: 'Jina Kamili',
    message: 'Ujumbe',
    notSent: 'Ujumbe wako haukuweza kutumwa:',
    sent: 'Asante! Ujumbe wako umetumwa. Tutakujibu hivi karibuni.',
    alsoWhatsApp: 'Utume pia kwa WhatsApp',
    sending: 'Inatuma...',
    send: 'Tuma Ujumbe',
    whatsappHello: (name: string, email: string) => `Habari, jina langu ni ${name} (${email}).`,
  },

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

  errors: {
    fixed: {
      'Could not reach the shop. Check your connection and try again.':
        'Hatukuweza kufikia duka. Angalia muunganisho wako na ujaribu tena.',
      'Something went wrong. Please try again.': 'Hitilafu imetokea. Tafadhali jaribu tena.',
      'Something went wrong on our side. Please try again.':
        'Hitilafu imetokea upande wetu. Tafadhali jaribu tena.',
      'Please log in to continue.': 'Tafadhali ingia ili kuendelea.',
      'You do not have permission to do that.': 'Huna ruhusa ya kufanya hivyo.',
      'Not found.': 'Haikupatikana.',
      'The request body is too large.': 'Ombi ni kubwa mno.',
      'Invalid email format.': 'Muundo wa barua pepe si sahihi.',
      "Name may use letters, digits, spaces and . _ ' - only, and must start with a letter or digit.":
        "Jina linaweza kuwa na herufi, tarakimu, nafasi na . _ ' - tu, na lazima lianze kwa herufi au tarakimu.",
      'User already exists.': 'Mtumiaji huyu tayari yupo.',
      'Could not check this e-mail just now. Please try again in a moment.':
        'Hatukuweza kukagua barua pepe hii sasa hivi. Tafadhali jaribu tena baada ya muda mfupi.',
      'Password must be 12+ chars, with upper, lower, number, and special char.':
        'Nenosiri lazima liwe na herufi 12 au zaidi, zikiwemo herufi kubwa, herufi ndogo, tarakimu na alama maalum.',
      'Passwords do not match.': 'Manenosiri hayalingani.',
      'Code must be exactly 6 digits.': 'Msimbo lazima uwe na tarakimu 6 kamili.',
      'Email is required.': 'Barua pepe inahitajika.',
      'Password is required.': 'Nenosiri linahitajika.',
      'Login successful!': 'Umeingia kwa mafanikio!',
      'Invalid email or password.': 'Barua pepe au nenosiri si sahihi.',
      'Please verify your e-mail before logging in. Register again with the same e-mail to get a new code, or use Forgot password.':
        'Tafadhali thibitisha barua pepe yako kabla ya kuingia. Jisajili tena kwa barua pepe hiyo hiyo upate msimbo mpya, au tumia Umesahau nenosiri.',
      'Account created. We are sending a verification code to your e-mail.':
        'Akaunti imefunguliwa. Tunakutumia msimbo wa uthibitisho kwenye barua pepe yako.',
      'Verification code sent. Check your e-mail.':
        'Msimbo wa uthibitisho umetumwa. Angalia barua pepe yako.',
      'Email verified successfully! You can now log in.':
        'Barua pepe imethibitishwa! Sasa unaweza kuingia.',
      'If an account exists for this e-mail, a reset code is on its way.':
        'Ikiwa kuna akaunti ya barua pepe hii, msimbo wa kubadilisha nenosiri unakuja.',
      'Your password has been changed. You can now log in.':
        'Nenosiri lako limebadilishwa. Sasa unaweza kuingia.',
      'Too many checks of this e-mail. Please try again in a few minutes.':
        'Barua pepe hii imekaguliwa mara nyingi mno. Tafadhali jaribu tena baada ya dakika chache.',
      'No registration was found for this e-mail. Please register first.':
        'Hakuna usajili uliopatikana kwa barua pepe hii. Tafadhali jisajili kwanza.',
      'This e-mail is already verified. Please log in.':
        'Barua pepe hii tayari imethibitishwa. Tafadhali ingia.',
      'There is no valid code for this e-mail. Please request a new code.':
        'Hakuna msimbo halali kwa barua pepe hii. Tafadhali omba msimbo mpya.',
      'The code has expired. Please request a new code.':
        'Muda wa msimbo umekwisha. Tafadhali omba msimbo mpya.',
      'Too many wrong codes. Please request a new code.':
        'Misimbo mingi mno isiyo sahihi. Tafadhali omba msimbo mpya.',
      'Rating must be a whole number of stars.': 'Ukadiriaji lazima uwe idadi kamili ya nyota.',
      'Choose a rating from 1 to 5 stars.': 'Chagua ukadiriaji wa nyota 1 hadi 5.',
      'Please enter your full name.': 'Tafadhali andika jina lako kamili.',
      'Please enter your email address.': 'Tafadhali andika anwani yako ya barua pepe.',
      'Please enter a valid email address.': 'Tafadhali andika anwani sahihi ya barua pepe.',
      'Please enter a message.': 'Tafadhali andika ujumbe.',
      'Send the message from the contact page.': 'Tuma ujumbe kutoka ukurasa wa mawasiliano.',
      'Write a comment first.': 'Andika maoni kwanza.',
      'Blog not found': 'Makala haikupatikana',
      'Comment not found': 'Maoni hayakupatikana',
      'Please enter your name and phone number before placing your order.':
        'Tafadhali andika jina lako na namba ya simu kabla ya kutuma oda yako.',
      'Please enter a Kenyan mobile number, e.g. 0712 345 678.':
        'Tafadhali andika namba ya simu ya Kenya, k.m. 0712 345 678.',
      'Each quantity must be a whole number of 1 or more.':
        'Kila idadi lazima iwe namba kamili ya 1 au zaidi.',
      'Your cart is empty.': 'Kikapu chako kiko tupu.',
      'Please choose your county for delivery.': 'Tafadhali chagua kaunti yako ili tukuletee.',
      'Please enter an area or landmark for delivery.':
        'Tafadhali andika eneo au alama ya mahali ili tukuletee.',
      'Please choose delivery or pickup.': 'Tafadhali chagua kuletewa au kuchukua dukani.',
      'Order not found.': 'Oda haikupatikana.',
      'An item in your cart is no longer in our catalogue. Please remove it from your cart and send again.':
        'Bidhaa moja kwenye kikapu chako haipo tena kwenye orodha yetu. Tafadhali iondoe kwenye kikapu na utume tena.',
      'Please enter a Kenyan M-Pesa number, e.g. 0712 345 678.':
        'Tafadhali andika namba ya M-Pesa ya Kenya, k.m. 0712 345 678.',
      'Paying with M-Pesa from this page is not available.':
        'Kulipa kwa M-Pesa kutoka ukurasa huu hakupatikani.',
      'This order was cancelled, so it cannot be paid.':
        'Oda hii ilighairiwa, kwa hiyo haiwezi kulipwa.',
      'This order is already paid.': 'Oda hii tayari imelipwa.',
      'M-Pesa does not accept that phone number. Please check it.':
        'M-Pesa haikubali namba hiyo ya simu. Tafadhali iangalie.',
      'M-Pesa is not answering just now. Please try again in a minute.':
        'M-Pesa haijibu kwa sasa. Tafadhali jaribu tena baada ya dakika moja.',
      'A payment prompt was already sent for this order. Please answer it on your phone, or wait for it to end before trying again.':
        'Ombi la malipo tayari limetumwa kwa oda hii. Tafadhali lijibu kwenye simu yako, au subiri liishe kabla ya kujaribu tena.',
      'Too many payment prompts for this order. Please wait a few minutes and try again.':
        'Maombi mengi mno ya malipo kwa oda hii. Tafadhali subiri dakika chache kisha ujaribu tena.',
      'Please paste your list first: one item a line.':
        'Tafadhali bandika orodha yako kwanza: bidhaa moja kila mstari.',
      'Each line needs its text.': 'Kila mstari unahitaji maandishi yake.',
      'Please enter your name and phone number.': 'Tafadhali andika jina lako na namba ya simu.',
      'Please choose a county from the list.': 'Tafadhali chagua kaunti kutoka kwenye orodha.',
      'Quote not found.': 'Nukuu ya bei haikupatikana.',
      'This quote was already accepted.': 'Nukuu hii ya bei tayari imekubaliwa.',
      'The shop has not priced this quote yet. You can accept it once it is sent to you.':
        'Duka bado halijaweka bei kwenye nukuu hii. Utaweza kuikubali itakapotumwa kwako.',
      'Someone else changed this quote a moment ago. Reload it to see it.':
        'Mtu mwingine amebadilisha nukuu hii muda mfupi uliopita. Ipakie upya ili uione.',
      'This request key was already used for another quote request. Please reload the page and try again.':
        'Ombi hili tayari limetumika kwa ombi jingine la nukuu. Tafadhali pakia ukurasa upya na ujaribu tena.',
    },
    withValues: {
      'The request failed ({status}).': (status: string) => `Ombi halikufanikiwa (${status}).`,
      'Too many requests. Please wait {time} and try again.': (time: string) =>
        `Maombi mengi mno. Tafadhali subiri ${swTime(time)} kisha ujaribu tena.`,
      'Too many failed logins. Please wait {time} and try again.': (time: string) =>
        `Majaribio mengi mno ya kuingia yameshindwa. Tafadhali subiri ${swTime(time)} kisha ujaribu tena.`,
      'Too many logins from this address. Please wait {time} and try again.': (time: string) =>
        `Umeingia mara nyingi mno kutoka anwani hii. Tafadhali subiri ${swTime(time)} kisha ujaribu tena.`,
      'Please wait {n} seconds before asking for a new code.': (n: string) =>
        `Tafadhali subiri sekunde ${n} kabla ya kuomba msimbo mpya.`,
      'No more codes can be sent to this e-mail for now. Please try again in {n} minutes.': (
        n: string,
      ) =>
        `Hatuwezi kutuma misimbo zaidi kwa barua pepe hii kwa sasa. Tafadhali jaribu tena baada ya dakika ${n}.`,
      'The code is not correct. {n} try left.': (n: string) =>
        `Msimbo si sahihi. Umebakiwa na jaribio ${n}.`,
      'The code is not correct. {n} tries left.': (n: string) =>
        `Msimbo si sahihi. Umebakiwa na majaribio ${n}.`,
      'Name must be at least {n} characters.': (n: string) =>
        `Jina lazima liwe na angalau herufi ${n}.`,
      'Name must be at most {n} characters.': (n: string) => `Jina lisizidi herufi ${n}.`,
      'Password must be at most {n} characters.': (n: string) => `Nenosiri lisizidi herufi ${n}.`,
      'Email must be at most {n} characters.': (n: string) => `Barua pepe isizidi herufi ${n}.`,
      'Message must be at least {n} characters.': (n: string) =>
        `Ujumbe lazima uwe na angalau herufi ${n}.`,
      'Message must be at most {n} characters.': (n: string) => `Ujumbe usizidi herufi ${n}.`,
      'A comment can be at most {n} characters.': (n: string) => `Maoni yasizidi herufi ${n}.`,
      'Each quantity must be at most {n}.': (n: string) => `Kila idadi isizidi ${n}.`,
      'An order can hold at most {n} different items.': (n: string) =>
        `Oda moja haiwezi kuwa na zaidi ya bidhaa tofauti ${n}.`,
      'Area or landmark must be at most {n} characters.': (n: string) =>
        `Eneo au alama ya mahali isizidi herufi ${n}.`,
      'Note must be at most {n} characters.': (n: string) => `Maelezo yasizidi herufi ${n}.`,
      'We do not deliver to {county} yet. Please choose pickup, or call the shop to arrange delivery.':
        (county: string) =>
          `Bado hatuleti mizigo ${county}. Tafadhali chagua kuchukua dukani, au piga simu dukani tupange usafirishaji.`,
      'Only {n} of {name} left in stock. Please lower the quantity.': (n: string, name: string) =>
        `${name}: zimebaki ${n} tu stoo. Tafadhali punguza idadi.`,
      '{name} is no longer in our catalogue. Please remove it from your cart and send again.': (
        name: string,
      ) =>
        `${name} haipo tena kwenye orodha yetu. Tafadhali iondoe kwenye kikapu chako na utume tena.`,
      '{name} has no price yet. Please remove it and ask the shop for a quote.': (name: string) =>
        `${name} bado haina bei. Tafadhali iondoe na uombe dukani nukuu ya bei.`,
      '{name} is discontinued. Please remove it from your cart.': (name: string) =>
        `${name} haiuzwi tena. Tafadhali iondoe kwenye kikapu chako.`,
      '{name} is out of stock. Please remove it from your cart.': (name: string) =>
        `${name} imeisha stoo. Tafadhali iondoe kwenye kikapu chako.`,
      'A line can be at most {n} characters.': (n: string) => `Mstari usizidi herufi ${n}.`,
      'A quote can hold at most {n} lines.': (n: string) =>
        `Nukuu ya bei haiwezi kuwa na zaidi ya mistari ${n}.`,
      'A list can hold at most {n} lines; yours has {count}. Please split it into two quotes.': (
        n: string,
        count: string,
      ) =>
        `Orodha haiwezi kuwa na zaidi ya mistari ${n}; yako ina ${count}. Tafadhali igawe kuwa nukuu mbili.`,
      "A quote's total can be at most {max}; this one comes to {total}. Please split it.": (
        max: string,
        total: string,
      ) => `Jumla ya nukuu ya bei isizidi ${max}; hii inafikia ${total}. Tafadhali igawe.`,
      'Line {n} ("{text}") names a product that is no longer in the catalogue.': (
        n: string,
        text: string,
      ) => `Mstari ${n} ("${text}") unataja bidhaa ambayo haipo tena kwenye orodha.`,
    },
  },
};

/** '15 minutes', '1 minute', '30 seconds' (as the server writes a wait) in Swahili: 'dakika 15'. */
function swTime(time: string): string {
  const units: Record<string, string> = {
    ms: 'milisekunde',
    second: 'sekunde',
    minute: 'dakika',
    hour: 'saa',
    day: 'siku',
  };
  return String(time).replace(
    /(\d+)\s*(ms|second|minute|hour|day)s?/g,
    (_, n: string, unit: string) => `${units[unit]} ${n}`,
  );
}
