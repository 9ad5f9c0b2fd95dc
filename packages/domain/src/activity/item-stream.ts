import type { ActivityItem } from './activity-item';

export type ItemStreamControl = {
  /** Runs `step` after every step queued before it: notices are handled in commit order. */
  run: (step: () => Promise<void>) => void;
  push: (item: ActivityItem) => void;
  /** Ends the stream after what was pushed. */
  end: () => void;
};

/**
 * A stream of activity items fed by steps that run one at a time. `onCancel` runs once,
 * when the reader goes away (the browser disconnected) or the stream ends; a failing step
 * errors the stream (the connection closes and the browser reconnects and resumes).
 */
export function createItemStream(onCancel: () => void): {
  stream: ReadableStream<ActivityItem>;
  control: ItemStreamControl;
  /**
   * Lets queued steps start (once the stream's starting point is known), after `first`: a
   * catch-up read must come before the notices heard while the stream was set up, or their
   * events would move its cursor past the ones it has yet to read (docs/activity.md).
   */
  open: (first?: () => Promise<void>) => void;
} {
  let controller!: ReadableStreamDefaultController<ActivityItem>;
  let done = false;
  let open!: (first?: () => Promise<void>) => void;
  const opened = new Promise<(() => Promise<void>) | undefined>((resolve) => (open = resolve));
  const finish = () => {
    if (done) return;
    done = true;
    onCancel();
  };
  const fail = (error: unknown) => {
    if (done) return;
    finish();
    controller.error(error);
  };
  let chain = opened.then((first) => (done ? undefined : first?.())).catch(fail);
  const stream = new ReadableStream<ActivityItem>({
    start: (c) => {
      controller = c;
    },
    cancel: finish,
  });
  const control: ItemStreamControl = {
    run: (step) => {
      chain = chain.then(() => (done ? undefined : step())).catch(fail);
    },
    push: (item) => {
      if (!done) controller.enqueue(item);
    },
    end: () => {
      if (done) return;
      finish();
      controller.close();
    },
  };
  return { stream, control, open };
}
