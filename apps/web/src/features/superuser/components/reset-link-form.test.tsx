import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '@/testing/fetch-mock';
import { renderWithApp } from '@/testing/render';
import { ResetLinkForm } from './reset-link-form';

const STAFF_REFUSAL = '90002 er en ansatt. Lenke for nytt passord lages bare for leverandører; ansatte bruker «Glemt passord?» på innloggingen.';

function serve() {
  return mockFetch((request) => {
    const username = request.form.username;
    if (username === '10003') return jsonResponse(200, { ok: true });
    if (username === '90002') return jsonResponse(403, { code: 'FORBIDDEN', message: STAFF_REFUSAL });
    if (username === '77777') return jsonResponse(404, { code: 'USER_NOT_FOUND', message: 'Bruker ikke funnet' });
    return jsonResponse(500, { code: 'INTERNAL', message: 'Noe gikk galt' });
  });
}

async function send(username: string) {
  const { user } = renderWithApp(<ResetLinkForm />);
  await user.type(screen.getByLabelText('Leverandørnummer'), username);
  await user.click(screen.getByRole('button', { name: 'Send lenke' }));
}

describe('reset link for a user', () => {
  it('confirms a link sent for a farmer', async () => {
    serve();
    await send('10003');
    expect(await screen.findByText('Lenke for nytt passord er sendt til din e-post')).toBeInTheDocument();
  });

  it.each([
    ['90002', STAFF_REFUSAL],
    ['77777', 'Bruker ikke funnet'],
  ])('says why %s is refused, under the spec’s message', async (username, reason) => {
    serve();
    await send(username);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Kunne ikke sende passord-reset lenke');
    expect(alert).toHaveTextContent(reason);
  });

  it('gives only the spec’s message when the server failed', async () => {
    serve();
    await send('12345');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Kunne ikke sende passord-reset lenke');
    expect(alert).not.toHaveTextContent('Noe gikk galt');
  });
});
