/**
 * Group commit for statements that many concurrent calls make alike: calls that arrive while a batch of
 * the same key is with the database wait, and go together as the next batch, one statement and one commit
 * for all of them.
 *
 * Why: under a surge each call's own statement cost the server a socket write and the database a parse,
 * a plan and (for writes) a WAL flush of its own; the sign-up surge's profile put the writes to the
 * PostgreSQL sockets as the largest single cost and the backends' waits on the WAL as the commonest. One
 * statement for a batch pays those once. When calls are few, a batch is one call, sent after one turn of
 * the event loop (the turn that lets the calls read in the same poll phase join it), so nothing waits for
 * a timer. DataLoader batches per tick but does not hold the next batch back while one is in flight, which
 * is what makes the batches grow with the load; this is that, and nothing more.
 */
export type GroupBatchOptions = {
  /** At most this many calls in one statement. */
  maxSize: number;
  /** At most this many statements of one key with the database at once. */
  maxInFlight: number;
};

type Waiting<I, O> = { item: I; resolve: (out: O) => void; reject: (error: unknown) => void };

type KeyState<I, O> = { queue: Waiting<I, O>[]; inFlight: number; scheduled: boolean };

/**
 * `run(key, items)` answers one output per item, in order; when it throws, every call of that batch gets
 * the error. Returns the function a call awaits with its key and item. A key's state is dropped once it
 * has nothing queued or in flight, so keys (e.g. one per competition) do not accumulate.
 */
export const createGroupBatcher = <I, O>(
  run: (key: string, items: I[]) => Promise<O[]>,
  options: GroupBatchOptions,
) => {
  const states = new Map<string, KeyState<I, O>>();

  const send = (key: string, state: KeyState<I, O>) => {
    state.scheduled = false;
    while (state.inFlight < options.maxInFlight && state.queue.length > 0) {
      const batch = state.queue.splice(0, options.maxSize);
      state.inFlight += 1;
      run(
        key,
        batch.map((waiting) => waiting.item),
      )
        .then(
          (outputs) => batch.forEach((waiting, index) => waiting.resolve(outputs[index]!)),
          (error: unknown) => batch.forEach((waiting) => waiting.reject(error)),
        )
        .finally(() => {
          state.inFlight -= 1;
          if (state.queue.length > 0) schedule(key, state);
          else if (state.inFlight === 0) states.delete(key);
        });
    }
  };

  const schedule = (key: string, state: KeyState<I, O>) => {
    if (state.scheduled || state.inFlight >= options.maxInFlight) return;
    state.scheduled = true;
    setImmediate(() => send(key, state));
  };

  return (key: string, item: I): Promise<O> =>
    new Promise<O>((resolve, reject) => {
      let state = states.get(key);
      if (!state) states.set(key, (state = { queue: [], inFlight: 0, scheduled: false }));
      state.queue.push({ item, resolve, reject });
      schedule(key, state);
    });
};
