// The English texts of the browsing pages beyond the home page: the catalogue and a product, the
// services, the gallery, the blog and a post, and the contact page. A chunk of its own so the home
// page's script stays small: loaded with any other page's code (docs/decisions/105); the pages
// that take an order or an account have theirs in en.shop.ts. sw.pages.ts holds the same keys in
// Swahili.

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
    /** A variant's stock on its page (DESIGN decision 44). */
    stockIn: 'In stock',
    stockFew: (amount: string) => `Only ${amount} left`,
    stockOut: 'Out of stock',
    /** A card's price when the variants differ in price: 'from KES 780'. */
    from: (price: string) => `from ${price}`,
    /** Read after a chooser's value the shop does not stock. */
    unavailable: 'not available',
    /** Read after a chooser's value whose link also changes another option: what it opens. */
    opens: (title: string) => `opens ${title}`,
    quantity: 'Quantity',
    soldBy: 'Sold by',
    reservedAmount: (name: string, amount: string) =>
      `${name} reserved: ${amount} added to your cart.`,
  },

  // --- The blog list and a post: comments, replies, reactions ---

  blog: {
    title: 'Our Blog',
    intro: 'Building tips, product guides and news from the shop.',
    loadingList: 'Loading blogs...',
    theBlogs: 'the blogs',
    none: 'Coming soon... No blogs have been posted yet.',
    readMore: 'Read More',
    /** Read by screen readers after 'Read More', hidden on screen. */
    readMoreAbout: (title: string) => ` about ${title}`,
    loadingOne: 'Loading blog...',
    notFound: 'Blog not found.',
    thisBlog: 'this blog',
    back: 'Back to the blog',
    allBlogs: '← All blogs',
    coverOf: (title: string) => `Cover image of ${title}`,
    imageOf: (n: number, title: string) => `Image ${n} of ${title}`,
    reactions: 'Reactions',
    like: 'Like',
    heart: 'Heart',
    dislike: 'Dislike',
    comments: (n: number) => `Comments (${n})`,
    yourComment: 'Your comment',
    posting: 'Posting...',
    postComment: 'Post Comment',
    logInToComment: 'Log in to comment',
    noComments: 'No comments yet.',
    loading: 'Loading...',
    showOlder: 'Show older comments',
    /** Who wrote a comment posted without an account. */
    anonymous: 'Anonymous',
    commentBy: (author: string) => `Comment by ${author}`,
    repliesTo: (author: string) => `Replies to ${author}`,
    replyTo: (author: string) => `Reply to ${author}`,
    writeReply: 'Write a reply...',
    reply: 'Reply',
    delete: 'Delete',
    deleteCommentBy: (author: string) => `Delete comment by ${author}`,
    deleteReplyBy: (author: string) => `Delete reply by ${author}`,
    deleteQuestion: (replies: number) =>
      replies === 0
        ? 'Delete this comment?'
        : `Delete this comment and its ${replies} ${replies === 1 ? 'reply' : 'replies'}? The ${replies === 1 ? 'reply' : 'replies'} will be deleted too.`,
    deleted: 'Comment deleted.',
    notDeleted: 'The comment could not be deleted.',
    more: 'More Blogs',
    previousBlogs: 'Previous blogs',
    nextBlogs: 'Next blogs',
    slideOf: (n: number, count: number) => `${n} of ${count}`,
  },

  // --- The services page ---

  services: {
    title: 'Our Services',
    intro: 'More than a hardware shop: we help you build, fix and finish right.',
    /** The five cards of the spec, in order (their icons are in ServicesPage). */
    cards: [
      {
        title: 'Delivery Across Kenya',
        text: 'From a few bags of cement to a full lorry of steel, we deliver to your site in Athi River, Nairobi and across Kenya.',
      },
      {
        title: 'Steel Cutting & Fabrication',
        text: 'Reinforcement bars cut and bent to your schedule, and gates, grills and frames fabricated to measure.',
      },
      {
        title: 'Bulk Orders & Wholesale',
        text: 'Contractor and wholesale prices on bulk orders, with reliable stock for projects of every size.',
      },
      {
        title: 'Technical Support',
        text: 'Our team helps you choose the right materials, quantities and tools for the job before you buy.',
      },
      {
        title: 'Custom Material Sourcing',
        text: 'Need something we do not stock? Tell us and we will source it from trusted suppliers for you.',
      },
    ],
    more: 'More from our team',
    loading: 'Loading services...',
    theList: 'the list of services',
    none: 'Ask us about anything else you need for your project.',
    helpTitle: 'Need help with your project?',
    helpText:
      'Tell us what you are building and we will put together the right materials and services.',
    contactUs: 'Contact Us',
  },

  // --- The gallery page ---

  gallery: {
    title: 'Gallery',
    intro: 'A look at what is in our yard and on our shelves.',
    loading: 'Loading gallery...',
    theGallery: 'the gallery',
    none: 'No pictures yet.',
    pictures: 'Pictures',
    openPicturesOf: (name: string) => `Open pictures of ${name}`,
    pages: 'Gallery pages',
    imageOf: (name: string, n: number) => `${name}, image ${n}`,
    prev: 'Prev',
    next: 'Next',
    imageCount: (n: number, count: number) => `Image ${n}/${count}`,
  },

  // --- The contact page and its form ---

  contact: {
    title: 'Contact Us',
    intro:
      'Questions about stock, prices or delivery? Call, e-mail or send us a message and we will get back to you.',
    phone: 'Phone',
    email: 'Email',
    location: 'Location',
    hours: 'Working Hours',
    /** The shop's opening hours (WORKING_HOURS in the shop's constants). */
    workingHours: 'Mon to Sat, 8:00 AM to 6:00 PM',
    mapOf: (place: string) => `Map of ${place}`,
    openMap: 'Open in Google Maps',
    formTitle: 'Send Us a Message',
    fullName: 'Full Name',
    message: 'Message',
    notSent: 'Your message could not be sent:',
    sent: 'Thank you! Your message has been sent. We will get back to you soon.',
    alsoWhatsApp: 'Also send it on WhatsApp',
    sending: 'Sending...',
    send: 'Send Message',
    /** The WhatsApp message offered after sending: the greeting line, then the message. */
    whatsappHello: (name: string, email: string) => `Hello, my name is ${name} (${email}).`,
  },
};

/** The shape both languages' page texts share. */
export type PageMessages = typeof enPages;
