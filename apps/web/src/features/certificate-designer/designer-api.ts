import {
  CertificateDesignApi,
  type CertificateDesignDetail,
  type CertificateDesignRow,
  type CertificateDesignSaveBody,
  type PageResult,
} from '@podium/contracts';
import { get, post } from '../../api/client.ts';
import type { QueryParams } from '../../api/headers.ts';

export const designKeys = {
  all: ['certificate-designs'] as const,
  page: (params: QueryParams) => [...designKeys.all, 'page', params] as const,
  detail: (designId: string) => [...designKeys.all, 'detail', designId] as const,
};

export const designApi = {
  page: (params: QueryParams) => get<PageResult<CertificateDesignRow>>(CertificateDesignApi.page, params),
  detail: (designId: string) =>
    get<CertificateDesignDetail>(`${CertificateDesignApi.detail}/${encodeURIComponent(designId)}`),
  save: (body: CertificateDesignSaveBody) => post<{ designId: string }>(CertificateDesignApi.save, body),
  remove: (designId: string) => post<null>(CertificateDesignApi.remove, { designId }),
};
