import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { refreshAfterWrite } from './refresh-after-write';

/** A list on screen whose reads answer when the test says, with what the server had when each read was sent. */
function listOnScreen(queryClient: QueryClient) {
  let server = ['before the write'];
  const pending: (() => void)[] = [];
  const observer = new QueryObserver(queryClient, {
    queryKey: ['endpoints'],
    queryFn: () => {
      const answer = [...server];
      return new Promise<string[]>((resolve) => pending.push(() => resolve(answer)));
    },
  });
  const unsubscribe = observer.subscribe(() => undefined);
  return {
    observer,
    unsubscribe,
    reads: () => pending.length,
    write: () => (server = ['before the write', 'written']),
    answer: (read: number) => pending[read]!(),
  };
}

describe('refreshAfterWrite', () => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  afterEach(() => queryClient.clear());

  it('reads again a first read that was sent before the write and answers after it', async () => {
    const list = listOnScreen(queryClient);
    expect(list.reads()).toBe(1);
    list.write();
    const refreshed = refreshAfterWrite(queryClient, { queryKey: ['endpoints'] });
    list.answer(0);
    await expect.poll(list.reads).toBe(2);
    list.answer(1);
    await refreshed;
    expect(list.observer.getCurrentResult().data).toEqual(['before the write', 'written']);
    list.unsubscribe();
  });

  it('reads again a list already on screen, as an invalidation does', async () => {
    const list = listOnScreen(queryClient);
    list.answer(0);
    await expect.poll(() => list.observer.getCurrentResult().data).toEqual(['before the write']);
    list.write();
    const refreshed = refreshAfterWrite(queryClient, { queryKey: ['endpoints'] });
    await expect.poll(list.reads).toBe(2);
    list.answer(1);
    await refreshed;
    expect(list.observer.getCurrentResult().data).toEqual(['before the write', 'written']);
    list.unsubscribe();
  });
});
