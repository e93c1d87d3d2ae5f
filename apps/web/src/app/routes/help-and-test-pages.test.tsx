import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '@/testing/fetch-mock';
import { renderWithApp } from '@/testing/render';
import { ReturnFormPage } from './return-form-page';
import { TestPage } from './test-page';

function serveTexts(answer: Record<string, string> | 'error') {
  return mockFetch((request) =>
    request.url.pathname === '/api/external/texts'
      ? answer === 'error'
        ? jsonResponse(500, { code: 'INTERNAL', message: 'x' })
        : jsonResponse(200, { texts: answer })
      : jsonResponse(404, { code: 'NOT_FOUND', message: 'Not found' }),
  );
}

describe('return form help page', () => {
  it("shows texts.return_form under the heading 'Retur', sanitised", async () => {
    serveTexts({ return_form: '<p>Merk dyrene med returmerker.</p><img src=x onerror="alert(1)"><script>alert(2)</script>' });
    renderWithApp(<ReturnFormPage />, { route: '/return-form' });
    expect(screen.getByRole('heading', { level: 1, name: 'Retur' })).toBeInTheDocument();
    expect(document.title).toBe('Retur - Slakteweb');
    expect(screen.getByText('Laster inn...')).toBeInTheDocument();
    expect(await screen.findByText('Merk dyrene med returmerker.')).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
    expect(document.querySelector('[onerror]')).toBeNull();
  });

  it('says so when the cooperative has no such text', async () => {
    serveTexts({ login_help: '<p>x</p>' });
    renderWithApp(<ReturnFormPage />, { route: '/return-form' });
    expect(await screen.findByText('Det finnes ingen hjelpetekst for retur ennå.')).toBeInTheDocument();
  });

  it('shows an error with a retry when the texts cannot be fetched', async () => {
    serveTexts('error');
    renderWithApp(<ReturnFormPage />, { route: '/return-form' });
    expect(await screen.findByText('Kunne ikke laste inn hjelpeteksten.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Prøv på nytt' })).toBeInTheDocument();
  });
});

describe('/test chart page', () => {
  it("has the heading 'Test' and the condemnation chart, with its numbers as a table for screen readers", () => {
    // jsdom has no canvas: Chart.js reports that it cannot draw, which is not what is tested here.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithApp(<TestPage />, { route: '/test' });
    expect(screen.getByRole('heading', { level: 1, name: 'Test' })).toBeInTheDocument();
    const figure = screen.getByRole('figure', { name: 'Kassasjon per sykdom' });
    const chart = within(figure).getByRole('img', { name: 'Kassasjon per sykdom' });
    const table = within(figure).getByRole('table', { name: 'Kassasjon per sykdom' });
    expect(chart).toHaveAttribute('aria-describedby', table.id);
    const rows = within(table).getAllByRole('row');
    expect(rows[0]).toHaveTextContent('SykdomKassasjon (%)');
    expect(rows[1]).toHaveTextContent('Melkeflekk lever4,8 %');
    expect(rows).toHaveLength(8);
  });
});
