import type { Message, MessageReadItem } from '@slakteweb/core';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setImpersonation } from '@/lib/impersonation';
import { jsonResponse, mockFetch } from '@/testing/fetch-mock';
import { renderWithApp } from '@/testing/render';
import { messagesQueryOptions } from '../api/get-messages';
import { readStateQueryOptions } from '../api/get-read-state';
import { MessagesButton } from './messages-button';

function messages(count: number): Message[] {
  return Array.from({ length: count }, (_, i) => ({
    id: count - i,
    title: `Melding ${count - i}`,
    body: `<p>Innhold ${count - i}</p><script>alert(1)</script>`,
    date: `2026-11-${String(19 - i).padStart(2, '0')}T12:00:00.000+01:00`,
  }));
}

/** A server that remembers what was marked read, like the real one. */
function serve(list: Message[], initiallyRead: MessageReadItem[] = [], { impersonating = false, failMessages = false } = {}) {
  const read = [...initiallyRead];
  const server = mockFetch((request) => {
    const path = request.url.pathname;
    if (path === '/api/external/messages') {
      return failMessages ? jsonResponse(500, { code: 'INTERNAL', message: 'x' }) : jsonResponse(200, { messages: list });
    }
    if (path === '/api/hasread/messages') return jsonResponse(200, { items: read });
    const mark = /^\/api\/markread\/messages\/(.+)$/.exec(path);
    if (mark && request.method === 'POST') {
      const id: MessageReadItem['id'] = mark[1] === 'notification' ? 'notification' : Number(mark[1]);
      if (impersonating) return jsonResponse(200, { id, timestamp: null });
      const item = { id, timestamp: '2026-11-22T10:00:00.000+01:00' };
      read.push(item);
      return jsonResponse(200, item);
    }
    return jsonResponse(404, { code: 'NOT_FOUND', message: 'Not found' });
  });
  return { ...server, read };
}

/**
 * The top-menu button. While the inbox is open React Aria hides the rest of the page (the button
 * too) from screen readers, so it is found by its text rather than by role.
 */
function inboxButton(): HTMLElement {
  const button = [...document.querySelectorAll<HTMLElement>('button')].find((b) => b.textContent?.startsWith('Meldinger'));
  if (!button) throw new Error('no inbox button');
  return button;
}

/**
 * The button's name is what it shows, 'Meldinger' and the badge (WCAG 2.5.3 Label in Name); the
 * whole count is its description. Read from the DOM: while the inbox is open the button is hidden
 * from screen readers, so it has no accessible name then (the first test checks it by role).
 */
function expectUnread(count: number): void {
  const button = inboxButton();
  const describedBy = button.getAttribute('aria-describedby');
  const description = describedBy ? document.getElementById(describedBy)?.textContent : undefined;
  expect(button.textContent).toBe(count === 0 ? 'Meldinger' : `Meldinger ${count > 9 ? '9+' : count}`);
  expect(description).toBe(count === 0 ? undefined : `${count} uleste`);
}

describe('message inbox', () => {
  it('polls messages and read state every 2 minutes', () => {
    expect(messagesQueryOptions().refetchInterval).toBe(120_000);
    expect(readStateQueryOptions().refetchInterval).toBe(120_000);
  });

  it("counts messages without a read item on the badge, '9+' above nine", async () => {
    serve(messages(12), [
      { id: 12, timestamp: '2026-11-20T08:00:00.000+01:00' },
      { id: 'notification', timestamp: '2026-11-20T08:00:00.000+01:00' },
    ]);
    renderWithApp(<MessagesButton tracksRead />);
    await waitFor(() => expectUnread(11));
    expect(within(inboxButton()).getByText('9+')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Meldinger 9+', description: '11 uleste' })).toBe(inboxButton());
  });

  it('shows the number itself up to nine, and no badge when all are read', async () => {
    serve(messages(3), [{ id: 3, timestamp: '2026-11-20T08:00:00.000+01:00' }]);
    renderWithApp(<MessagesButton tracksRead />);
    await waitFor(() => expectUnread(2));
    expect(within(inboxButton()).getByText('2')).toBeInTheDocument();
  });

  it('marks the inbox read on opening, a message read on opening it: bold to normal, badge drops', async () => {
    const { requests } = serve(messages(3));
    const { user } = renderWithApp(<MessagesButton tracksRead />);
    await waitFor(() => expectUnread(3));

    await user.click(inboxButton());
    const dialog = await screen.findByRole('dialog', { name: 'Meldinger' });
    await waitFor(() =>
      expect(requests.some((r) => r.method === 'POST' && r.url.pathname === '/api/markread/messages/notification')).toBe(true),
    );
    // Opening the inbox does not read the messages.
    expectUnread(3);

    // The inbox is loaded when first opened.
    const first = await within(dialog).findByRole('button', { name: /^Ulest: Melding 3/ });
    expect(first.querySelector('[class*="itemTitle"]')?.closest('[class*="unread"]')).not.toBeNull();
    expect(first).toHaveAttribute('aria-expanded', 'false');

    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(within(dialog).getByText('Innhold 3')).toBeInTheDocument();
    // The cooperative's HTML is sanitised.
    expect(dialog.querySelector('script')).toBeNull();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /^Melding 3/ })).toBeInTheDocument());
    expect(within(dialog).getByRole('button', { name: /^Melding 3/ }).closest('[class*="unread"]')).toBeNull();
    expectUnread(2);
    expect(requests.filter((r) => r.method === 'POST' && r.url.pathname === '/api/markread/messages/3')).toHaveLength(1);

    // Closing and opening a read message again marks nothing more.
    await user.click(within(dialog).getByRole('button', { name: /^Melding 3/ }));
    await user.click(within(dialog).getByRole('button', { name: /^Melding 3/ }));
    expect(requests.filter((r) => r.url.pathname === '/api/markread/messages/3')).toHaveLength(1);
    // The others are still unread.
    expect(within(dialog).getAllByRole('button', { name: /^Ulest: / })).toHaveLength(2);
  });

  it('keeps a message unread while a superuser impersonates (the server marks nothing)', async () => {
    setImpersonation('10001');
    const { requests } = serve(messages(2), [], { impersonating: true });
    const { user } = renderWithApp(<MessagesButton tracksRead />);
    await waitFor(() => expectUnread(2));
    await user.click(inboxButton());
    await user.click(await screen.findByRole('button', { name: /^Ulest: Melding 2/ }));
    await waitFor(() => expect(requests.some((r) => r.url.pathname === '/api/markread/messages/2')).toBe(true));
    expect(requests.find((r) => r.url.pathname === '/api/markread/messages/2')?.url.searchParams.get('impersonateUsername')).toBe('10001');
    expect(screen.getByRole('button', { name: /^Ulest: Melding 2/ })).toBeInTheDocument();
    expectUnread(2);
  });

  it('shows staff acting for nobody the messages, but no read state: no badge, nothing bold, nothing marked', async () => {
    const { requests } = serve(messages(3));
    const { user } = renderWithApp(<MessagesButton tracksRead={false} />);
    await user.click(inboxButton());
    const dialog = await screen.findByRole('dialog', { name: 'Meldinger' });
    await user.click(await within(dialog).findByRole('button', { name: /^Melding 3/ }));
    expect(within(dialog).getByText('Innhold 3')).toBeInTheDocument();
    expect(within(dialog).queryAllByRole('button', { name: /^Ulest: / })).toHaveLength(0);
    expectUnread(0);
    expect(requests.some((r) => r.url.pathname === '/api/hasread/messages' || r.url.pathname.startsWith('/api/markread/'))).toBe(false);
  });

  it("says 'Ingen meldinger' when there are none", async () => {
    serve([]);
    const { user } = renderWithApp(<MessagesButton tracksRead />);
    await user.click(inboxButton());
    expect(await screen.findByText('Ingen meldinger')).toBeInTheDocument();
    expectUnread(0);
  });

  it('shows an error with a retry when the messages cannot be fetched', async () => {
    serve([], [], { failMessages: true });
    const { user } = renderWithApp(<MessagesButton tracksRead />);
    await user.click(inboxButton());
    expect(await screen.findByText('Kunne ikke hente meldinger.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Prøv på nytt' })).toBeInTheDocument();
  });
});
