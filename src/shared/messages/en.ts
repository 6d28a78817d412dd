// Every English text of the storefront, in one file a translator can read beside sw.ts (which
// must hold the same keys: messages.test.ts checks). The spec's texts are quoted exactly.

export const en = {
  lang: { name: 'English', other: 'Kiswahili', switchLabel: 'Read this page in Kiswahili' },
  months: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'],
  common: {
    couldNotLoad: (what: string) => `We could not load ${what}.`,
    retry: 'Retry',
    retrying: 'Retrying...',
    close: 'Close',
  },
  layout: {
    skip: 'Skip to content',
    loading: 'Loading...',
    /** The line a page that cannot work without JavaScript shows when it does not run. */
    needsScript: (what: string) =>
      `${what} needs JavaScript. Please turn it on in your browser's settings and reload this page.`,
    needsScriptFor: {
      cart: 'The cart',
      order: 'Following an order',
      login: 'Logging in',
      register: 'Registering',
      reset: 'Resetting a password',
    },
  },
  nav: {
    main: 'Main',
    home: 'Home',
    products: 'Products',
    quote: 'Get a Quote',
    services: 'Services',
    gallery: 'Gallery',
    blog: 'Blog',
    contact: 'Contact',
    cart: 'Cart',
    cartItems: (count: number) => `${count} items in cart`,
    admin: 'Admin Dashboard',
    loading: 'Loading...',
    login: 'Login',
    myOrders: 'My orders',
    logout: (name: string) => `Logout (${name})`,
    search: 'Search products',
    go: 'Go',
    brandHome: (shop: string) => `${shop} home`,
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    menu: 'Menu',
  },
  footer: {
    tagline: 'Everything you need to build, fix and finish right.',
    nav: 'Footer',
    follow: 'Follow us',
    rights: 'All rights reserved.',
  },
  notFound: {
    title: 'Page not found',
    text: 'We could not find that page. It may have moved.',
    back: 'Back to Home',
  },
  home: {
    welcome: (shop: string) => `Welcome to ${shop}`,
    subtitle: 'Supplying Kenya with top-quality building materials, tools and hardware essentials.',
    shopNow: 'Shop Now',
    stock: 'What we stock',
    ticker: [
      'Cement & Building Materials',
      'Steel & Iron Sheets',
      'Power Tools',
      'Paint & Finishes',
      'Doors & Windows',
      'Plumbing & Electrical',
    ],
    why: (shop: string) => `Why Choose ${shop}?`,
    reasons: [
      {
        title: 'Top Quality Products',
        text: 'Trusted brands and materials that meet Kenyan building standards.',
      },
      {
        title: 'Affordable Prices',
        text: 'Fair prices on every bag, bar and sheet, with discounts on bulk orders.',
      },
      {
        title: 'Expert Guidance',
        text: 'Our team helps you pick the right material and quantity for the job.',
      },
      { title: 'Fast Delivery', text: 'Delivery from Athi River to sites across Kenya, on time.' },
      {
        title: 'Wide Selection',
        text: 'From nails to water tanks: everything a site needs, in one shop.',
      },
    ],
    featuredTitle: 'Featured Products',
    featured: [
      {
        title: 'Water Storage Tanks',
        text: 'Durable plastic tanks from 500 to 10,000 litres for homes, farms and sites.',
      },
      {
        title: 'Steel Reinforcement Bars',
        text: 'Y8 to Y25 deformed bars and round bars, cut to length on request.',
      },
      {
        title: 'Iron Sheets & Wire Mesh',
        text: 'Corrugated and box-profile roofing sheets in many gauges, with mesh for slabs and fencing.',
      },
      {
        title: 'Cement & Building Materials',
        text: 'Cement, ballast, sand, blocks and everything for a strong foundation.',
      },
    ],
    viewAll: 'View All Tools',
    reviews: 'Customer Reviews',
    findUs: 'Find Us in Athi River, Machakos',
    visit: 'Visit the shop or chat with us on WhatsApp:',
    contactUs: 'Contact Us',
    closing: 'Building Something Great?',
    closingText: 'From the foundation to the final coat of paint, we have you covered.',
    startShopping: 'Start Shopping',
    quickActions: 'Quick actions',
    openQuickActions: 'Open quick actions',
    closeQuickActions: 'Close quick actions',
    chat: 'Chat with us',
  },

  // --- Reviews (on the home page and a product's page) ---

  reviews: {
    loading: 'Loading reviews...',
    theReviews: 'the reviews',
    none: 'No reviews yet. Be the first!',
    loadingMore: 'Loading...',
    showMore: 'Show more reviews',
    leave: 'Leave a Review',
    name: 'Name',
    message: 'Message',
    rating: 'Rating',
    stars: (n: number) => `${n} star${n > 1 ? 's' : ''}`,
    rated: (n: number, max: number) => `Rated ${n} out of ${max}`,
    thanks: 'Thank you! Your review has been posted.',
    submitting: 'Submitting...',
    submit: 'Submit Review',
  },
};

/** The shape every language's messages share. */
export type Messages = typeof en;
