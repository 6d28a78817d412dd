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
    close: 'Funga',
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
