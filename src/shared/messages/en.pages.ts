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

  cart: {
    title: 'Your Cart',
    opening: 'Opening your cart...',
    emptyTitle: 'Your toolbox is empty',
    emptyText: 'Add cement, steel, paint or tools from the shop and send your order on WhatsApp.',
    browse: 'Browse Products',
    quoteBefore: 'Buying for a site?',
    quoteLink: 'Get a Quote',
    quoteAfter: 'from your materials list.',
    itemsCaption: 'Items in your cart',
    product: 'Product',
    quantity: 'Quantity',
    price: 'Price',
    subtotal: 'Subtotal',
    actions: 'Actions',
    quantityOf: (name: string) => `Quantity of ${name}`,
    remove: 'Remove',
    removeOf: (name: string) => `Remove ${name}`,
    form: 'Order details',
    yourDetails: 'Your Details',
    fullName: 'Full Name',
    phone: 'Phone Number',
    deliveryOrPickup: 'Delivery or pickup',
    pickup: 'Pickup at the shop (free)',
    delivery: 'Delivery',
    county: 'County',
    chooseCounty: 'Choose your county',
    area: 'Area or landmark',
    areaPlaceholder: 'e.g. Greenpark, next to the mall',
    /** The same words as ORDER_TEXTS.noDeliveryZone, which the server answers with. */
    noDeliveryZone: (county: string) =>
      `We do not deliver to ${county} yet. Please choose pickup, or call the shop to arrange delivery.`,
    note: 'Note for the shop (optional)',
    location: 'Delivery location',
    viewLocation: 'View my location on the map',
    locationNotDetected: 'Location not detected',
    tryAgain: 'Try again',
    detecting: 'Detecting your location...',
    deliveryFee: 'Delivery fee',
    total: 'Total',
    saving: 'Saving your order...',
    send: 'Send Order via WhatsApp',
    continueShopping: 'Continue Shopping',
    /** What the delivery fee line says before there is a fee to show. */
    fee: {
      chooseMethod: 'Choose delivery or pickup',
      free: 'Free',
      chooseCounty: 'Choose your county',
      byShop: 'Confirmed by the shop',
      notAvailable: 'Not available',
    },
    missingDetails: 'Please enter your name and phone number before placing your order.',
    badPhone: 'Please enter a Kenyan mobile number, e.g. 0712 345 678.',
    chooseMethod: 'Please choose delivery or pickup.',
    chooseCountyForDelivery: 'Please choose your county for delivery.',
    enterArea: 'Please enter an area or landmark for delivery.',
    popupBlocked:
      'WhatsApp could not be opened: your browser blocked the new tab. Allow pop-ups for this site and try again.',
    orderReady: 'Your order is ready in WhatsApp. Send it there to reach the shop.',
    geolocationUnsupported: 'Geolocation is not supported by your browser.',
    geolocationDenied: 'Unable to retrieve your location. Please allow location access.',
    /** The WhatsApp message sent to the shop (product names stay as the shop wrote them). */
    message: {
      hello: 'Hello, I would like to place an order.',
      order: (reference: string) => `Order: ${reference}`,
      name: (name: string) => `Name: ${name}`,
      phone: (phone: string) => `Phone: ${phone}`,
      items: 'Items:',
      subtotal: (amount: string) => `Subtotal: ${amount}`,
      delivery: (text: string) => `Delivery: ${text}`,
      total: (amount: string) => `Total: ${amount}`,
      location: (where: string) => `Location: ${where}`,
      locationNotDetected: 'Location not detected',
      pickup: 'Pickup at the shop (free)',
      feeByShop: (where: string) => `${where} (fee to be confirmed by the shop)`,
      paybill: (paybill: string, reference: string) =>
        `Pay with M-Pesa: Paybill ${paybill}, Account ${reference}`,
      till: (till: string, reference: string) =>
        `Pay with M-Pesa: Buy Goods Till ${till}, quote ${reference} to the shop`,
      status: (url: string) => `Order status: ${url}`,
    },
  },

  // --- An order's page and paying with M-Pesa ---

  orders: {
    loading: 'Loading your order...',
    title: 'Order status',
    notFound: 'Order not found.',
    notFoundHint: 'Check the reference in your WhatsApp message; it looks like ARH-7K3Q-9XF2.',
    browse: 'Browse Products',
    yourOrder: 'your order',
    order: 'Order',
    status: 'Status:',
    placed: (when: string) => `Placed ${when}`,
    items: 'Items',
    delivery: 'Delivery',
    history: 'Status history',
    /** How an order's status reads (the stored values are English). */
    statuses: {
      New: 'New',
      Confirmed: 'Confirmed',
      Paid: 'Paid',
      Dispatched: 'Dispatched',
      Delivered: 'Delivered',
      Cancelled: 'Cancelled',
    },
    pickup: 'Pickup at the shop',
    deliveryTo: (area: string, county: string) => `Delivery to ${area}, ${county}`,
    linesCaption: 'Items in this order',
    item: 'Item',
    qty: 'Qty',
    amount: 'Amount',
    each: (price: string) => `${price} each`,
    subtotal: 'Subtotal',
    deliveryFee: 'Delivery fee',
    free: 'Free',
    total: 'Total',
    by: (name: string) => ` by ${name}`,
    pay: {
      payment: 'Payment',
      paid: 'Paid.',
      paidReceipt: (receipts: string) => `Paid. M-Pesa receipt: ${receipts}`,
      title: 'Pay with M-Pesa',
      amountToPay: 'Amount to pay:',
      demo: 'Demo payment: no money moves.',
      phone: 'M-Pesa phone number',
      button: 'Pay with M-Pesa',
      badPhone: 'Please enter a Kenyan M-Pesa number, e.g. 0712 345 678.',
      checkPhone: 'Check your phone and enter your M-Pesa PIN.',
      cancelled: 'Payment cancelled.',
      failed: (reason: string) => `Payment failed: ${reason}`,
      noReason: 'M-Pesa did not say why.',
      noAnswer: 'No answer from M-Pesa yet.',
      amountDiffers: (amount: string) =>
        `M-Pesa received ${amount}, which is not what the order owed. The shop will contact you.`,
    },
  },

  // --- Login, register, forgot password ---

  auth: {},

  // --- Get a Quote and a quote's page ---

  quotes: {},

  // --- Messages of refused input (form rules and the server's answers) ---

  errors: {},
};

/** The shape both languages' page texts share. */
export type PageMessages = typeof enPages;
