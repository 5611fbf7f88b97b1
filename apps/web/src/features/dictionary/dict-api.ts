import {
  DictApi,
  type DictDataAddBody,
  type DictDataRow,
  type DictDataUpdateBody,
  type DictTypeAddBody,
  type DictTypeRow,
  type DictTypeUpdateBody,
  type PageResult,
} from '@podium/contracts';
import { get, post } from '../../api/client.ts';

export const dictKeys = {
  all: ['dictionary'] as const,
  types: (params: Record<string, unknown>) => ['dictionary', 'types', params] as const,
  data: (params: Record<string, unknown>) => ['dictionary', 'data', params] as const,
};

type Params = Record<string, string | number | undefined>;
export const fetchDictTypes = (params: Params) => get<PageResult<DictTypeRow>>(DictApi.typePage, params);
export const addDictType = (body: DictTypeAddBody) => post<DictTypeRow>(DictApi.typeAdd, body);
export const updateDictType = (body: DictTypeUpdateBody) => post<DictTypeRow>(DictApi.typeUpdate, body);
export const deleteDictTypes = (ids: string[]) => post<null>(DictApi.typeDelete, { ids });
export const fetchDictData = (params: Params) => get<PageResult<DictDataRow>>(DictApi.dataPage, params);
export const addDictData = (body: DictDataAddBody) => post<DictDataRow>(DictApi.dataAdd, body);
export const updateDictData = (body: DictDataUpdateBody) => post<DictDataRow>(DictApi.dataUpdate, body);
export const deleteDictData = (ids: string[]) => post<null>(DictApi.dataDelete, { ids });
