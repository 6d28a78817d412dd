// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ACCOUNT_MESSAGES } from '#shared/account-rules.js';
import { enErrors } from '#shared/messages/en.errors.js';
import { swErrors } from '#shared/messages/sw.errors.js';
import { ORDER_TEXTS } from '#shared/order-limits.js';
import { QUOTE_TEXTS } from '#shared/quote-limits.js';
import { ReviewInput } from '#shared/review.schema.js';
import { TextField } from '../../components/ui/Field';
import { FormError } from '../../components/ui/FormError';
import { LoadError } from '../../components/ui/LoadError';
import { validateEmail } from '../../features/auth/registration';
import { serverRefusal } from '../../features/auth/server-message';
import { ApiError, errorRefusal, NETWORK_MESSAGE } from '../api-client';
import { errorTextIn, errorTextNow } from './error-text';
import { I18nProvider, loadErrorTexts, loadMessages, type Lang } from './index';

const sw = swErrors;

function page(lang: Lang, children: ReactNode) {
  return render(<I18nProvider value={{ lang }}>{children}</I18nProvider>);
}

describe('refused input in the page language', () => {
  // First, before the refused-input texts are loaded, as on any page until one is shown.
  it('fetches the Swahili texts the first time a message is shown', async () => {
    await loadMessages('sw');
    await loadMessages('en'); // the document stays English for the tests that follow
    page(
      'sw',
      <TextField id="email" label="Barua pepe" error={ACCOUNT_MESSAGES.invalidEmail} readOnly />,
    );
    expect(await screen.findByText('Muundo wa barua pepe si sahihi.')).toBeInTheDocument();
  });

  it('shows a refused e-mail in Swahili on a Swahili page', async () => {
    await loadErrorTexts('sw');
    const refused = validateEmail('not an address');
    expect(refused).toBe('Invalid email format.');
    page('sw', <TextField id="email" label="Barua pepe" error={refused} readOnly />);
    expect(screen.getByLabelText('Barua pepe')).toHaveAccessibleDescription(
      'Muundo wa barua pepe si sahihi.',
    );
  });

  it('leaves the message exactly as it is on an English page', () => {
    page('en', <TextField id="email" label="Email" error={validateEmail('nope')} readOnly />);
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Invalid email format.');
  });

  it("writes a rule's message with its values in Swahili, and the server's in a sentence", () => {
    const problem = ReviewInput.safeParse({ name: 'J', message: 'Good service', rating: 4 });
    const message = problem.error?.issues[0]?.message ?? '';
    expect(message).toBe('Name must be at least 2 characters.');
    page(
      'sw',
      <>
        <TextField id="name" label="Jina" error={message} readOnly />
        <FormError>Ujumbe haukutumwa: {ACCOUNT_MESSAGES.userExists}</FormError>
      </>,
    );
    expect(screen.getByLabelText('Jina')).toHaveAccessibleDescription(
      'Jina lazima liwe na angalau herufi 2.',
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Ujumbe haukutumwa: Mtumiaji huyu tayari yupo.',
    );
  });

  it("shows the server's reason of a failed load in Swahili", () => {
    page(
      'sw',
      <LoadError
        what="bidhaa"
        error={new ApiError(0, 'NETWORK_ERROR', NETWORK_MESSAGE)}
        onRetry={() => undefined}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Hatukuweza kupakia bidhaa. Hatukuweza kufikia duka. Angalia muunganisho wako na ujaribu tena.',
    );
  });

  it('writes a refusal with values from its code and values, whatever sentence came with it', () => {
    const far = new ApiError(
      400,
      'NO_DELIVERY_ZONE',
      'Kitui is outside our delivery area.',
      undefined,
      {
        county: 'Kitui',
      },
    );
    expect(errorTextIn(sw, far)).toBe(
      'Bado hatuleti mizigo Kitui. Tafadhali chagua kuchukua dukani, au piga simu dukani tupange usafirishaji.',
    );
    // Without values (a server before decision 161), the sentence's shape still finds it.
    const old =
      'We do not deliver to Kitui yet. Please choose pickup, or call the shop to arrange delivery.';
    expect(errorTextIn(sw, new ApiError(400, 'NO_DELIVERY_ZONE', old))).toBe(errorTextIn(sw, far));
  });

  it("shows an auth page's refusal in a form's message by its code and values", () => {
    const err = new ApiError(400, 'CODE_WRONG', 'Wrong code: 1 more go.', undefined, { left: '1' });
    const refusal = serverRefusal(err, 'Could not verify.');
    expect(refusal).toEqual({ message: err.message, code: 'CODE_WRONG', values: { left: '1' } });
    expect(serverRefusal(new Error('boom'), 'Could not verify.')).toBe('Could not verify.');
    // A toast is handed the refusal the same way.
    expect(errorRefusal(err)).toEqual(refusal);
    expect(errorRefusal(new Error('boom'), 'Not deleted.')).toBe('Not deleted.');
    page('sw', <FormError refusal={refusal} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Msimbo si sahihi. Umebakiwa na jaribio 1.',
    );
  });

  it('picks the sentence of a refusal answered with several by its `why`', () => {
    const short = new ApiError(409, 'NOT_ENOUGH_STOCK', 'Short.', undefined, {
      why: 'adjust',
      left: '2',
      unit: 'bag',
      sku: 'CEM-50',
    });
    expect(errorTextIn(sw, short)).toBe(
      'Stoo ya CEM-50 ni 2 bag tu: marekebisho hayo yangeishusha chini ya sifuri.',
    );
    expect(errorTextIn(enErrors, short)).toBe(
      'Only 2 bag of CEM-50 on hand: that adjustment would go below zero.',
    );
  });

  it("shows an admin screen's refusal in the language staff chose there, by its code", () => {
    // The admin area is English by its address; the variant screens have a switch of their own.
    const refusal = errorRefusal(
      new ApiError(409, 'QUOTE_ACCEPTED', 'This quote was accepted and can no longer change.'),
    );
    page('en', <FormError lang="sw" refusal={refusal} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Nukuu hii ya bei tayari imekubaliwa.');
  });

  it("shows a line's quantity refused by its unit in Swahili, from the rule sent beside it", () => {
    const bag = new ApiError(
      400,
      'QTY_NOT_WHOLE',
      'Cement 50kg: Bags are sold whole: enter 1, 2, 3.',
      undefined,
      { name: 'Cement 50kg', unit: 'bag', decimals: '0', min: '1000', step: '1000' },
    );
    page('sw', <FormError refusal={errorRefusal(bag)} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Cement 50kg: Mifuko huuzwa kamili: andika 1, 2, 3.',
    );
    expect(errorTextIn(enErrors, bag)).toBe(bag.message);
  });

  it('shows a SKU taken by another product in Swahili, with its SKU (decision 181)', () => {
    const taken = new ApiError(409, 'SKU_TAKEN', 'Another product has the SKU CEM-50.', undefined, {
      why: 'other-product',
      sku: 'CEM-50',
    });
    page('en', <FormError lang="sw" refusal={errorRefusal(taken)} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Bidhaa nyingine ina SKU CEM-50.');
    expect(errorTextIn(enErrors, taken)).toBe('Another product has the SKU CEM-50.');
  });

  it('shows a code answered with no `why` by its default sentence, never in English', () => {
    // The catalogue's unknown address, a product gone: by the code, on a Swahili page.
    const nowhere = new ApiError(404, 'NOT_FOUND', 'Nothing here: GET /api/nope');
    expect(errorTextIn(sw, nowhere)).toBe('Haikupatikana.');
    const gone = new ApiError(404, 'NOT_FOUND', 'Product not found.', undefined, {
      why: 'product',
    });
    page('sw', <LoadError what="bidhaa" error={gone} onRetry={() => undefined} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Hatukuweza kupakia bidhaa. Bidhaa haikupatikana.',
    );
    // A form rule's own message is its key; one the texts do not know says the code's sentence.
    const rule = { message: 'price: Expected number, received string', code: 'VALIDATION_ERROR' };
    expect(errorTextIn(sw, rule)).toBe(
      'Tafadhali angalia fomu: kuna kitu ndani yake ambacho si sahihi.',
    );
  });

  it('shows a server refusal by its code, whatever sentence came with it', () => {
    // The server reworded its sentence: the code still says what happened.
    const paid = new ApiError(409, 'ORDER_PAID', 'This order has been paid already.');
    expect(errorTextIn(sw, paid)).toBe(sw.byCode.ORDER_PAID);
    expect(errorTextIn(enErrors, paid)).toBe(enErrors.byCode.ORDER_PAID);
    page('sw', <LoadError what="oda" error={paid} onRetry={() => undefined} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Hatukuweza kupakia oda. Oda hii tayari imelipwa.',
    );
  });

  it('shows a refusal whose code has no fixed text by its message', () => {
    const refused = { message: ACCOUNT_MESSAGES.invalidEmail, code: 'VALIDATION_ERROR' };
    expect(errorTextIn(sw, refused)).toBe('Muundo wa barua pepe si sahihi.');
  });

  it('passes an unknown message through, on either page', () => {
    page('sw', <FormError>Something nobody wrote down.</FormError>);
    expect(screen.getByRole('alert')).toHaveTextContent('Something nobody wrote down.');
    expect(errorTextIn(sw, 'Name must be at least')).toBe('Name must be at least');
    expect(errorTextIn(sw, '')).toBe('');
  });

  it('translates a toast by the address of the page', async () => {
    expect(await errorTextNow(QUOTE_TEXTS.emptyList, 'sw')).toBe(
      'Tafadhali bandika orodha yako kwanza: bidhaa moja kila mstari.',
    );
    expect(await errorTextNow(QUOTE_TEXTS.emptyList, 'en')).toBe(QUOTE_TEXTS.emptyList);
    vi.stubGlobal('location', { pathname: '/sw/cart' });
    try {
      expect(await errorTextNow('Your cart is empty.')).toBe('Kikapu chako kiko tupu.');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('the errors section', () => {
  it('knows every account message and the shared texts the server answers with', () => {
    const shared = [
      ...Object.values(ACCOUNT_MESSAGES),
      QUOTE_TEXTS.emptyList,
      QUOTE_TEXTS.tooManyLines(201),
      ORDER_TEXTS.noDeliveryZone('Kajiado'),
      NETWORK_MESSAGE,
    ];
    for (const message of shared) expect(errorTextIn(sw, message), message).not.toBe(message);
  });

  it('fills in the values of a message in their places', () => {
    expect(errorTextIn(sw, QUOTE_TEXTS.tooManyLines(201))).toBe(
      'Orodha haiwezi kuwa na zaidi ya mistari 200; yako ina 201. Tafadhali igawe kuwa nukuu mbili.',
    );
    expect(errorTextIn(sw, ORDER_TEXTS.noDeliveryZone('Kajiado'))).toContain('Kajiado');
    expect(errorTextIn(sw, 'Too many requests. Please wait 10 minutes and try again.')).toBe(
      'Maombi mengi mno. Tafadhali subiri dakika 10 kisha ujaribu tena.',
    );
    expect(errorTextIn(sw, 'Too many failed logins. Please wait 1 minute and try again.')).toBe(
      'Majaribio mengi mno ya kuingia yameshindwa. Tafadhali subiri dakika 1 kisha ujaribu tena.',
    );
    expect(errorTextIn(sw, 'Only 4 of Cement 50kg left in stock. Please lower the quantity.')).toBe(
      'Cement 50kg: zimebaki 4 tu stoo. Tafadhali punguza idadi.',
    );
  });

  it('maps every English message to itself, so its keys are the Swahili ones', () => {
    for (const [message, text] of Object.entries(enErrors.fixed)) {
      expect(text).toBe(message);
      expect(errorTextIn(enErrors, message)).toBe(message);
    }
    for (const [shape, write] of Object.entries(enErrors.withValues)) {
      const values = (shape.match(/\{\w+\}/g) ?? []).map((_, i) => `v${i}`);
      let i = 0;
      const expected = shape.replace(/\{\w+\}/g, () => `v${i++}`);
      expect((write as (...v: string[]) => string)(...values)).toBe(expected);
      // And the Swahili shape of the same message is found from its English text.
      expect(errorTextIn(sw, expected), shape).not.toBe(expected);
    }
  });
});
