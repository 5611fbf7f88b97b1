import {
  SubscriptionApi,
  type FailedDelivery,
  type FailedPageQuery,
  type PageResult,
} from '@podium/contracts';
import { get, post } from '../../api/client.ts';

/** Administrators' list of notifications given up after their retries, and sending them again. */
export const failedKeys = {
  all: ['notify-failed'] as const,
  page: (params: Partial<FailedPageQuery>) => ['notify-failed', 'page', params] as const,
};

export const fetchFailedPage = (params: Partial<FailedPageQuery>) =>
  get<PageResult<FailedDelivery>>(SubscriptionApi.failedPage, params);

export const retryFailed = (ids: string[]) => post<{ retried: number }>(SubscriptionApi.failedRetry, { ids });
