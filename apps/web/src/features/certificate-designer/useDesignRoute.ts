import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { CertificateDesignKind } from '@podium/contracts';
import { designApi, designKeys } from './designer-api.ts';
import type { PickedTemplate } from './TemplatePicker.tsx';

/**
 * Which view a certificate page shows, kept in the URL so a reload reopens the same design:
 * `?designId=` the editor, `?new=1` the template picker, neither the list.
 */
export const useDesignRoute = (kind: CertificateDesignKind) => {
  const [params, setParams] = useSearchParams();
  const client = useQueryClient();
  const [creating, setCreating] = useState(false);
  const designId = params.get('designId');
  const picking = params.get('new') === '1';

  const open = (id: string) => setParams({ designId: id });
  const startNew = () => setParams({ new: '1' });
  const backToList = () => setParams({});
  /** A picked template becomes a stored design at once, so autosave always has a row to write. */
  const create = async ({ design, origin }: PickedTemplate) => {
    setCreating(true);
    try {
      const { designId: id } = await designApi.save({ kind, origin, design });
      await client.invalidateQueries({ queryKey: designKeys.all });
      open(id);
    } finally {
      setCreating(false);
    }
  };
  return { designId, picking, creating, open, startNew, backToList, create };
};
