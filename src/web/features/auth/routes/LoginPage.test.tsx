// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider } from '../session';
import LoginPage from './LoginPage';

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

const user = { _id: 'u1', email: 'amina@example.test', username: 'Amina', role: 'user' };

function renderLogin(initialEntries: string[]) {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries, initialIndex: initialEntries.length - 1 },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <SessionProvider>
        <RouterProvider router={router} />
      </SessionProvider>
    </QueryClientProvider>,
  );
  return router;
}

function fillAndSubmit(email: string, password: string) {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Login' }));
}

describe('the login page', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  let alert: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    localStorage.clear();
    fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('needs both fields, and sends the e-mail trimmed', async () => {
    fetchMock.mockResolvedValue(json({ token: 't0k3n', user, message: 'Welcome back!' }));
    renderLogin(['/login']);
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByText('Email is required.')).toBeInTheDocument();
    expect(screen.getByText('Password is required.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    fillAndSubmit('  amina@example.test  ', 'Correct-Horse-42!');
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(JSON.parse(fetchMock.mock.calls[0]![1].body as string)).toEqual({
      email: 'amina@example.test',
      password: 'Correct-Horse-42!',
    });
  });

  it('on success stores token and user, alerts the server message and replaces /login with the page in its address', async () => {
    fetchMock.mockResolvedValue(json({ token: 't0k3n', user, message: 'Welcome back!' }));
    const router = renderLogin(['/', '/login?next=%2Fblog%2Fcement%23comments']);
    fillAndSubmit('amina@example.test', 'Correct-Horse-42!');
    await waitFor(() => expect(router.state.location.pathname).toBe('/blog/cement'));
    expect(router.state.location.hash).toBe('#comments');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(alert).toHaveBeenCalledWith('Welcome back!');
    expect(localStorage.getItem('token')).toBe('t0k3n');
    expect(JSON.parse(localStorage.getItem('user')!)).toEqual(user);
  });

  it('goes home when the address names a page off the site', async () => {
    fetchMock.mockResolvedValue(json({ token: 't0k3n', user }));
    const router = renderLogin(['/login?next=%2F%2Fevil.test%2Fcart']);
    fillAndSubmit('amina@example.test', 'Correct-Horse-42!');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('carries the page to go back to on to registration and the forgotten password', () => {
    renderLogin(['/login?next=%2Fcart']);
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      '/register?next=%2Fcart',
    );
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password?next=%2Fcart',
    );
  });

  it("alerts 'Login successful!' when the server sends no message, and goes home without a previous location", async () => {
    fetchMock.mockResolvedValue(json({ token: 't0k3n', user }));
    const router = renderLogin(['/login']);
    fillAndSubmit('amina@example.test', 'Correct-Horse-42!');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(alert).toHaveBeenCalledWith('Login successful!');
  });

  it("shows the server's message on failure, else 'Login failed'", async () => {
    fetchMock.mockResolvedValueOnce(
      json({ message: 'Invalid email or password.', code: 'INVALID_CREDENTIALS' }, 401),
    );
    renderLogin(['/login']);
    fillAndSubmit('amina@example.test', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password.');

    fetchMock.mockResolvedValueOnce(new Response('', { status: 500 }));
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Login failed'));
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('toggles the password between hidden and shown', () => {
    renderLogin(['/login']);
    const field = screen.getByLabelText('Password');
    expect(field).toHaveAttribute('type', 'password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(field).toHaveAttribute('type', 'text');
    fireEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(field).toHaveAttribute('type', 'password');
  });
});
