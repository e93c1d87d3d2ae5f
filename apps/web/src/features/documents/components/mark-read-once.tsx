import { useEffect } from 'react';
import { useMarkDocumentsRead } from '../api/mark-read';

/** POST /api/markread/documents/notification once per visit, when the documents are on screen. */
export function MarkReadOnce() {
  const { mutate } = useMarkDocumentsRead();
  useEffect(() => {
    mutate();
  }, [mutate]);
  return null;
}
