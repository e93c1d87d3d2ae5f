import {
  ANIMAL_GROUPS,
  type AnimalGroup,
  type AnimalKeepingStatus,
  defaultWeek,
  deadlineKey,
  ENROLMENT_ACTIONS,
  ENROLMENT_LIMITS,
  type EnrolmentAction,
  type FieldErrors,
  formatDateTime,
} from '@slakteweb/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useReducer, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Loading } from '@/components/ui/loading';
import { TextArea } from '@/components/ui/text-area';
import { company } from '@/config/company';
import { isApiError } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { registeredEnrolmentKeys } from '@/features/registered-enrolments/api/query-keys';
import type { PickupWeeks } from '../api/get-pickup-weeks';
import { useHerd } from '../api/get-herd';
import { registerEnrolment } from '../api/register-enrolment';
import { deleteServerDraft, saveServerDraft } from '../api/server-draft';
import { clearLocalDraft, type DraftRecord, writeLocalDraft } from '../model/draft';
import {
  ACTION_LABEL,
  GROUP_LABEL,
  missingItems,
  needsAgreement,
  rowErrorsOf,
  rowSummary,
  sendErrors,
  toEnrolment,
} from '../model/enrolment-model';
import { enrolmentReducer, type EnrolmentEvent, hasEnteredData, initialEnrolmentState, newRowUid, type RowData, visibleRows } from '../model/enrolment-state';
import { type BlockingNotice as NoticeKind, refusalNotices, SEND_TEXT, sendErrorMessage } from '../model/send-messages';
import { newIdempotencyKey } from '../model/idempotency-key';
import { BlockingNotice } from './blocking-notice';
import styles from './register-enrolment.module.css';
import { RowForm } from './row-form';
import { ROW_REMOVE_MS, RowList } from './row-list';
import { WeekStep } from './week-step';

interface EnrolmentFormProps {
  keeping: AnimalKeepingStatus;
  weeks: PickupWeeks;
  supplierNo: string;
  /** The newer of the local and server drafts, offered once on entry. */
  draftOffer: DraftRecord | null;
}

/** How often the screen re-reads the clock, so a deadline passing while it is open shows. */
const CLOCK_TICK_MS = 30_000;

/** The server's "now" (see get-pickup-weeks), re-read every 30 s. */
function useServerNow(offsetMs: number): () => Date {
  const [, setTick] = useState(0);
  useEffect(() => {
    const timer = window.setInterval(() => setTick((t) => t + 1), CLOCK_TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  return () => new Date(Date.now() + offsetMs);
}

/** Why a group may not be enrolled now (spec §4, §6), or null. */
function groupRefusal(keeping: AnimalKeepingStatus, group: AnimalGroup): NoticeKind | null {
  if (keeping.restrictions[group]) return 'restrictions';
  if (group === 'pigs' && keeping.helsegris_check && !keeping.helsegris_ok) return 'healthPig';
  return null;
}

type PendingSwitch = { type: 'action'; action: EnrolmentAction } | { type: 'group'; group: AnimalGroup };

/**
 * The new-enrolment flow (spec/enrolment.md §2 steps 1–6 and 10–12, §4): what → group → week →
 * rows → comment → agreement → 'Før du kan melde inn må:' → 'Lagre utkast' / 'Send innmelding'.
 * Every check is the core's, on the server's clock; the server checks all again at receipt.
 */
export function EnrolmentForm({ keeping, weeks, supplierNo, draftOffer }: EnrolmentFormProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const serverNow = useServerNow(weeks.clockOffsetMs);
  const now = serverNow();
  const [state, dispatchState] = useReducer(enrolmentReducer, initialEnrolmentState);
  const [offer, setOffer] = useState(draftOffer);
  const [pendingSwitch, setPendingSwitch] = useState<PendingSwitch | null>(null);
  const [groupNotice, setGroupNotice] = useState<NoticeKind | null>(null);
  const [refusal, setRefusal] = useState<NoticeKind[]>([]);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [editingUid, setEditingUid] = useState<string | null>(null);
  const [addOpen, setAddOpen] = useState(true);
  const [addFormKey, setAddFormKey] = useState(0);
  // The key of the enrolment being sent: a retry of the same content reuses it, so a flaky
  // connection or a double press never registers it twice (server side: one per key).
  const idempotency = useRef<{ content: string; key: string } | null>(null);
  // Saved locally only after the farmer has done something: an untouched screen must not
  // overwrite a draft that is still being offered.
  const changedByUser = useRef(false);
  const flowRef = useRef<HTMLDivElement>(null);
  // The offer opens with the page, so focus has nowhere to return to when it closes: put it on
  // the first step (the chosen action after 'Ja'), where a keyboard or screen-reader user goes on.
  const closeOffer = () => {
    setOffer(null);
    requestAnimationFrame(() => flowRef.current?.querySelector<HTMLInputElement>('input[type="radio"]:checked, input[type="radio"]')?.focus());
  };

  const dispatch = (event: EnrolmentEvent) => {
    changedByUser.current = true;
    setServerErrors({});
    setRefusal([]);
    dispatchState(event);
  };

  useEffect(() => {
    if (!changedByUser.current) return;
    writeLocalDraft({ state, lastUpdated: new Date(Date.now() + weeks.clockOffsetMs).toISOString(), supplier_no: supplierNo, user: supplierNo });
  }, [state, supplierNo, weeks.clockOffsetMs]);

  const herdNeeded = state.group === 'cattle' && state.action !== 'buy';
  const herd = useHerd(herdNeeded);

  const ctx = { company, now, pickupRules: weeks.rules };
  const errors = { ...sendErrors(state, ctx), ...serverErrors };
  const missing = missingItems(state, errors, editingUid !== null);

  const send = useMutation({
    mutationFn: ({ key }: { key: string }) => registerEnrolment(toEnrolment(state)!, key),
    onSuccess: async (result) => {
      if (!result.registered) {
        setRefusal(refusalNotices(result));
        return;
      }
      idempotency.current = null;
      changedByUser.current = false;
      clearLocalDraft();
      deleteServerDraft().catch(() => undefined); // a leftover server draft is only offered again
      toast.info(SEND_TEXT.registered);
      await queryClient.invalidateQueries({ queryKey: registeredEnrolmentKeys.all });
      await navigate('/registered-enrolments');
    },
    onError: (error) => {
      if (!isApiError(error)) {
        toast.error(SEND_TEXT.failed);
        return;
      }
      const message = sendErrorMessage(error);
      toast.error(message.text, message.durationMs ? { durationMs: message.durationMs } : undefined);
      if (error.status === 422) setServerErrors(error.fields);
    },
  });

  const saveDraft = useMutation({
    mutationFn: () => saveServerDraft({ state, lastUpdated: serverNow().toISOString(), user: supplierNo }),
    onSuccess: () => toast.info(SEND_TEXT.draftSaved),
    onError: () => toast.error(SEND_TEXT.draftFailed),
  });

  const onSend = () => {
    if (send.isPending) return;
    // Judged again now: the deadline may have passed since the screen was drawn.
    if (Object.keys(sendErrors(state, { ...ctx, now: serverNow() })).length > 0) {
      toast.error(SEND_TEXT.noLongerValid);
      return;
    }
    const content = JSON.stringify(toEnrolment(state));
    if (idempotency.current?.content !== content) idempotency.current = { content, key: newIdempotencyKey() };
    send.mutate({ key: idempotency.current.key });
  };

  // ─── Choices that restart the flow ─────────────────────────────────────────────────────────
  const applySwitch = (change: PendingSwitch) => {
    setEditingUid(null);
    setAddOpen(true);
    setAddFormKey((k) => k + 1);
    if (change.type === 'action') {
      setGroupNotice(null);
      dispatch({ type: 'chooseAction', action: change.action });
      return;
    }
    const group = change.group;
    const refused = groupRefusal(keeping, group);
    setGroupNotice(refused);
    if (refused) {
      // Back to choosing a group: nothing of another group stays sendable under the notice.
      dispatch({ type: 'clearGroup' });
      return;
    }
    const week = defaultWeek(company, deadlineKey(state.action!, group, false), serverNow());
    dispatch({ type: 'chooseGroup', group, defaultWeek: week });
  };
  const requestSwitch = (change: PendingSwitch) => {
    if (hasEnteredData(state)) setPendingSwitch(change);
    else applySwitch(change);
  };

  // ─── Rows ──────────────────────────────────────────────────────────────────────────────────
  const editingRow = state.rows.find((r) => r.uid === editingUid);
  const herdDisplay = (uid: string) => herd.data?.find((a) => a.uid === uid)?.display;
  // The row form goes away when a row is added or changed: focus moves to 'Legg til flere dyr',
  // right under the list, instead of being lost to the page.
  const focusAddMore = () =>
    requestAnimationFrame(() => flowRef.current?.querySelector<HTMLElement>('[data-add-more]')?.focus());
  const onRowsSubmit = (rows: RowData[]) => {
    if (editingRow) {
      dispatch({ type: 'replaceRow', row: { ...rows[0]!, uid: editingRow.uid } });
      setEditingUid(null);
    } else {
      dispatch({ type: 'addRows', rows: rows.map((row) => ({ ...row, uid: newRowUid() })) });
      setAddOpen(false);
      setAddFormKey((k) => k + 1);
    }
    focusAddMore();
  };
  const onRowCancel = () => {
    if (editingRow) setEditingUid(null);
    else if (visibleRows(state).length > 0) setAddOpen(false);
    setAddFormKey((k) => k + 1);
    focusAddMore();
  };

  const action = state.action;
  const group = state.group;
  const showRowForm = editingRow !== undefined || addOpen || visibleRows(state).length === 0;
  const sending = send.isPending;

  return (
    <div className={styles.flow} ref={flowRef}>
      <section className={styles.step} aria-labelledby="step-action">
        <ChoiceGroup
          legend={
            <span id="step-action" className={styles.stepTitle}>
              1. Hva gjelder innmeldingen?
            </span>
          }
          choices={ENROLMENT_ACTIONS.map((a) => ({ value: a, label: ACTION_LABEL[a] }))}
          value={action}
          onChange={(a) => requestSwitch({ type: 'action', action: a })}
        />
      </section>

      {action && (
        <section className={styles.step} aria-labelledby="step-group">
          <ChoiceGroup
            legend={
              <span id="step-group" className={styles.stepTitle}>
                2. Dyregruppe
              </span>
            }
            choices={ANIMAL_GROUPS.map((g) => ({
              value: g,
              label: GROUP_LABEL[g],
              disabled: !keeping[g],
              description: keeping[g] ? undefined : 'Manglende dyrehold',
            }))}
            value={group}
            onChange={(g) => requestSwitch({ type: 'group', group: g })}
          />
          {groupNotice && <BlockingNotice kind={groupNotice} />}
        </section>
      )}

      {action && group && state.week && (
        <>
          <section className={styles.step} aria-labelledby="step-week">
            <h2 id="step-week" className={styles.stepTitle}>
              3. Uke
            </h2>
            <WeekStep
              state={state}
              now={now}
              rules={weeks.rules}
              error={errors.wanted_pickup_week}
              onWeek={(week) => dispatch({ type: 'setWeek', week })}
              onCattleAgreement={(value) =>
                dispatch({
                  type: 'setCattleAgreement',
                  cattleAgreement: value,
                  defaultWeek: defaultWeek(company, deadlineKey(action, group, value), serverNow()),
                })
              }
            />
          </section>

          <section className={styles.step} aria-labelledby="step-rows">
            <h2 id="step-rows" className={styles.stepTitle}>
              4. Velg dyr
            </h2>
            {herdNeeded && herd.isPending ? (
              <Loading text="Laster..." />
            ) : herdNeeded && herd.isError ? (
              <p className={styles.errorText}>
                Det oppsto en feil ved henting av skjemaet.{' '}
                <Button variant="quiet" className={styles.inlineButton} onPress={() => void herd.refetch()}>
                  Prøv på nytt
                </Button>
              </p>
            ) : (
              <>
                {state.rows.length > 0 && (
                  <RowList
                    rows={state.rows}
                    summaryOf={(row) => rowSummary(action, group, row, herdDisplay)}
                    errorsOf={(uid) => rowErrorsOf(state, errors, uid)}
                    editingUid={editingUid}
                    onEdit={(uid) => {
                      setEditingUid(uid);
                      setAddOpen(false);
                    }}
                    onDelete={(uid) => {
                      if (uid === editingUid) setEditingUid(null);
                      dispatch({ type: 'hideRow', uid });
                      window.setTimeout(() => dispatchState({ type: 'removeRow', uid }), ROW_REMOVE_MS);
                    }}
                  />
                )}
                {showRowForm ? (
                  <RowForm
                    key={editingRow ? `edit-${editingRow.uid}` : `add-${addFormKey}`}
                    state={state}
                    editing={editingRow}
                    herd={herd.data ?? []}
                    onSubmit={onRowsSubmit}
                    onCancel={onRowCancel}
                  />
                ) : (
                  <Button variant="secondary" data-add-more onPress={() => setAddOpen(true)}>
                    Legg til flere dyr
                  </Button>
                )}
              </>
            )}
          </section>

          <section className={styles.step} aria-label="Kommentar og bekreftelse">
            <TextArea
              label="Legg til kommentar for hele innmeldingen"
              value={state.comment}
              onChange={(comment) => dispatch({ type: 'setComment', comment })}
              maxChars={ENROLMENT_LIMITS.enrolmentComment}
            />
            {needsAgreement(action) && (
              <Checkbox
                label="Jeg bekrefter at dyrene er i stand til å transporteres"
                checked={state.agreement}
                onChange={(e) => dispatch({ type: 'setAgreement', agreement: e.target.checked })}
              />
            )}
          </section>
        </>
      )}

      {action && (
        <section className={styles.sendArea} aria-label="Send innmelding">
          {refusal.map((kind) => (
            <BlockingNotice key={kind} kind={kind} />
          ))}
          {missing.length > 0 && (
            <div className={styles.missing}>
              <p id="missing-heading">Før du kan melde inn må:</p>
              <ul aria-labelledby="missing-heading">
                {missing.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </div>
          )}
          {sending && <Loading text={action === 'slaughter' ? SEND_TEXT.sendingSlaughter : SEND_TEXT.sendingTrade} />}
          <div className={styles.sendButtons}>
            <Button variant="secondary" isPending={saveDraft.isPending} onPress={() => saveDraft.mutate()}>
              Lagre utkast
            </Button>
            <Button isPending={sending} aria-disabled={missing.length > 0} onPress={onSend}>
              Send innmelding
            </Button>
          </div>
        </section>
      )}

      <ConfirmDialog
        isOpen={offer !== null}
        title="Fortsette på innmeldingen?"
        cancelText="Nei, start på nytt"
        confirmText="Ja"
        onCancel={() => {
          closeOffer();
          clearLocalDraft();
          deleteServerDraft().catch(() => undefined);
        }}
        onConfirm={() => {
          if (offer) {
            dispatch({ type: 'restore', state: offer.state });
            // The farm's status may have changed since the draft was saved.
            const refused = offer.state.group ? groupRefusal(keeping, offer.state.group) : null;
            setGroupNotice(refused);
            if (refused) dispatch({ type: 'clearGroup' });
          }
          setAddOpen(offer?.state.rows.length === 0);
          closeOffer();
        }}
      >
        <p>
          Du har en innmelding som ikke er sendt inn
          {offer ? ` (${ACTION_LABEL[offer.state.action!].toLowerCase()}${offer.state.group ? `, ${GROUP_LABEL[offer.state.group].toLowerCase()}` : ''}, sist endret ${formatDateTime(offer.lastUpdated)})` : ''}. Vil du
          fortsette på den?
        </p>
      </ConfirmDialog>

      <ConfirmDialog
        isOpen={pendingSwitch !== null}
        title={pendingSwitch?.type === 'group' ? 'Bytte dyregruppe?' : 'Bytte type innmelding?'}
        cancelText="Nei"
        confirmText="Ja"
        onCancel={() => setPendingSwitch(null)}
        onConfirm={() => {
          if (pendingSwitch) applySwitch(pendingSwitch);
          setPendingSwitch(null);
        }}
      >
        <p>Dersom du bytter, blir det du har registrert i denne innmeldingen slettet. Vil du bytte?</p>
      </ConfirmDialog>
    </div>
  );
}
