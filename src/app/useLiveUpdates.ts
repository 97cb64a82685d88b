import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { readToken, signInMethod, subscribeToTokens } from '../api/tokenStore';
import { applyChangeRequestEvents } from '../change-requests';
import { applyFlagEvents } from '../flags';
import { historyKeys } from '../history/queries';
import { stayLive, type LiveStatus } from './liveConnection';

/** What the console is signed in with, to follow the stream anew when it changes (a new token after a refusal). */
const credential = () => readToken('admin') ?? signInMethod() ?? '';

/**
 * Keeps every page's data up to date with changes made elsewhere (`liveConnection.ts`): each area
 * applies the events to its own caches; what cannot be told (events missed beyond what the stream
 * keeps) reads everything again. Only caches change: forms keep what the user is typing.
 */
export function useLiveUpdates(): LiveStatus {
  const queryClient = useQueryClient();
  const signedIn = useSyncExternalStore(subscribeToTokens, credential);
  const [status, setStatus] = useState<LiveStatus>({ mode: 'connecting' });
  useEffect(() => {
    if (signedIn === '') return;
    const controller = new AbortController();
    void stayLive({
      apply: (events) => {
        applyFlagEvents(queryClient, events);
        applyChangeRequestEvents(queryClient, events);
        void queryClient.invalidateQueries({ queryKey: historyKeys.pages() });
      },
      everything: () => void queryClient.invalidateQueries(),
      onStatus: setStatus,
      // The pages' next reads meet the 401 that asks for a new sign-in over the page.
      onSignedOut: () => void queryClient.invalidateQueries({ type: 'active' }),
    }, controller.signal);
    return () => controller.abort();
  }, [queryClient, signedIn]);
  return status;
}
