import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { company } from '@/config/company';
import { renderWithApp } from '@/testing/render';
import { Footer } from './footer';

describe('footer', () => {
  it("gives the cooperative's phone and e-mail as links that ring and write", () => {
    renderWithApp(<Footer />);
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByRole('link', { name: company.support.phone })).toHaveAttribute('href', `tel:+47${company.support.phone.replace(/\s/g, '')}`);
    expect(footer.getByRole('link', { name: company.support.email })).toHaveAttribute('href', `mailto:${company.support.email}`);
  });

  it('links the accessibility statement and the privacy information', async () => {
    const { user } = renderWithApp(<Footer />);
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByRole('link', { name: 'Personvern' })).toHaveAttribute('href', '/personvern');
    await user.click(footer.getByRole('link', { name: 'Tilgjengelighetserklæring' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/tilgjengelighet');
  });
});
