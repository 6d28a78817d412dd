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

  errors: {
    /**
     * Each refused-input message as the form rules (src/shared) and the server write it, keyed by
     * its English text; a Swahili page shows the value (src/web/lib/i18n/error-text.ts).
     */
    fixed: {
      // The shop could not be reached or failed (api-client.ts, the error handler, the catalogue).
      'Could not reach the shop. Check your connection and try again.':
        'Could not reach the shop. Check your connection and try again.',
      'Something went wrong. Please try again.': 'Something went wrong. Please try again.',
      'Something went wrong on our side. Please try again.':
        'Something went wrong on our side. Please try again.',
      'Please log in to continue.': 'Please log in to continue.',
      'You do not have permission to do that.': 'You do not have permission to do that.',
      'Not found.': 'Not found.',
      'The request body is too large.': 'The request body is too large.',
      // Accounts: the registration, login and code forms and their server answers.
      'Invalid email format.': 'Invalid email format.',
      "Name may use letters, digits, spaces and . _ ' - only, and must start with a letter or digit.":
        "Name may use letters, digits, spaces and . _ ' - only, and must start with a letter or digit.",
      'User already exists.': 'User already exists.',
      'Could not check this e-mail just now. Please try again in a moment.':
        'Could not check this e-mail just now. Please try again in a moment.',
      'Password must be 12+ chars, with upper, lower, number, and special char.':
        'Password must be 12+ chars, with upper, lower, number, and special char.',
      'Passwords do not match.': 'Passwords do not match.',
      'Code must be exactly 6 digits.': 'Code must be exactly 6 digits.',
      'Email is required.': 'Email is required.',
      'Password is required.': 'Password is required.',
      'Login successful!': 'Login successful!',
      'Invalid email or password.': 'Invalid email or password.',
      'Please verify your e-mail before logging in. Register again with the same e-mail to get a new code, or use Forgot password.':
        'Please verify your e-mail before logging in. Register again with the same e-mail to get a new code, or use Forgot password.',
      'Account created. We are sending a verification code to your e-mail.':
        'Account created. We are sending a verification code to your e-mail.',
      'Verification code sent. Check your e-mail.': 'Verification code sent. Check your e-mail.',
      'Email verified successfully! You can now log in.':
        'Email verified successfully! You can now log in.',
      'If an account exists for this e-mail, a reset code is on its way.':
        'If an account exists for this e-mail, a reset code is on its way.',
      'Your password has been changed. You can now log in.':
        'Your password has been changed. You can now log in.',
      'Too many checks of this e-mail. Please try again in a few minutes.':
        'Too many checks of this e-mail. Please try again in a few minutes.',
      'No registration was found for this e-mail. Please register first.':
        'No registration was found for this e-mail. Please register first.',
      'This e-mail is already verified. Please log in.':
        'This e-mail is already verified. Please log in.',
      'There is no valid code for this e-mail. Please request a new code.':
        'There is no valid code for this e-mail. Please request a new code.',
      'The code has expired. Please request a new code.':
        'The code has expired. Please request a new code.',
      'Too many wrong codes. Please request a new code.':
        'Too many wrong codes. Please request a new code.',
      // Reviews, the contact form, blog comments.
      'Rating must be a whole number of stars.': 'Rating must be a whole number of stars.',
      'Choose a rating from 1 to 5 stars.': 'Choose a rating from 1 to 5 stars.',
      'Please enter your full name.': 'Please enter your full name.',
      'Please enter your email address.': 'Please enter your email address.',
      'Please enter a valid email address.': 'Please enter a valid email address.',
      'Please enter a message.': 'Please enter a message.',
      'Send the message from the contact page.': 'Send the message from the contact page.',
      'Write a comment first.': 'Write a comment first.',
      'Blog not found': 'Blog not found',
      'Comment not found': 'Comment not found',
      // The cart's order and paying with M-Pesa.
      'Please enter your name and phone number before placing your order.':
        'Please enter your name and phone number before placing your order.',
      'Please enter a Kenyan mobile number, e.g. 0712 345 678.':
        'Please enter a Kenyan mobile number, e.g. 0712 345 678.',
      'Each quantity must be a whole number of 1 or more.':
        'Each quantity must be a whole number of 1 or more.',
      'Your cart is empty.': 'Your cart is empty.',
      'Please choose your county for delivery.': 'Please choose your county for delivery.',
      'Please enter an area or landmark for delivery.':
        'Please enter an area or landmark for delivery.',
      'Please choose delivery or pickup.': 'Please choose delivery or pickup.',
      'Order not found.': 'Order not found.',
      'An item in your cart is no longer in our catalogue. Please remove it from your cart and send again.':
        'An item in your cart is no longer in our catalogue. Please remove it from your cart and send again.',
      'Please enter a Kenyan M-Pesa number, e.g. 0712 345 678.':
        'Please enter a Kenyan M-Pesa number, e.g. 0712 345 678.',
      'Paying with M-Pesa from this page is not available.':
        'Paying with M-Pesa from this page is not available.',
      'This order was cancelled, so it cannot be paid.':
        'This order was cancelled, so it cannot be paid.',
      'This order is already paid.': 'This order is already paid.',
      'M-Pesa does not accept that phone number. Please check it.':
        'M-Pesa does not accept that phone number. Please check it.',
      'M-Pesa is not answering just now. Please try again in a minute.':
        'M-Pesa is not answering just now. Please try again in a minute.',
      'A payment prompt was already sent for this order. Please answer it on your phone, or wait for it to end before trying again.':
        'A payment prompt was already sent for this order. Please answer it on your phone, or wait for it to end before trying again.',
      'Too many payment prompts for this order. Please wait a few minutes and try again.':
        'Too many payment prompts for this order. Please wait a few minutes and try again.',
      // Get a Quote and accepting a quote.
      'Please paste your list first: one item a line.':
        'Please paste your list first: one item a line.',
      'Each line needs its text.': 'Each line needs its text.',
      'Please enter your name and phone number.': 'Please enter your name and phone number.',
      'Please choose a county from the list.': 'Please choose a county from the list.',
      'Quote not found.': 'Quote not found.',
      'This quote was already accepted.': 'This quote was already accepted.',
      'The shop has not priced this quote yet. You can accept it once it is sent to you.':
        'The shop has not priced this quote yet. You can accept it once it is sent to you.',
      'Someone else changed this quote a moment ago. Reload it to see it.':
        'Someone else changed this quote a moment ago. Reload it to see it.',
      'This request key was already used for another quote request. Please reload the page and try again.':
        'This request key was already used for another quote request. Please reload the page and try again.',
    },
    /**
     * Messages with values, keyed by their English shape: each {name} stands for a value, handed
     * to the function in the order they appear ('{time}' is e.g. '15 minutes').
     */
    withValues: {
      'The request failed ({status}).': (status: string) => `The request failed (${status}).`,
      'Too many requests. Please wait {time} and try again.': (time: string) =>
        `Too many requests. Please wait ${time} and try again.`,
      'Too many failed logins. Please wait {time} and try again.': (time: string) =>
        `Too many failed logins. Please wait ${time} and try again.`,
      'Too many logins from this address. Please wait {time} and try again.': (time: string) =>
        `Too many logins from this address. Please wait ${time} and try again.`,
      'Please wait {n} seconds before asking for a new code.': (n: string) =>
        `Please wait ${n} seconds before asking for a new code.`,
      'No more codes can be sent to this e-mail for now. Please try again in {n} minutes.': (
        n: string,
      ) => `No more codes can be sent to this e-mail for now. Please try again in ${n} minutes.`,
      'The code is not correct. {n} try left.': (n: string) =>
        `The code is not correct. ${n} try left.`,
      'The code is not correct. {n} tries left.': (n: string) =>
        `The code is not correct. ${n} tries left.`,
      'Name must be at least {n} characters.': (n: string) =>
        `Name must be at least ${n} characters.`,
      'Name must be at most {n} characters.': (n: string) =>
        `Name must be at most ${n} characters.`,
      'Password must be at most {n} characters.': (n: string) =>
        `Password must be at most ${n} characters.`,
      'Email must be at most {n} characters.': (n: string) =>
        `Email must be at most ${n} characters.`,
      'Message must be at least {n} characters.': (n: string) =>
        `Message must be at least ${n} characters.`,
      'Message must be at most {n} characters.': (n: string) =>
        `Message must be at most ${n} characters.`,
      'A comment can be at most {n} characters.': (n: string) =>
        `A comment can be at most ${n} characters.`,
      'Each quantity must be at most {n}.': (n: string) => `Each quantity must be at most ${n}.`,
      'An order can hold at most {n} different items.': (n: string) =>
        `An order can hold at most ${n} different items.`,
      'Area or landmark must be at most {n} characters.': (n: string) =>
        `Area or landmark must be at most ${n} characters.`,
      'Note must be at most {n} characters.': (n: string) =>
        `Note must be at most ${n} characters.`,
      'We do not deliver to {county} yet. Please choose pickup, or call the shop to arrange delivery.':
        (county: string) =>
          `We do not deliver to ${county} yet. Please choose pickup, or call the shop to arrange delivery.`,
      'Only {n} of {name} left in stock. Please lower the quantity.': (n: string, name: string) =>
        `Only ${n} of ${name} left in stock. Please lower the quantity.`,
      '{name} is no longer in our catalogue. Please remove it from your cart and send again.': (
        name: string,
      ) => `${name} is no longer in our catalogue. Please remove it from your cart and send again.`,
      '{name} has no price yet. Please remove it and ask the shop for a quote.': (name: string) =>
        `${name} has no price yet. Please remove it and ask the shop for a quote.`,
      '{name} is discontinued. Please remove it from your cart.': (name: string) =>
        `${name} is discontinued. Please remove it from your cart.`,
      '{name} is out of stock. Please remove it from your cart.': (name: string) =>
        `${name} is out of stock. Please remove it from your cart.`,
      'A line can be at most {n} characters.': (n: string) =>
        `A line can be at most ${n} characters.`,
      'A quote can hold at most {n} lines.': (n: string) => `A quote can hold at most ${n} lines.`,
      'A list can hold at most {n} lines; yours has {count}. Please split it into two quotes.': (
        n: string,
        count: string,
      ) =>
        `A list can hold at most ${n} lines; yours has ${count}. Please split it into two quotes.`,
      "A quote's total can be at most {max}; this one comes to {total}. Please split it.": (
        max: string,
        total: string,
      ) => `A quote's total can be at most ${max}; this one comes to ${total}. Please split it.`,
      'Line {n} ("{text}") names a product that is no longer in the catalogue.': (
        n: string,
        text: string,
      ) => `Line ${n} ("${text}") names a product that is no longer in the catalogue.`,
    },
  },
};

/** The shape both languages' page texts share. */
export type PageMessages = typeof enPages;
