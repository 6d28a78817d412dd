// The English texts of the pages beyond the home page (catalogue and product pages, and the
// pages that follow). A chunk of its own so the home page's script stays small: loaded with any
// other page's code (docs/decisions/105). sw.pages.ts holds the same keys in Swahili.

export const enPages = {
  paging: {
    pages: 'Pages',
    previous: 'Previous',
    next: 'Next',
    pageOf: (page: number, count: number) => `Page ${page} of ${count}`,
    /** Prices on product cards: 'KES 1,250'. */
    cardCurrency: 'KES',
  },
  products: {
    sort: {
      relevance: 'Best match',
      newest: 'Newest',
      'price-asc': 'Price: low to high',
      'price-desc': 'Price: high to low',
      name: 'Name A-Z',
    },
    all: 'All',
    maxPrice: 'Max Price:',
    anyPrice: 'Any',
    search: 'Search',
    searchPlaceholder: 'Cement, mabati, rangi, SKU...',
    title: 'Hardware Inventory',
    introBefore:
      'Building materials, tools and hardware essentials in stock at our Athi River yard. Buying for a site?',
    introLink: 'Get a Quote',
    introAfter: 'from your materials list.',
    unreadable: 'Part of this address could not be read:',
    showAll: 'Show all products',
    filter: 'Filter products',
    applyFilters: 'Apply filters',
    category: 'Category',
    brand: 'Brand',
    location: 'Location',
    sortBy: 'Sort by',
    loadingList: 'Loading hardware items...',
    theProducts: 'the products',
    none: 'No products found.',
    count: (n: string, one: boolean) => `${n} ${one ? 'product' : 'products'}`,
    countFor: (q: string) => ` for '${q}'`,
    list: 'Products',
    pages: 'Product pages',
    noImage: (name: string) => `${name}: no image`,
    priceOnRequest: 'Price on request',
    quickView: 'Quick View',
    quickViewOf: (name: string) => `Quick View: ${name}`,
    reserve: 'Reserve',
    reserveOf: (name: string) => `Reserve ${name}`,
    reserved: (name: string) => `${name} reserved: 1 added to your cart.`,
    was: (price: string) => `was ${price}`,
    size: 'Size',
    price: 'Price',
    unit: 'Unit',
    paymentPlan: 'Payment plan',
    status: 'Status',
    sku: 'SKU',
    amenities: 'Amenities',
    details: 'Full details and photos',
    loadingOne: 'Loading product...',
    notFound: 'Product not found.',
    thisProduct: 'this product',
    back: 'Back to products',
    breadcrumb: 'Breadcrumb',
    /** How a product's status and the default payment plan read (the stored values are English). */
    statuses: {
      'In Stock': 'In Stock',
      'Out of Stock': 'Out of Stock',
      Discontinued: 'Discontinued',
    },
    flexible: 'Flexible Payment Options',
    rotator: (alt: string, n: number, count: number) =>
      `${alt}, image ${n} of ${count}. Drag or use the arrow keys to turn.`,
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
    email: 'Email',
    name: 'Name',
    password: 'Password',
    confirmPassword: 'Confirm Password',
    /** What the confirmation's show/hide button names. */
    confirmPasswordNoun: 'confirm password',
    newPassword: 'New Password',
    showPassword: (what: string) => `Show ${what}`,
    hidePassword: (what: string) => `Hide ${what}`,
    login: 'Login',
    loginLead: 'Welcome back. Log in to your account.',
    loginSuccess: 'Login successful!',
    loginFailed: 'Login failed',
    forgotLink: 'Forgot password?',
    noAccount: 'No account?',
    register: 'Register',
    haveAccount: 'Already have an account?',
    step: (step: number, total: number) => `Step ${step}/${total}`,
    progress: 'Registration progress',
    stepOf: (step: number, total: number) => `Step ${step} of ${total}`,
    next: 'Next',
    back: 'Back',
    working: 'Working',
    verify: 'Verify',
    verificationCode: 'Verification Code',
    sentTo: (email: string) => `We sent it to ${email}.`,
    codeExpires: (minutes: number) => `The code expires in ${minutes} minutes.`,
    attemptsLeft: (n: number) => `${n} ${n === 1 ? 'attempt' : 'attempts'} left`,
    noAttemptsLeft: 'No resend attempts left.',
    resendIn: (seconds: number, attempts: string) =>
      `Resend available in ${seconds}s (${attempts})`,
    resendNow: (attempts: string) => `You can resend the code now (${attempts})`,
    resend: 'Resend Code',
    registrationFailed: 'Registration failed.',
    codeSent: 'Verification code sent. Check your e-mail.',
    useSentCode: 'Use the code we already sent.',
    sendFailed: 'Failed to send code.',
    verified: 'Email verified successfully! You can now log in.',
    verifyFailed: 'Verification failed.',
    forgotTitle: 'Forgot Password',
    forgotLead: 'Enter the e-mail of your account and we will send you a 6-digit code.',
    sendCode: 'Send Code',
    resetCode: 'Reset Code',
    resetPassword: 'Reset Password',
    passwordChanged: 'Your password has been changed. You can now log in.',
    resetFailed: 'Resetting the password failed.',
    backToLogin: 'Back to Login',
  },

  // --- Get a Quote and a quote's page ---

  quotes: {
    title: 'Get a Quote',
    intro:
      'Paste your materials list, one item a line, as you would send it on WhatsApp: in English or Swahili, quantities before or after. We match it to our stock; the shop prices the rest.',
    noscript:
      'Matching your list and requesting a quote need JavaScript. Please turn it on, or send your list to the shop on WhatsApp.',
    yourList: 'Your list',
    example: '50 bags cement\nY12 x 30\nmabati gauge 30 - 20pcs\n3 rolls binding wire',
    listHint: (max: number) => `Up to ${max} lines, or a CSV with item and quantity columns.`,
    matching: 'Matching...',
    match: 'Match my list',
    matchedList: 'Your matched list',
    estimate: "Today's prices of the matched lines:",
    details: 'Your details',
    fullName: 'Full Name',
    phone: 'Phone Number',
    county: 'County (optional)',
    noCounty: 'Pickup or not decided',
    sending: 'Sending your request...',
    request: 'Request Quote',
    matchedCaption: 'Your list as the shop matched it',
    youWrote: 'You wrote',
    product: 'Product',
    quantity: 'Quantity',
    price: 'Price',
    lineTotal: 'Line total',
    productFor: (text: string) => `Product for "${text}"`,
    quantityFor: (text: string) => `Quantity for "${text}"`,
    notMatched: 'Not matched: the shop will price it',
    loading: 'Loading your quote...',
    quote: 'Quote',
    notFound: 'Quote not found.',
    checkReference: 'Check the reference; it looks like Q-7K3Q-9XF2.',
    yourQuote: 'your quote',
    status: 'Status:',
    /** How a quote's status reads (the stored values are English). */
    statuses: {
      Requested: 'Requested',
      Sent: 'Sent',
      Accepted: 'Accepted',
      Expired: 'Expired',
    },
    requestedAt: (when: string) => `Requested ${when}`,
    waiting: "Waiting for the shop's prices",
    expiredOn: (day: string) => `This quote expired on ${day}.`,
    requestAgain: 'Request again',
    items: 'Items',
    note: (note: string) => `Note from the shop: ${note}`,
    validUntil: (day: string) => `Valid until ${day}`,
    accepting: 'Placing your order...',
    accept: 'Accept Quote',
    accepted: 'Accepted',
    /** 'Your order is <link>ARH-...</link>.' */
    orderIsBefore: 'Your order is ',
    orderIsAfter: '.',
    chatText: (quote: string, order: string, total: string) =>
      `Hello, I accepted quote ${quote}. My order is ${order}, total ${total}.`,
    sendOnWhatsApp: 'Send Order via WhatsApp',
    linesCaption: (reference: string) => `Lines of quote ${reference}`,
    item: 'Item',
    qty: 'Qty',
    amount: 'Amount',
    deliveryTo: (county: string) => `Delivery to ${county}`,
    delivery: 'Delivery',
    total: 'Total',
  },

  // --- Messages of refused input (form rules and the server's answers) ---

  errors: {},
};

/** The shape both languages' page texts share. */
export type PageMessages = typeof enPages;
