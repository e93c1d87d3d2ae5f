import { Alert } from '@/components/ui/alert';
import { company } from '@/config/company';
import { type BlockingNotice as NoticeKind, NOTICE_TEXT } from '../model/send-messages';

/** A notice that stops enrolment for the farm or a group (spec §2 Blocking notices, §6). */
export function BlockingNotice({ kind }: { kind: NoticeKind }) {
  const text = NOTICE_TEXT[kind];
  return (
    <Alert kind="error" title={text.title}>
      <p>{text.body}</p>
      <p>
        Telefon {company.support.phone}, e-post <a href={`mailto:${company.support.email}`}>{company.support.email}</a>.
      </p>
    </Alert>
  );
}
