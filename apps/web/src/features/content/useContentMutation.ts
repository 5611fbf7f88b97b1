import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { contentKeys } from './content-api.ts';

/** A content write: toast, then refresh every content list, page and preview. */
export const useContentMutation = <V, R>(
  fn: (vars: V) => Promise<R>,
  successText: string,
  onDone?: () => void,
) => {
  const { message } = App.useApp();
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async () => {
      void message.success(successText);
      await client.invalidateQueries({ queryKey: contentKeys.all });
      onDone?.();
    },
  });
};
