import {
  TrialApi,
  WebsiteAdminApi,
  type BannerAddBody,
  type BannerRow,
  type BannerUpdateBody,
  type PageResult,
  type TrialRow,
  type TrialUpdateBody,
  type WebsiteAdminSetting,
  type WebsiteSettingSaveBody,
} from '@podium/contracts';
import { get, post } from '../../api/client.ts';
import type { QueryParams } from '../../api/headers.ts';

export const websiteAdminKeys = {
  all: ['website-admin'] as const,
  setting: () => [...websiteAdminKeys.all, 'setting'] as const,
  banners: () => [...websiteAdminKeys.all, 'banners'] as const,
  trials: (params: QueryParams) => [...websiteAdminKeys.all, 'trials', params] as const,
};

export const websiteAdminApi = {
  setting: () => get<WebsiteAdminSetting>(WebsiteAdminApi.setting),
  saveSetting: (body: WebsiteSettingSaveBody) => post<null>(WebsiteAdminApi.settingSave, body),
  banners: () => get<BannerRow[]>(WebsiteAdminApi.bannerList),
  addBanner: (body: BannerAddBody) => post<BannerRow>(WebsiteAdminApi.bannerAdd, body),
  updateBanner: (body: BannerUpdateBody) => post<null>(WebsiteAdminApi.bannerUpdate, body),
  removeBanners: (ids: string[]) => post<null>(WebsiteAdminApi.bannerRemove, { ids }),
  sortBanners: (ids: string[]) => post<null>(WebsiteAdminApi.bannerSort, { ids }),
  trials: (params: QueryParams) => get<PageResult<TrialRow>>(TrialApi.page, params),
  updateTrial: (body: TrialUpdateBody) => post<null>(TrialApi.update, body),
};
