import { useMutation } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { saveServerDraft } from '../api/server-draft';
import type { EnrolmentState } from '../model/entries';
import { SEND_TEXT } from '../model/send-messages';

interface SaveDraftOptions {
  draft: EnrolmentState;
  supplierNo: string;
  serverNow: () => Date;
}

/** 'Lagre utkast' (spec §4 Draft): the draft on the server, stamped with the server's clock. */
export function useSaveDraft({ draft, supplierNo, serverNow }: SaveDraftOptions) {
  const mutation = useMutation({
    mutationFn: (state: EnrolmentState) => saveServerDraft({ state, lastUpdated: serverNow().toISOString(), user: supplierNo }),
    onSuccess: () => toast.info(SEND_TEXT.draftSaved),
    onError: () => toast.error(SEND_TEXT.draftFailed),
  });
  return { save: () => mutation.mutate(draft), isPending: mutation.isPending };
}
