import { useCallback, useEffect, useState } from 'react';

export type ApiResource<T> =
  { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed'; error: unknown };

/**
 * Loads something when the component appears and again on `reload()`. Answers that come
 * back after the component is gone, or after a newer load started, are dropped.
 */
export function useApiResource<T>(load: () => Promise<T>): ApiResource<T> & { reload: () => void } {
  const [state, setState] = useState<ApiResource<T>>({ status: 'loading' });
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    let current = true;
    load().then(
      (data) => {
        if (current) setState({ status: 'ready', data });
      },
      (error: unknown) => {
        if (current) setState({ status: 'failed', error });
      },
    );
    return () => {
      current = false;
    };
    // `load` is a new function at every render: only reload() loads again.
  }, [generation]);
  const reload = useCallback(() => {
    setGeneration((value) => value + 1);
  }, []);
  return { ...state, reload };
}
