// Staff read the dynamic forms' submissions (issue 23): newest first, a page at a time, with their
// values and the links to download their files.
import type { FormSubmission } from '@sporta/contracts';
import { apiRequest, apiUrl, unwrap, type RequestOptions } from '../../../lib/api/client';

export type Via = Pick<RequestOptions, 'origin' | 'headers'>;

export interface SubmissionPage {
  submissions: FormSubmission[];
  page: { selPage: number; totPages: number; totItems: number; itemsPerPage: number };
}

export const SUBMISSIONS_PER_PAGE = 20;

export async function listSubmissions(page: number, via: Via = {}): Promise<SubmissionPage> {
  return unwrap(
    await apiRequest<SubmissionPage>('form-submission/list', {
      ...via,
      query: { page, page_size: SUBMISSIONS_PER_PAGE },
      quiet: true,
    }),
  );
}

/** The download address of a submission's file (the staff session's cookie goes with it). */
export const submissionFileUrl = (submissionId: number, index: number) =>
  apiUrl('form-submission/file', { form_submission_id: submissionId, index });
