import { type PrognosisConfig, type PrognosisInputData, submittedPrognosisResponseSchema, type SubmittedPrognosis } from '@slakteweb/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { sentConfig } from '../survey';
import { submittedPrognosisQueryKey } from './get-submitted-prognosis';

/** POST /api/register_prognosis (json: data, prognosis_config) → what is now submitted. */
export function registerPrognosis({ data, config }: { data: PrognosisInputData; config: PrognosisConfig }): Promise<SubmittedPrognosis> {
  return api.post('/api/register_prognosis', submittedPrognosisResponseSchema, { json: { data, prognosis_config: sentConfig(config) } }).then((r) => r.prognosisData);
}

export function useRegisterPrognosis() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerPrognosis,
    // The answer is what the server now has: reopening the survey shows the sent numbers.
    onSuccess: (submitted) => queryClient.setQueryData(submittedPrognosisQueryKey, submitted),
  });
}
