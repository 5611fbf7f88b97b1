import type { ScreenState } from '@podium/contracts';
import { useEffect, useRef, useState } from 'react';
import { fetchScreenState, screenUrls } from './scene-api.ts';

export type ScreenFeed = {
  state: ScreenState | null;
  invalid: boolean;
  connected: boolean;
  /** Server clock minus this device's clock, ms: the countdown runs on the server's time. */
  clockOffset: number;
};

/**
 * Follows one session's screen: loads the state, then listens to its server-sent events. EventSource
 * reconnects by itself; every (re)opened stream reloads the state first, because events are not replayed.
 * Older states (a lower version arriving late) never overwrite newer ones.
 */
export const useScreenState = (key: string | null): ScreenFeed => {
  const [feed, setFeed] = useState<ScreenFeed>({
    state: null,
    invalid: false,
    connected: false,
    clockOffset: 0,
  });
  const version = useRef(0);

  useEffect(() => {
    if (!key) return;
    let stopped = false;
    const accept = (next: ScreenState) => {
      if (stopped || next.version < version.current) return;
      version.current = next.version;
      setFeed((f) => ({
        ...f,
        state: next,
        invalid: false,
        clockOffset: Date.parse(next.serverNow) - Date.now(),
      }));
    };
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const resync = async () => {
      try {
        const got = await fetchScreenState(key);
        if (got === 'invalid') {
          if (!stopped) setFeed((f) => ({ ...f, invalid: true }));
          source?.close();
          return 'invalid';
        }
        accept(got);
      } catch {
        // Offline: the stream's retry brings us back here.
      }
      return 'ok';
    };
    const connect = () => {
      source = new EventSource(screenUrls.stream(key));
      source.addEventListener('open', () => {
        setFeed((f) => ({ ...f, connected: true }));
        void resync();
      });
      source.addEventListener('error', () => {
        setFeed((f) => ({ ...f, connected: false }));
        // The browser retries a dropped stream itself, but gives up on an error answer (a proxy's 502,
        // a refused key): find out which, and reconnect ourselves unless the link is no longer valid.
        if (source?.readyState === EventSource.CLOSED)
          void resync().then((outcome) => {
            if (outcome !== 'invalid' && !stopped) retry = setTimeout(connect, 3000);
          });
      });
      source.addEventListener('state', (event) => accept(JSON.parse((event as MessageEvent<string>).data)));
      source.addEventListener('keyReplaced', () => {
        setFeed((f) => ({ ...f, invalid: true }));
        source?.close();
      });
    };
    connect();
    return () => {
      stopped = true;
      clearTimeout(retry);
      source?.close();
    };
  }, [key]);

  return feed;
};

/** Seconds left by the server's clock, ticking locally every quarter second. */
export const useCountdown = (
  state: Pick<ScreenState, 'calledAt' | 'durationSec'> | null,
  clockOffset: number,
) => {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, []);
  if (!state?.calledAt) return state ? state.durationSec : null;
  return Math.ceil((Date.parse(state.calledAt) + state.durationSec * 1000 - (now + clockOffset)) / 1000);
};

/** 5:07, or −0:12 over time. */
export const formatClock = (seconds: number) => {
  const abs = Math.abs(seconds);
  return `${seconds < 0 ? '−' : ''}${Math.floor(abs / 60)}:${String(abs % 60).padStart(2, '0')}`;
};
