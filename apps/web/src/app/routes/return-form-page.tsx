import { HELP_TEXT } from '@slakteweb/core';
import { useQuery } from '@tanstack/react-query';
import { Page } from '@/components/layout/page';
import { ErrorState } from '@/components/ui/error-state';
import { HtmlContent } from '@/components/ui/html-content';
import { Loading } from '@/components/ui/loading';
import { helpTextsQueryOptions } from '@/lib/help-texts';
import styles from './routes.module.css';

export const RETURN_HELP_ERROR_TEXT = 'Kunne ikke laste inn hjelpeteksten.';
export const RETURN_HELP_MISSING_TEXT = 'Det finnes ingen hjelpetekst for retur ennå.';

/** 'Retur' (/return-form): the cooperative's help text about returns (texts.return_form), sanitised. */
export function ReturnFormPage() {
  const texts = useQuery(helpTextsQueryOptions());
  const text = texts.data?.[HELP_TEXT.returnForm]?.trim();

  return (
    <Page title="Retur">
      {texts.isPending ? (
        <Loading />
      ) : texts.isError ? (
        <ErrorState message={RETURN_HELP_ERROR_TEXT} error={texts.error} onRetry={() => void texts.refetch()} />
      ) : text ? (
        <HtmlContent html={text} className={styles.helpText} />
      ) : (
        <p>{RETURN_HELP_MISSING_TEXT}</p>
      )}
    </Page>
  );
}
