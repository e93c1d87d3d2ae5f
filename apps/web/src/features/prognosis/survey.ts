import {
  PROGNOSIS_KIND_SURVEY,
  type PrognosisConfig,
  type PrognosisKind,
  type SentPrognosisConfig,
  type SubmittedPrognosis,
} from '@slakteweb/core';

/**
 * What the survey's entry points decide from the configuration and the farm's answers (spec §2,
 * §4, §6): whether there is a survey at all, whether it opens by itself, and what is sent back.
 */

/** The kinds the survey asks for now, in the modal's order (pigs, sheep, cattle). */
export function availableKinds(config: PrognosisConfig): (typeof PROGNOSIS_KIND_SURVEY)[number][] {
  return PROGNOSIS_KIND_SURVEY.filter((k) => config[k.kind].survey_available);
}

/** Prognosis is available when at least one kind has survey_available (spec §6). */
export function isPrognosisAvailable(config: PrognosisConfig): boolean {
  return availableKinds(config).length > 0;
}

/** Some kind the survey asks for has show_survey: the popup may open, if the farm has not answered. */
export function showsSurvey(config: PrognosisConfig): boolean {
  return availableKinds(config).some(({ kind }) => config[kind].show_survey);
}

/**
 * The survey opens by itself when some kind asks for it (survey_available and show_survey) and
 * the farm has not yet answered that kind's coming period: once answered, never again that period.
 */
export function opensByItself(config: PrognosisConfig, submitted: SubmittedPrognosis): boolean {
  return availableKinds(config).some(({ kind }) => config[kind].show_survey && submitted[kind].submitted_at === null);
}

/**
 * The configuration as the browser sends it back (prognosis_config_json, the register body):
 * without the info texts, which the server does not need, so the query string stays short.
 */
export function sentConfig(config: PrognosisConfig): SentPrognosisConfig {
  const strip = (kind: PrognosisKind) => {
    const { info_txt_top: _info, ...rest } = config[kind];
    return rest;
  };
  return { pigs: strip('pigs'), cattle: strip('cattle'), sheep: strip('sheep') };
}
