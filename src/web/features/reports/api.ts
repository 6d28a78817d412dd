import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { StatementAnswer, StatementAttachInput } from '#shared/mpesa-statement.schema.js';
import type { ReportAnswer, ReportName } from '#shared/report.schema.js';
import { api } from '../../lib/api-client';

// The owner's numbers (decision 52): one query per report and range, and its CSV download.

export interface ReportParams {
  from: string;
  to: string;
  group: 'day' | 'week' | 'month';
  days: number;
}

const search = (p: ReportParams) =>
  new URLSearchParams({ from: p.from, to: p.to, group: p.group, days: String(p.days) }).toString();

export const reportQuery = (report: ReportName, params: ReportParams) =>
  queryOptions({
    queryKey: ['admin', 'reports', report, params],
    queryFn: () => api<ReportAnswer>(`/admin/reports/${report}?${search(params)}`),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useReport(report: ReportName, params: ReportParams) {
  return useQuery(reportQuery(report, params));
}

/** Today's takings of the person asking ('reports.own-takings'). */
export function useMyTakings() {
  return useQuery({
    queryKey: ['admin', 'reports', 'takings', 'mine'],
    queryFn: () => api<ReportAnswer>('/admin/reports/takings/mine'),
    staleTime: 0,
  });
}

/** Fetches the CSV with the admin's token (a plain link could not send it) and saves it. */
export async function downloadReportCsv(report: ReportName, params: ReportParams): Promise<void> {
  const text = await api<string>(`/admin/reports/${report}.csv?${search(params)}`);
  // The browser's text() drops the byte-order mark; Excel needs it to read the file as UTF-8.
  const body = text.startsWith('\uFEFF') ? text : `\uFEFF${text}`;
  const url = URL.createObjectURL(new Blob([body], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `${report}-${params.from}-to-${params.to}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Sends the portal's statement CSV and answers it matched (decision 53). */
export function useStatementMatch() {
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return api<StatementAnswer>('/admin/reports/mpesa-statement', { method: 'POST', body: form });
    },
  });
}

export function useStatementAttach() {
  return useMutation({
    mutationFn: (input: StatementAttachInput) =>
      api<{ attached: true }>('/admin/reports/mpesa-statement/attach', {
        method: 'POST',
        body: input,
      }),
  });
}
