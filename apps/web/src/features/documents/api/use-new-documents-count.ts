import { allDocuments, countNewSince } from '@slakteweb/core';
import { useDocumentsLastRead } from './get-last-read';
import { useDocuments } from './get-documents';

/**
 * The dashboard's Dokumenter badge (spec §4): documents dated after the last time the documents
 * page was opened, or all of them if it never was. 0 while either answer is missing, or when not
 * `enabled` (staff acting for nobody have no farm).
 */
export function useNewDocumentsCount({ enabled = true }: { enabled?: boolean } = {}): number {
  const documents = useDocuments({ enabled });
  const lastRead = useDocumentsLastRead({ enabled });
  return documents.isSuccess && lastRead.isSuccess ? countNewSince(allDocuments(documents.data), lastRead.data) : 0;
}
