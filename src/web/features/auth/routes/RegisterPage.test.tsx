// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadFormRules } from '../form-rules';
import RegisterPage from './RegisterPage';

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

const sent = (resendsLeft: number) =>
  json({
    message: 'Verification code sent. Check your e-mail.',
    resendAfterSeconds: 60,
    resendsLeft,
    expiresInMinutes: 10,
  });

function renderPage() {
  const router = createMemoryRouter(
    [
      { path: '/register', element: <RegisterPage /> },
      { path: '/login', element: <p>login page</p> },
    ],
    { initialEntries: ['/register'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

/** Someone starts using the form: its field rules are fetched (see form-rules.ts) and arrive. */
async function startUsingTheForm() {
  act(() => screen.getByLabelText('Email').focus());
  await act(async () => {
    await loadFormRules();
  });
  await flush();
}

/** Lets pending promises (fetch answers, state updates) settle under fake timers. */
async function flush() {
  await act(async () => {
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
  });
}

const callsTo = (fetchMock: ReturnType<typeof vi.fn>, path: string) =>
  fetchMock.mock.calls.filter(([url]) => url === `/api${path}`);

describe('the register page', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    vi.useFakeTimers();
    localStorage.clear();
    fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  function fillStep1(email = 'amina@example.test', name = 'Amina W') {
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: name } });
  }

  it('checks whether the user exists 500 ms after the last change, and says so', async () => {
    fetchMock.mockResolvedValue(json({ exists: true }));
    renderPage();
    await startUsingTheForm();
    fillStep1();
    await act(async () => vi.advanceTimersByTime(499));
    expect(callsTo(fetchMock, '/auth/check-user')).toHaveLength(0);
    await act(async () => vi.advanceTimersByTime(1));
    await flush();
    const calls = callsTo(fetchMock, '/auth/check-user');
    expect(calls).toHaveLength(1);
    expect(JSON.parse(calls[0]![1].body as string)).toEqual({
      email: 'amina@example.test',
      name: 'Amina W',
    });
    expect(screen.getByText('User already exists.')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await flush();
    expect(screen.getByText('Step 1/3')).toBeInTheDocument();
  });

  it('says a throttled or failed check could not be made (never that the user exists), and Next still goes on', async () => {
    fetchMock.mockResolvedValue(json({ message: 'Too many requests.', code: 'RATE_LIMITED' }, 429));
    renderPage();
    await startUsingTheForm();
    fillStep1();
    await act(async () => vi.advanceTimersByTime(500));
    await flush();
    expect(
      screen.getByText('Could not check this e-mail just now. Please try again in a moment.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('User already exists.')).not.toBeInTheDocument();

    // Next checks once more; when that fails too, the server's check at register decides.
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await flush();
    expect(callsTo(fetchMock, '/auth/check-user')).toHaveLength(2);
    expect(screen.getByText('Step 2/3')).toBeInTheDocument();
  });

  it('registers, sends the code, counts down 60 s and resends with one attempt fewer', async () => {
    fetchMock.mockImplementation(async (url: string) => {
      if (url === '/api/auth/check-user') return json({ exists: false });
      if (url === '/api/auth/register') return json({ message: 'Account created.' }, 201);
      if (url === '/api/email/sendcode')
        return sent(3 - (callsTo(fetchMock, '/email/sendcode').length - 1));
      return json({ message: 'unexpected' }, 500);
    });
    renderPage();
    await startUsingTheForm();
    fillStep1();
    await act(async () => vi.advanceTimersByTime(500));
    await flush();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await flush();
    expect(screen.getByText('Step 2/3')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Correct-Horse-42!' } });
    fireEvent.change(screen.getByLabelText('Confirm Password'), {
      target: { value: 'Correct-Horse-42!' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await flush();
    await flush();
    expect(screen.getByText('Step 3/3')).toBeInTheDocument();
    expect(JSON.parse(callsTo(fetchMock, '/auth/register')[0]![1].body as string)).toEqual({
      email: 'amina@example.test',
      name: 'Amina W',
      password: 'Correct-Horse-42!',
    });
    expect(screen.getByText('The code expires in 10 minutes.')).toBeInTheDocument();
    expect(screen.getByText('Resend available in 60s (3 attempts left)')).toBeInTheDocument();
    const resend = screen.getByRole('button', { name: 'Resend Code' });
    expect(resend).toBeDisabled();

    for (let i = 0; i < 59; i += 1) await act(async () => vi.advanceTimersByTime(1000));
    expect(screen.getByText('Resend available in 1s (3 attempts left)')).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(1000));
    expect(screen.getByText('You can resend the code now (3 attempts left)')).toBeInTheDocument();
    expect(resend).toBeEnabled();

    fireEvent.click(resend);
    await flush();
    await flush();
    expect(callsTo(fetchMock, '/auth/register')).toHaveLength(2);
    expect(callsTo(fetchMock, '/email/sendcode')).toHaveLength(2);
    expect(screen.getByText('Resend available in 60s (2 attempts left)')).toBeInTheDocument();
    expect(resend).toBeDisabled();
  });

  it('checks the code format, shows the server message on a wrong code, and alerts and goes to /login on success', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    let verifyAnswer = json(
      { message: 'The code is not correct. 4 tries left.', code: 'CODE_WRONG' },
      400,
    );
    fetchMock.mockImplementation(async (url: string) => {
      if (url === '/api/auth/check-user') return json({ exists: false });
      if (url === '/api/auth/register') return json({ message: 'Account created.' }, 201);
      if (url === '/api/email/sendcode') return sent(3);
      if (url === '/api/email/verify-email') return verifyAnswer;
      return json({}, 500);
    });
    const router = renderPage();
    await startUsingTheForm();
    fillStep1();
    await act(async () => vi.advanceTimersByTime(500));
    await flush();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await flush();
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Correct-Horse-42!' } });
    fireEvent.change(screen.getByLabelText('Confirm Password'), {
      target: { value: 'Correct-Horse-42!' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await flush();
    await flush();

    fireEvent.change(screen.getByLabelText('Verification Code'), { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await flush();
    expect(screen.getByText('Code must be exactly 6 digits.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Verification Code'), { target: { value: '123456' } });
    expect(screen.queryByText('Code must be exactly 6 digits.')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await flush();
    expect(screen.getByRole('alert')).toHaveTextContent('The code is not correct. 4 tries left.');

    verifyAnswer = json({ message: 'Email verified successfully! You can now log in.' });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await flush();
    await flush();
    expect(alert).toHaveBeenCalledWith('Email verified successfully! You can now log in.');
    expect(router.state.location.pathname).toBe('/login');
  });

  it('going back from step 3 and on again keeps the code already sent while the cooldown runs', async () => {
    fetchMock.mockImplementation(async (url: string) => {
      if (url === '/api/auth/check-user') return json({ exists: false });
      if (url === '/api/auth/register') return json({ message: 'Account created.' }, 201);
      if (url === '/api/email/sendcode') {
        return callsTo(fetchMock, '/email/sendcode').length === 1
          ? sent(3)
          : new Response(
              JSON.stringify({
                message: 'Please wait 50 seconds before asking for a new code.',
                code: 'RESEND_COOLDOWN',
              }),
              {
                status: 429,
                headers: { 'content-type': 'application/json', 'retry-after': '50' },
              },
            );
      }
      return json({}, 500);
    });
    renderPage();
    await startUsingTheForm();
    fillStep1();
    await act(async () => vi.advanceTimersByTime(500));
    await flush();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await flush();
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Correct-Horse-42!' } });
    fireEvent.change(screen.getByLabelText('Confirm Password'), {
      target: { value: 'Correct-Horse-42!' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await flush();
    await flush();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByText('Step 2/3')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await flush();
    await flush();
    expect(screen.getByText('Step 3/3')).toBeInTheDocument();
    expect(screen.getByText(/Use the code we already sent\./)).toBeInTheDocument();
    expect(screen.getByText('Resend available in 50s (3 attempts left)')).toBeInTheDocument();
  });

  it('shows the send-code failure from the server, else the catalogue text', async () => {
    fetchMock.mockImplementation(async (url: string) => {
      if (url === '/api/auth/check-user') return json({ exists: false });
      if (url === '/api/auth/register') return json({ message: 'Account created.' }, 201);
      if (url === '/api/email/sendcode') return new Response('', { status: 502 });
      return json({}, 500);
    });
    renderPage();
    await startUsingTheForm();
    fillStep1();
    await act(async () => vi.advanceTimersByTime(500));
    await flush();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await flush();
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Correct-Horse-42!' } });
    fireEvent.change(screen.getByLabelText('Confirm Password'), {
      target: { value: 'Correct-Horse-42!' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await flush();
    await flush();
    expect(screen.getByText('Step 2/3')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to send code.');
  });
});
