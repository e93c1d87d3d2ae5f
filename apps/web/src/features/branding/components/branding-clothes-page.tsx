import { HELP_TEXT } from '@slakteweb/core';
import { useQuery } from '@tanstack/react-query';
import { Page } from '@/components/layout/page';
import { HtmlContent } from '@/components/ui/html-content';
import { Loading } from '@/components/ui/loading';
import { company } from '@/config/company';
import { helpTextsQueryOptions, useHelpText } from '@/lib/help-texts';
import { BrandingPunchOut } from './branding-punch-out';
import styles from './branding.module.css';

/**
 * 'Profileringsklær' (spec §2): with the branding_clothes flag, the punch-out to the cooperative's
 * clothes shop in a new tab ('Omdirigerer ...' while the token is fetched); without it, the help
 * text.
 */
export function BrandingClothesPage() {
  return (
    <Page title="Profileringsklær">
      {company.flags.branding_clothes ? <BrandingPunchOut intro={<BrandingHelp />} /> : <BrandingHelpPage />}
    </Page>
  );
}

/** The cooperative's text about the shop, when it has one. */
function BrandingHelp() {
  const text = useHelpText(HELP_TEXT.brandingClothes);
  return text ? <HtmlContent html={text} className={styles.help} /> : null;
}

/** Without the flag: the help text, or a short note when the cooperative has none. */
function BrandingHelpPage() {
  const texts = useQuery(helpTextsQueryOptions());
  const text = useHelpText(HELP_TEXT.brandingClothes);
  if (texts.isPending) return <Loading />;
  return text ? <HtmlContent html={text} className={styles.help} /> : <p>Kontakt oss for å bestille profileringsklær.</p>;
}
