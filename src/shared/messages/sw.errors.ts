import { writeRefusal } from './write-refusal.js';
import type { ErrorMessages } from './en.errors.js';

// Ujumbe wa makosa ya kuingiza kwa Kiswahili, ufunguo kwa ufunguo kama en.errors.ts (the refused
// input messages in Swahili, keyed by their English text or shape).

export const swErrors: ErrorMessages = {
  lang: 'sw',
  write: writeRefusal,
  fixed: {
    'Please give the list a name.': 'Tafadhali ipe orodha jina.',
    "A list's name must be at most 60 characters.": 'Jina la orodha lisizidi herufi 60.',
    'Dates must be written as YYYY-MM-DD.': 'Tarehe ziandikwe kama YYYY-MM-DD.',
    'That date does not exist.': 'Tarehe hiyo haipo.',
    'The start date must not be after the end date.':
      'Tarehe ya kuanza isiwe baada ya tarehe ya mwisho.',
    'Could not reach the shop. Check your connection and try again.':
      'Hatukuweza kufikia duka. Angalia muunganisho wako na ujaribu tena.',
    'Something went wrong. Please try again.': 'Hitilafu imetokea. Tafadhali jaribu tena.',
    'Something went wrong on our side. Please try again.':
      'Hitilafu imetokea upande wetu. Tafadhali jaribu tena.',
    'Please log in to continue.': 'Tafadhali ingia ili kuendelea.',
    'You do not have permission to do that.': 'Huna ruhusa ya kufanya hivyo.',
    'Not found.': 'Haikupatikana.',
    'The request body is too large.': 'Ombi ni kubwa mno.',
    'The request could not be read.': 'Ombi halikuweza kusomwa.',
    'Please check the form: something in it is not valid.':
      'Tafadhali angalia fomu: kuna kitu ndani yake ambacho si sahihi.',
    'This search could not be read. Please change it and try again.':
      'Utafutaji huu haukuweza kusomwa. Tafadhali ubadilishe ujaribu tena.',
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
    'A KRA PIN is a letter, 9 digits and a letter, e.g. P051234567Q.':
      'PIN ya KRA ni herufi, tarakimu 9 na herufi, mfano P051234567Q.',
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
    'Line {n} has {length} characters; a line can have at most {max}. Please shorten it.': (
      n: string,
      length: string,
      max: string,
    ) => `Mstari wa ${n} una herufi ${length}; mstari usizidi herufi ${max}. Tafadhali uufupishe.`,
    "A quote's total can be at most {max}; this one comes to {total}. Please split it.": (
      max: string,
      total: string,
    ) => `Jumla ya nukuu ya bei isizidi ${max}; hii inafikia ${total}. Tafadhali igawe.`,
    'M-Pesa takes at most {max} in one payment, and this order owes {owed}. Please pay it at the shop or by bank transfer.':
      (max: string, owed: string) =>
        `M-Pesa hupokea hadi ${max} kwa malipo moja, na oda hii inadaiwa ${owed}. Tafadhali lipa dukani au kwa uhamisho wa benki.`,
    'Line {n} ("{text}") names a product that is no longer in the catalogue.': (
      n: string,
      text: string,
    ) => `Mstari ${n} ("${text}") unataja bidhaa ambayo haipo tena kwenye orodha.`,
    // Refusals written from their code and values (refusal-values.ts), several by `why`.
    '{name} is no longer sold. Please remove it from your cart.': (name: string) =>
      `${name} haiuzwi tena. Tafadhali iondoe kwenye kikapu chako.`,
    'An item in your cart is no longer in our catalogue. Please remove it from your cart and send again.':
      () =>
        'Bidhaa moja kwenye kikapu chako haipo tena kwenye orodha yetu. Tafadhali iondoe kwenye kikapu na utume tena.',
    'Not enough {name} in stock to confirm: {left} left, this order needs {needs}.': (
      name: string,
      left: string,
      needs: string,
    ) =>
      `Hakuna ${name} ya kutosha stoo kuthibitisha oda: zimebaki ${left}, oda hii inahitaji ${needs}.`,
    'Only {left} {unit} of {sku} on hand: that adjustment would go below zero.': (
      left: string,
      unit: string,
      sku: string,
    ) => `Stoo ya ${sku} ni ${left} ${unit} tu: marekebisho hayo yangeishusha chini ya sifuri.`,
    'Too many failed logins. Please wait {n} minute and try again.': (n: string) =>
      `Majaribio mengi mno ya kuingia yameshindwa. Tafadhali subiri dakika ${n} kisha ujaribu tena.`,
    'Too many failed logins. Please wait {n} minutes and try again.': (n: string) =>
      `Majaribio mengi mno ya kuingia yameshindwa. Tafadhali subiri dakika ${n} kisha ujaribu tena.`,
    'Too many logins from this address. Please wait {n} minute and try again.': (n: string) =>
      `Umeingia mara nyingi mno kutoka anwani hii. Tafadhali subiri dakika ${n} kisha ujaribu tena.`,
    'Too many logins from this address. Please wait {n} minutes and try again.': (n: string) =>
      `Umeingia mara nyingi mno kutoka anwani hii. Tafadhali subiri dakika ${n} kisha ujaribu tena.`,
    '{name} is not sold by the {unit}.': (name: string, unit: string) =>
      `${name} haiuzwi kwa kipimo cha ${unit}.`,
    'Line {n}: this product is no longer sold.': (n: string) =>
      `Mstari wa ${n}: bidhaa hii haiuzwi tena.`,
    "This quote expired on {date}. Please request it again for today's prices.": (date: string) =>
      `Nukuu hii ya bei iliisha muda tarehe ${date}. Tafadhali iombe upya upate bei za leo.`,
    '{reason} Please try again later.': (reason: string) =>
      `M-Pesa imekataa: ${reason} Tafadhali jaribu tena baadaye.`,
    '{county} is already in the zone "{zone}". A county can be in one zone only.': (
      county: string,
      zone: string,
    ) => `${county} tayari iko kwenye eneo "${zone}". Kaunti inaweza kuwa kwenye eneo moja tu.`,
    'An order that is {from} cannot be marked {to}.': (from: string, to: string) =>
      `Oda iliyo ${from} haiwezi kuwekwa ${to}.`,
    'Please price every line before sending: "{text}" has no price.': (text: string) =>
      `Tafadhali weka bei kila mstari kabla ya kutuma: "${text}" haina bei.`,
    'The stock of {sku} is not counted yet: count it first.': (sku: string) =>
      `Stoo ya ${sku} bado haijahesabiwa: ihesabu kwanza.`,
    'Variant {sku} holds stock in {unit}: count it to 0 before changing its stock unit.': (
      sku: string,
      unit: string,
    ) =>
      `Aina ${sku} ina stoo kwa ${unit}: ihesabu iwe 0 kabla ya kubadilisha kipimo chake cha stoo.`,
    'Variant {sku} is on an open order: set it inactive instead of removing it.': (sku: string) =>
      `Aina ${sku} iko kwenye oda iliyo wazi: isimamishe badala ya kuiondoa.`,
    'Two variants have the same combination ({options}).': (options: string) =>
      `Aina mbili zina mchanganyiko mmoja (${options}).`,
    'The cash given is less than the total of {total}.': (total: string) =>
      `Pesa taslimu iliyotolewa ni chini ya jumla ya ${total}.`,
    'The M-Pesa payment is less than the total of {total}.': (total: string) =>
      `Malipo ya M-Pesa ni chini ya jumla ya ${total}.`,
    // Refusals of decision 181, written from their code (and `why`) in refusal-values.ts.
    'Nothing to change.': () => 'Hakuna cha kubadilisha.',
    'Idempotency-Key must be 8-100 plain characters.': () =>
      'Idempotency-Key lazima iwe herufi 8-100 za kawaida.',
    'This customer has no trade account.': () => 'Mteja huyu hana akaunti ya biashara.',
    'Product not found.': () => 'Bidhaa haikupatikana.',
    'Review not found.': () => 'Tathmini haikupatikana.',
    'Image not found.': () => 'Picha haikupatikana.',
    'Delivery zone not found.': () => 'Eneo la kusafirisha halikupatikana.',
    'Customer not found.': () => 'Mteja hakupatikana.',
    'Message not found.': () => 'Ujumbe haukupatikana.',
    'Service not found.': () => 'Huduma haikupatikana.',
    'Variant not found.': () => 'Aina haikupatikana.',
    'Send the message from the contact page.': () => 'Tuma ujumbe kutoka ukurasa wa mawasiliano.',
    'The Content-Length header does not match the body.': () =>
      'Kichwa cha Content-Length hakilingani na ombi lenyewe.',
    'Too many checks of this e-mail. Please try again in a few minutes.': () =>
      'Barua pepe hii imekaguliwa mara nyingi mno. Tafadhali jaribu tena baada ya dakika chache.',
    'Too many payment prompts for this order. Please wait a few minutes and try again.': () =>
      'Maombi mengi mno ya malipo kwa oda hii. Tafadhali subiri dakika chache kisha ujaribu tena.',
    'The request body is not valid JSON.': () => 'Ombi si JSON halali.',
    'The request body is empty.': () => 'Ombi ni tupu.',
    'This content type is not accepted here.': () => 'Aina hii ya maudhui haipokelewi hapa.',
    'The request must be multipart/form-data.': () => 'Ombi lazima liwe multipart/form-data.',
    'Send the CSV file as multipart/form-data in "file".': () =>
      'Tuma faili la CSV kama multipart/form-data katika "file".',
    'Send the statement as multipart/form-data in "file".': () =>
      'Tuma taarifa kama multipart/form-data katika "file".',
    'Not a callback of M-Pesa Express.': () => 'Huu si mwito wa M-Pesa Express.',
    'Not a paybill confirmation.': () => 'Huu si uthibitisho wa paybill.',
    'Send one cover image only.': () => 'Tuma picha moja tu ya jalada.',
    'A post can have at most {max} images.': (max: string) =>
      `Makala inaweza kuwa na picha ${max} tu.`,
    '"{name}" is too large! (max {max})': (name: string, max: string) =>
      `"${name}" ni kubwa mno! (isizidi ${max})`,
    'A file is too large.': () => 'Faili ni kubwa mno.',
    'The field "{field}" is too long.': (field: string) => `Sehemu "${field}" ni ndefu mno.`,
    '"{name}" has too many pixels (max 40 megapixels).': (name: string) =>
      `"${name}" ina pikseli nyingi mno (zisizidi megapikseli 40).`,
    '"{name}" could not be read as an image; the file may be damaged.': (name: string) =>
      `"${name}" haikuweza kusomwa kama picha; huenda faili limeharibika.`,
    '"{name}" is not an image we can use. Please upload a JPEG, PNG, WebP, GIF or AVIF file.': (
      name: string,
    ) =>
      `"${name}" si picha tunayoweza kutumia. Tafadhali pakia faili la JPEG, PNG, WebP, GIF au AVIF.`,
    'A product with this SKU already exists.': () => 'Bidhaa yenye SKU hii tayari ipo.',
    'Two variants have the SKU {sku}.': (sku: string) => `Aina mbili zina SKU ${sku}.`,
    'Another product has the SKU {sku}.': (sku: string) => `Bidhaa nyingine ina SKU ${sku}.`,
    'A variant with this SKU or combination already exists.': () =>
      'Aina yenye SKU hii au mchanganyiko huu tayari ipo.',
    '{name} has no such size or kind.': (name: string) => `${name} haina ukubwa au aina hiyo.`,
    'Variant {id} is not a variant of this product.': (id: string) =>
      `Aina ${id} si aina ya bidhaa hii.`,
    'The column "{column}" appears twice on line 1.': (column: string) =>
      `Safu "${column}" imeandikwa mara mbili kwenye mstari wa 1.`,
    'The file needs a "sku" column on line 1.': () =>
      'Faili linahitaji safu ya "sku" kwenye mstari wa 1.',
    'The file could not be read as CSV: {reason}': (reason: string) =>
      `Faili halikuweza kusomwa kama CSV: ${reason}`,
    'Line {n} has more cells than the header has columns. Check for a stray comma or quote.': (
      n: string,
    ) =>
      `Mstari wa ${n} una visanduku vingi kuliko safu za kichwa. Angalia kama kuna koma au alama ya nukuu iliyopotea.`,
    'The statement could not be read as CSV: {reason}': (reason: string) =>
      `Taarifa haikuweza kusomwa kama CSV: ${reason}`,
    "This is not an M-Pesa statement: no 'Receipt No.' column was found.": () =>
      "Hii si taarifa ya M-Pesa: safu ya 'Receipt No.' haikupatikana.",
    "The statement has no '{column}' column.": (column: string) =>
      `Taarifa haina safu ya '${column}'.`,
    'The file is larger than {max} MB. Split it into smaller files.': (max: string) =>
      `Faili ni kubwa kuliko MB ${max}. Ligawe katika mafaili madogo.`,
    'The file has {count} products; at most {max} can be imported at once. Split it into smaller files.':
      (count: string, max: string) =>
        `Faili lina bidhaa ${count}; zisizozidi ${max} zinaweza kuingizwa kwa mara moja. Ligawe katika mafaili madogo.`,
    'Unknown column "{column}" on line 1. The columns are: {columns}.': (
      column: string,
      columns: string,
    ) => `Safu "${column}" haijulikani kwenye mstari wa 1. Safu ni: ${columns}.`,
    'At most {n} images per product.': (n: string) => `Bidhaa moja inaweza kuwa na picha ${n} tu.`,
    'Unexpected file field "{field}"; send images as "images".': (field: string) =>
      `Sehemu ya faili "${field}" haitarajiwi; tuma picha katika "images".`,
    'Line {n}: each quantity must be a number like 2 or 2.5.': (n: string) =>
      `Mstari wa ${n}: kila kiasi kiwe nambari kama 2 au 2.5.`,
  },
  byCode: {
    ALREADY_VERIFIED: 'Barua pepe hii tayari imethibitishwa. Tafadhali ingia.',
    BAD_MULTIPART: 'Upakiaji haukuwa fomu kamili ya sehemu nyingi.',
    BAD_PHONE: 'M-Pesa haikubali namba hiyo ya simu. Tafadhali iangalie.',
    BLOG_NOT_FOUND: 'Makala haikupatikana',
    CAPABILITY_MISSING: 'Nafasi yako ya kazi hairuhusu hilo.',
    CLIENT_ABORTED: 'Ombi halikupokelewa lote.',
    CODE_EXPIRED: 'Muda wa msimbo umekwisha. Tafadhali omba msimbo mpya.',
    CODE_LOCKED: 'Misimbo mingi mno isiyo sahihi. Tafadhali omba msimbo mpya.',
    CODE_MISSING: 'Hakuna msimbo halali kwa barua pepe hii. Tafadhali omba msimbo mpya.',
    COMMENT_NOT_FOUND: 'Maoni hayakupatikana',
    CSV_EMPTY: 'Faili ni tupu.',
    CSV_MISSING: 'Chagua faili la CSV la kuingiza.',
    CSV_NOT_UTF8: 'Faili si maandishi ya UTF-8. Katika Excel chagua "Save As" na "CSV UTF-8".',
    EMPTY_LIST: 'Tafadhali bandika orodha yako kwanza: bidhaa moja kila mstari.',
    ETIMS_ALREADY_SIGNED: 'Hati hii imeshasainiwa.',
    ETIMS_CREDIT_LINE: 'Mstari huo haupo kwenye ankara.',
    ETIMS_CREDIT_OVER_ORIGINAL: 'Hati ya marejesho haiwezi kuzidi kilichoandikwa kwenye ankara.',
    ETIMS_NO_INVOICE: 'Oda hii haina ankara ya KRA ya kurejesha.',
    IDEMPOTENCY_KEY_REUSED:
      'Ombi hili tayari limetumika kwa ombi jingine la nukuu. Tafadhali pakia ukurasa upya na ujaribu tena.',
    INTERNAL_ERROR: 'Hitilafu imetokea upande wetu. Tafadhali jaribu tena.',
    INVALID_CHARACTER: 'Ombi lina herufi isiyoruhusiwa (NUL).',
    INVALID_CREDENTIALS: 'Barua pepe au nenosiri si sahihi.',
    JOB_NOT_FOUND: 'Hakuna kazi iliyoshindwa yenye kitambulisho hiki.',
    LAST_OWNER: 'Huyu ndiye mmiliki wa mwisho: mfanye mtu mwingine kuwa mmiliki kwanza.',
    METRICS_TOKEN_REQUIRED: 'Tokeni ya vipimo inahitajika.',
    MISSING_HOST: 'Ombi halina kichwa cha Host.',
    MPESA_OFF: 'Kulipa kwa M-Pesa kutoka ukurasa huu hakupatikani.',
    MPESA_UNREACHABLE: 'M-Pesa haijibu kwa sasa. Tafadhali jaribu tena baada ya dakika moja.',
    NO_REGISTRATION: 'Hakuna usajili uliopatikana kwa barua pepe hii. Tafadhali jisajili kwanza.',
    ORDER_CHANGED: 'Mtu mwingine amebadilisha oda hii punde. Ipakie upya uone hali yake.',
    ORDER_NOT_FOUND: 'Oda haikupatikana.',
    NO_TRADE_ACCOUNT: 'Huna akaunti ya biashara na duka.',
    ACCOUNT_EXISTS: 'Mteja huyu tayari ana akaunti ya biashara.',
    ACCOUNT_ON_HOLD:
      'Akaunti yako ya biashara imesimamishwa kwa sababu kuna deni lililopita muda wake. Tafadhali lipa salio lako, au chagua njia nyingine ya kulipa.',
    STATEMENT_LINK_INVALID: 'Kiungo hiki cha taarifa kimepitwa na muda au si sahihi. Omba kipya.',
    ACCOUNT_ORDER_NOT_AWAITING: 'Oda hii haisubiri idhini.',
    TOO_MANY_SITES: 'Unaweza kuhifadhi maeneo 30 tu. Ondoa moja kwanza.',
    SITE_NOT_FOUND: 'Eneo halikupatikana.',
    TOO_MANY_LISTS: 'Unaweza kuhifadhi orodha 30 tu. Ondoa moja kwanza.',
    LIST_TOO_LONG: 'Orodha moja inabeba mistari 50 tu.',
    LIST_EMPTY: 'Hakuna kitu ndani yake cha kuhifadhi kama orodha.',
    LIST_NOT_FOUND: 'Orodha haikupatikana.',
    LIST_NAME_TAKEN: 'Tayari una orodha yenye jina hili.',
    PAY_MORE_THAN_OWED:
      'Hicho ni zaidi ya deni lako kwenye akaunti. Tafadhali lipa si zaidi ya salio lako.',
    PAYMENT_ON_ACCOUNT:
      'Malipo haya tayari yameingizwa kwenye akaunti ya biashara; kuyaweka kwenye oda kungeyahesabu mara mbili.',
    ORDER_NOT_PAYABLE: 'Oda hii ilighairiwa, kwa hiyo haiwezi kulipwa.',
    ORDER_PAID: 'Oda hii tayari imelipwa.',
    OWN_ROLES: 'Hakuna anayebadilisha nafasi zake mwenyewe: muombe mmiliki mwingine.',
    PAYMENT_ATTACHED: 'Malipo haya tayari ni ya oda nyingine.',
    COUNTER_PROMPT_PENDING:
      'Ombi la M-Pesa bado liko wazi kwa mauzo haya. Subiri mnunuzi alijibu au liishe.',
    COUNTER_SALE_NOT_WAITING: 'Mauzo haya hayasubiri malipo.',
    PAYMENT_NOT_FOUND: 'Malipo hayakupatikana.',
    PAYMENT_PENDING:
      'Ombi la malipo tayari limetumwa kwa oda hii. Tafadhali lijibu kwenye simu yako, au subiri liishe kabla ya kujaribu tena.',
    PAYMENT_UNREADABLE:
      'Kiasi cha malipo haya hakikuweza kusomwa. Kiangalie kwenye taarifa ya M-Pesa na ukirekodi kama malipo kwa mkono.',
    QUOTE_ACCEPTED: 'Nukuu hii ya bei tayari imekubaliwa.',
    QUOTE_CHANGED:
      'Mtu mwingine amebadilisha nukuu hii muda mfupi uliopita. Ipakie upya ili uione.',
    QUOTE_NOT_FOUND: 'Nukuu ya bei haikupatikana.',
    QUOTE_NOT_SENT:
      'Duka bado halijaweka bei kwenye nukuu hii. Utaweza kuikubali itakapotumwa kwako.',
    QUOTE_SENT:
      "Mistari na bei za nukuu iliyotumwa haziwezi kubadilika; ni 'Halali hadi' na maelezo tu yanayoweza kubadilika. Anza nukuu mpya ili kubadilisha bei.",
    PAYLOAD_TOO_LARGE: 'Ombi ni kubwa mno.',
    REASON_REQUIRED: 'Tafadhali toa sababu ya mabadiliko haya.',
    STAFF_NOT_FOUND: 'Mfanyakazi huyo hayupo.',
    TOO_MANY_FIELDS: 'Fomu ina sehemu nyingi mno.',
    TOO_MANY_PARTS: 'Fomu ina faili au sehemu nyingi mno.',
    TOO_MANY_FILES: 'Fomu ina faili nyingi mno.',
    UNAUTHORIZED: 'Tafadhali ingia ili kuendelea.',
    USER_EXISTS: 'Mtumiaji huyu tayari yupo.',
    VARIANT_PICTURE_UNKNOWN: 'Picha ya aina hii lazima iwe mojawapo ya picha za bidhaa hii.',
    REPORT_DATES: 'Tafadhali weka tarehe halisi (YYYY-MM-DD).',
    REFUND_NOT_ON_ACCOUNT:
      'Ni oda ya akaunti ya biashara tu inayoweza kurudishiwa pesa kwenye akaunti.',
    REFUND_REFERENCE_REQUIRED: 'Andika nambari ya muamala wa M-Pesa wa pesa zilizorudishwa.',
    RETURN_EMPTY: 'Chagua angalau bidhaa moja na kiasi kinachorudishwa.',
    RETURN_LINE_UNKNOWN: 'Bidhaa hiyo haiko kwenye oda hii.',
    RETURN_NOT_DELIVERED: 'Ni oda iliyofikishwa au kuchukuliwa tu inayoweza kurudishiwa bidhaa.',
    RETURN_NOT_WHOLE: 'Bidhaa hii huuzwa nzima: rudisha vipimo vizima.',
    RETURN_QUANTITY: 'Andika kiasi kama nambari yenye desimali 3 au chache.',
    RETURN_TOO_MUCH: 'Hicho ni zaidi ya kilichobaki kurudishwa kwenye bidhaa hii.',
    REPORT_RANGE_BACKWARDS: 'Siku ya kwanza inakuja baada ya ya mwisho.',
    REPORT_RANGE_TOO_LONG: 'Ripoti inaweza kuonyesha siku 1000 tu.',
    STATEMENT_EMPTY: 'Taarifa haina pesa zilizoingia zilizokamilika za kulinganisha.',
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
