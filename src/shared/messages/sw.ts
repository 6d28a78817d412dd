import type { Messages } from './en.js';

// Maandishi yote ya duka kwa Kiswahili (Kenya), ufunguo kwa ufunguo kama en.ts. Majina ya bidhaa
// na yaliyoandikwa na wafanyakazi hubaki kama yalivyoandikwa.

export const sw: Messages = {
  lang: { name: 'Kiswahili', other: 'English', switchLabel: 'Soma ukurasa huu kwa Kiingereza' },
  months: [
    'Januari',
    'Februari',
    'Machi',
    'Aprili',
    'Mei',
    'Juni',
    'Julai',
    'Agosti',
    'Septemba',
    'Oktoba',
    'Novemba',
    'Desemba',
  ],
  common: {
    couldNotLoad: (what: string) => `Hatukuweza kupakia ${what}.`,
    retry: 'Jaribu tena',
    retrying: 'Inajaribu tena...',
    close: 'Funga',
  },
  layout: {
    skip: 'Ruka hadi maudhui',
    loading: 'Inapakia...',
    needsScript: (what: string) =>
      `${what}: ukurasa huu unahitaji JavaScript. Tafadhali iwashe kwenye mipangilio ya kivinjari chako, kisha pakia ukurasa upya.`,
    needsScriptFor: {
      cart: 'Kikapu',
      order: 'Kufuatilia oda',
      login: 'Kuingia',
      register: 'Kujisajili',
      reset: 'Kubadilisha nenosiri',
    },
  },
  nav: {
    main: 'Kuu',
    home: 'Nyumbani',
    products: 'Bidhaa',
    quote: 'Pata Bei',
    services: 'Huduma',
    gallery: 'Picha',
    blog: 'Blogu',
    contact: 'Wasiliana',
    cart: 'Kikapu',
    cartItems: (count: number) => `Bidhaa ${count} kwenye kikapu`,
    admin: 'Usimamizi',
    loading: 'Inapakia...',
    login: 'Ingia',
    myOrders: 'Oda zangu',
    logout: (name: string) => `Toka (${name})`,
    search: 'Tafuta bidhaa',
    go: 'Tafuta',
    brandHome: (shop: string) => `${shop} mwanzo`,
    openMenu: 'Fungua menyu',
    closeMenu: 'Funga menyu',
    menu: 'Menyu',
  },
  footer: {
    tagline: 'Kila kitu unachohitaji kujenga, kukarabati na kumalizia vizuri.',
    nav: 'Chini ya ukurasa',
    follow: 'Tufuate',
    rights: 'Haki zote zimehifadhiwa.',
  },
  notFound: {
    title: 'Ukurasa haupatikani',
    text: 'Hatukuupata ukurasa huo. Huenda umehamishwa.',
    back: 'Rudi Nyumbani',
  },
  home: {
    welcome: (shop: string) => `Karibu ${shop}`,
    subtitle: 'Tunaisambazia Kenya vifaa bora vya ujenzi, zana na mahitaji yote ya hardware.',
    shopNow: 'Nunua Sasa',
    stock: 'Tunachouza',
    ticker: [
      'Saruji na Vifaa vya Ujenzi',
      'Chuma na Mabati',
      'Zana za Umeme',
      'Rangi na Umaliziaji',
      'Milango na Madirisha',
      'Mabomba na Umeme',
    ],
    why: (shop: string) => `Kwa Nini Uchague ${shop}?`,
    reasons: [
      {
        title: 'Bidhaa za Ubora wa Juu',
        text: 'Chapa na vifaa vinavyoaminika, vinavyokidhi viwango vya ujenzi vya Kenya.',
      },
      {
        title: 'Bei Nafuu',
        text: 'Bei nzuri kwa kila mfuko, nondo na bati, na punguzo kwa oda kubwa.',
      },
      {
        title: 'Ushauri wa Wataalamu',
        text: 'Timu yetu inakusaidia kuchagua kifaa sahihi na kiasi kinachofaa kazi yako.',
      },
      {
        title: 'Usafirishaji wa Haraka',
        text: 'Tunafikisha mzigo kutoka Athi River hadi saiti kote Kenya, kwa wakati.',
      },
      {
        title: 'Chaguo Pana',
        text: 'Kuanzia misumari hadi matangi ya maji: kila kitu saiti inahitaji, duka moja.',
      },
    ],
    featuredTitle: 'Bidhaa Maalum',
    featured: [
      {
        title: 'Matangi ya Kuhifadhi Maji',
        text: 'Matangi imara ya plastiki ya lita 500 hadi 10,000 kwa nyumba, mashamba na saiti.',
      },
      {
        title: 'Nondo za Chuma',
        text: 'Nondo za Y8 hadi Y25 na nondo laini, tunakata kwa urefu unaotaka.',
      },
      {
        title: 'Mabati na Wavu wa Waya',
        text: 'Mabati ya kuezekea ya mawimbi na ya box-profile kwa geji nyingi, na wavu wa slabu na uzio.',
      },
      {
        title: 'Saruji na Vifaa vya Ujenzi',
        text: 'Saruji, kokoto, mchanga, mawe ya ujenzi na kila kitu kwa msingi imara.',
      },
    ],
    viewAll: 'Tazama Bidhaa Zote',
    reviews: 'Maoni ya Wateja',
    findUs: 'Tupate Athi River, Machakos',
    visit: 'Tembelea duka au ongea nasi kwa WhatsApp:',
    contactUs: 'Wasiliana Nasi',
    closing: 'Unajenga Kitu Kikubwa?',
    closingText: 'Kuanzia msingi hadi rangi ya mwisho, tuko nawe.',
    startShopping: 'Anza Kununua',
    quickActions: 'Vitendo vya haraka',
    openQuickActions: 'Fungua vitendo vya haraka',
    closeQuickActions: 'Funga vitendo vya haraka',
    chat: 'Ongea nasi',
  },

  // --- Reviews (on the home page and a product's page) ---

  reviews: {
    loading: 'Inapakia maoni...',
    theReviews: 'maoni',
    none: 'Bado hakuna maoni. Kuwa wa kwanza!',
    loadingMore: 'Inapakia...',
    showMore: 'Onyesha maoni zaidi',
    leave: 'Acha Maoni Yako',
    name: 'Jina',
    message: 'Ujumbe',
    rating: 'Ukadiriaji',
    stars: (n: number) => `Nyota ${n}`,
    rated: (n: number, max: number) => `Imepewa nyota ${n} kati ya ${max}`,
    thanks: 'Asante! Maoni yako yamechapishwa.',
    submitting: 'Inatuma...',
    submit: 'Tuma Maoni',
  },
};
