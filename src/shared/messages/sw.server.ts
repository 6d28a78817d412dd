import type { MailMessages, ServerMessages } from './en.server.js';

// Maandishi ambayo seva pekee huandika, kwa Kiswahili: kichwa cha kila ukurasa (<head>).

export const swHead: ServerMessages = {
  hours: 'Jumatatu hadi Jumamosi, saa 2:00 asubuhi hadi saa 12:00 jioni',
  register: 'Jisajili',
  tagline: 'Vifaa vya ujenzi Athi River',
  description:
    'Vifaa vya ujenzi, zana za umeme, rangi, milango na madirisha, mbao, chuma, mabomba na vifaa vya umeme Athi River, Machakos. Tunasafirisha kote Kenya.',
  products: (shop: string) =>
    `Saruji, mabati, chuma, mbao, rangi, mabomba, vifaa vya umeme na zana kwa ${shop}, Athi River. Hifadhi mtandaoni na utume oda kwa WhatsApp.`,
  services: (shop: string) =>
    `Usafirishaji, kukata, kukodisha na ushauri kutoka ${shop} Athi River.`,
  gallery: (shop: string) => `Picha za bidhaa na kazi za ${shop}, Athi River.`,
  blog: (shop: string) => `Vidokezo vya ujenzi, miongozo ya bidhaa na habari kutoka ${shop}.`,
  contact: (shop: string, hours: string) =>
    `Piga simu, tuma barua pepe, WhatsApp au tembelea ${shop}. ${hours}.`,
  quoteTitle: 'Pata Bei',
  quote: (shop: string) =>
    `Bandika orodha yako ya vifaa, kwa Kiswahili au Kiingereza, na ${shop}, Athi River, wakupe bei.`,
  forgotPassword: 'Umesahau nenosiri',
  productBy: (name: string, brand: string | null, shop: string) =>
    `${name}${brand ? ` ya ${brand}` : ''} kwa ${shop}, Athi River.`,
  order: 'Oda',
  quoteRef: 'Nukuu',
  notFound: 'Ukurasa haupatikani',
};

// Barua pepe anazopata mteja aliyeomba kutoka ukurasa wa Kiswahili.

export const swMail: MailMessages = {
  code: {
    hello: (name: string) => `Habari ${name},`,
    verifySubject: (shop: string) => `Msimbo wako wa uthibitisho wa ${shop}`,
    verifyLine: 'Tumia msimbo huu kuthibitisha barua pepe yako na kukamilisha usajili:',
    verifyIgnore: 'Ikiwa hukujisajili, unaweza kupuuza barua pepe hii.',
    resetSubject: (shop: string) => `Msimbo wako wa kubadilisha nenosiri wa ${shop}`,
    resetLine: 'Tumia msimbo huu kuweka nenosiri jipya la akaunti yako:',
    resetIgnore:
      'Ikiwa hukuomba kubadilisha nenosiri lako, unaweza kupuuza barua pepe hii; nenosiri lako litabaki lile lile.',
    expires: (minutes: number) => `Muda wa msimbo utakwisha baada ya dakika ${minutes}.`,
  },
};
