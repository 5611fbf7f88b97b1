import { useQuery, useQueryClient } from '@tanstack/react-query';
import { SubscriptionApi } from '@podium/contracts';
import { useEffect } from 'react';
import { apiUrl, get } from '../../api/client.ts';

/** After a dropped stream, wait this long before asking for a new ticket. */
const RECONNECT_MS = 10_000;

export const notificationKeys = {
  all: ['notifications'] as const,
  unread: ['notifications', 'unread'] as const,
};

/**
 * The signed-in person's unread count, kept live: the count is read once, then an EventSource on the
 * inbox stream says "count again" whenever a message arrives (platform/notify), and every notification
 * query (count, open list) is read again. The stream opens with a one-minute ticket (EventSource cannot
 * send the bearer header); a dropped stream reconnects with a new one.
 */
export const useUnreadCount = () => {
  const client = useQueryClient();
  const count = useQuery({
    queryKey: notificationKeys.unread,
    queryFn: () => get<{ unread: number }>(SubscriptionApi.unreadCount),
  });

  useEffect(() => {
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const connect = async () => {
      try {
        const { ticket } = await get<{ ticket: string }>(SubscriptionApi.streamTicket);
        if (stopped) return;
        source = new EventSource(apiUrl(SubscriptionApi.stream, { ticket }));
        source.addEventListener(
          'inbox',
          () => void client.invalidateQueries({ queryKey: notificationKeys.all }),
        );
        source.onerror = () => {
          source?.close();
          if (!stopped) retry = setTimeout(() => void connect(), RECONNECT_MS);
        };
      } catch {
        if (!stopped) retry = setTimeout(() => void connect(), RECONNECT_MS);
      }
    };
    void connect();
    return () => {
      stopped = true;
      clearTimeout(retry);
      source?.close();
    };
  }, [client]);

  return {
    unread: count.data?.unread ?? 0,
    refresh: () => client.invalidateQueries({ queryKey: notificationKeys.all }),
  };
};
