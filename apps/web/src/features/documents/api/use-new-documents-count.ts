import { allDocuments, countNewSince } from '@slakteweb/core';
import { useDocumentsLastRead } from './get-last-read';
import { useDocuments } from './get-documents';

/**
 * The dashboard's Dokumenter badge (spec §4): documents dated after the last time the documents
 * page was opened, or all of them if it never was. 0 while either answer is missing.
 */
export function useNewDocumentsCount(): number {
  const documents = useDocuments();
  const lastRead = useDocumentsLastRead();
  return documents.isSuccess && lastRead.isSuccess ? countNewSince(allDocuments(documents.data), lastRead.data) : 0;
}
