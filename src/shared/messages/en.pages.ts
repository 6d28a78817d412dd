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

  auth: {},

  // --- Get a Quote and a quote's page ---

  quotes: {},

  // --- Messages of refused input (form rules and the server's answers) ---

  errors: {},
};

/** The shape both languages' page texts share. */
export type PageMessages = typeof enPages;
