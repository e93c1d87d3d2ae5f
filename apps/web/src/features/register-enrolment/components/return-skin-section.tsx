import { type ReturnForm, returnSkinCount } from '@slakteweb/core';
import { HtmlContent } from '@/components/ui/html-content';
import { TextArea } from '@/components/ui/text-area';
import { company } from '@/config/company';
import { useHerd } from '../api/get-herd';
import { rowSummary } from '../model/row-texts';
import { visibleRows } from '../model/entries';
import styles from './register-enrolment.module.css';
import { ReturnFormFields } from './return-form-fields';
import { ReturnFormLoad } from './return-form-load';
import type { SectionProps } from './section-props';

/**
 * 'Returhud og returskinn' (spec §2 item 8): the animals whose hide or skin comes back, the common
 * choices for them (salting, tanning, …) and the comment. Rules: core returns.ts.
 */
export function ReturnSkinSection(props: SectionProps) {
  const { number, returnForm } = props;
  return (
    <section className={styles.step} aria-labelledby="step-return-skin">
      <h2 id="step-return-skin" className={styles.stepTitle}>
        {`${number}. Returhud og returskinn`}
      </h2>
      <ReturnFormLoad query={returnForm}>{(form) => <ReturnSkin {...props} form={form} />}</ReturnFormLoad>
    </section>
  );
}

function ReturnSkin({ draft, screen, dispatch, errors, form }: SectionProps & { form: ReturnForm }) {
  const action = draft.action!;
  const group = draft.group!;
  const herd = useHerd(group === 'cattle');
  const rows = visibleRows(draft).filter((row) => returnSkinCount(row) > 0);
  return (
    <>
      {form.description_skin && <HtmlContent html={form.description_skin} className={styles.helpText} />}
      <ul className={styles.skinList} aria-label="Dyr med returhud eller returskinn">
        {rows.map((row) => (
          <li key={row.uid}>
            {rowSummary(action, group, row, (uid) => herd.data?.find((a) => a.uid === uid)?.display)}
            {returnSkinCount(row) > 1 && <span className={styles.muted}> – {returnSkinCount(row)} skinn</span>}
          </li>
        ))}
      </ul>
      {form['common-skin'].length > 0 && (
        <ReturnFormFields
          name="common-skin"
          fields={form['common-skin']}
          answers={draft.returnCommon}
          illegal={form['illegal-checkbox-combinations']}
          errorOf={(id) => (screen.sendAttempted ? errors[`returnSlaughterOptionsCommon.${id}`] : undefined)}
          onAnswer={(fieldId, value) => dispatch({ type: 'commonAnswered', fieldId, value })}
        />
      )}
      <TextArea
        label="Kommentar til returhud og returskinn"
        value={draft.returnCommentSkin}
        onChange={(text) => dispatch({ type: 'returnCommentChanged', kind: 'skin', text })}
        maxChars={company.returnCommentMax}
      />
    </>
  );
}
