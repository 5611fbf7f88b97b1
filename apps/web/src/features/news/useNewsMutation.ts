import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { newsKeys } from './news-api.ts';

/** A news write: toast, then refresh every news list and detail (desk and portal). */
export const useNewsMutation = <V, R>(
  fn: (vars: V) => Promise<R>,
  successText: string,
  onDone?: (result: R) => void,
) => {
  const { message } = App.useApp();
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async (result) => {
      void message.success(successText);
      await client.invalidateQueries({ queryKey: newsKeys.all });
      onDone?.(result);
    },
  });
};
